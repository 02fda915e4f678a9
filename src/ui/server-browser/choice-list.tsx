// A project or agent to pick; the server browser skips this step when there is only one.
import { useT } from '../i18n/language-store';

export interface Choice {
  id: string;
  label: string;
  detail?: string | undefined;
}

export function ChoiceList({
  what,
  choices,
  onPick,
}: {
  what: 'project' | 'agent';
  choices: readonly Choice[];
  onPick(id: string): void;
}) {
  const words = useT().serverBrowser;
  if (choices.length === 0)
    return <p className="text-xs text-fg-muted">{words.noChoice(words.choices[what])}</p>;
  return (
    <ul
      data-testid={`${what}-list`}
      aria-label={words.pick(words.choices[what])}
      className="max-h-72 overflow-y-auto rounded-md border border-line"
    >
      {choices.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            data-testid={`${what}-option`}
            data-id={c.id}
            onClick={() => onPick(c.id)}
            className="flex w-full flex-col px-2 py-1.5 text-left text-xs hover:bg-raised-soft"
          >
            <span className="font-medium">{c.label}</span>
            {c.detail && <span className="truncate text-[11px] text-fg-muted">{c.detail}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
