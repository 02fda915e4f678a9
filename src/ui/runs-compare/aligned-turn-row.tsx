import type { AlignedTurn } from '../../runs-compare/compare-runs';
import { TurnSide } from './turn-side';
import { useT } from '../i18n/language-store';

interface Props {
  row: AlignedTurn;
  first: boolean;
  onJump(side: 'left' | 'right', item: number): void;
}

export function AlignedTurnRow({ row, first, onJump }: Props) {
  const words = useT().runsCompare;
  const frame = first
    ? 'border-danger-edge bg-danger-wash'
    : row.diverges
      ? 'border-warn-edge'
      : 'border-line-soft';
  return (
    <div
      data-testid={first ? 'first-divergence' : 'runs-compare-row'}
      data-task={row.task}
      data-turn={row.turn}
      data-diverges={row.diverges || undefined}
      className={`rounded-md border ${frame}`}
    >
      <div className="px-2 pt-1 text-[11px] font-medium text-fg-muted">
        {words.taskTurn(row.task, row.turn)}
        {first && <span className="ml-2 text-danger">{words.firstDivergence}</span>}
      </div>
      <div className="flex divide-x divide-line-soft">
        {(['left', 'right'] as const).map((side) => (
          <TurnSide
            key={side}
            side={side}
            turn={row[side]}
            other={row[side === 'left' ? 'right' : 'left']}
            prompt={row.prompts?.[side]}
            tools={row.tools}
            differs={row.differs}
            onJump={(item) => onJump(side, item)}
          />
        ))}
      </div>
    </div>
  );
}
