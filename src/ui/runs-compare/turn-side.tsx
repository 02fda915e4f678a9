// One side of an aligned turn: its texts and tool calls in the order they were recorded, and its
// figures, the differing ones marked.
// A click jumps to the turn in its own document.
import type { ToolField, ToolPair, TurnField } from '../../runs-compare/compare-runs';
import { Fragment } from 'react';
import type { TurnDigest, TurnText } from '../../runs-compare/digest';
import { FOCUS_RING } from '../common/looks';
import { formatCount, formatDuration, formatTokens } from '../common/format';
import { figureText } from './figure-text';
import { withoutAnsi } from '../tools/ansi';
import { useT } from '../i18n/language-store';

/** A field that differs from the other side. */
const DIFFERS = 'rounded bg-warn-wash px-0.5 text-warn-strong';

const CLIP = 160;
/** A field as plain text: a terminal's colour codes showed as unprintable characters here. */
const clip = (raw: string) => {
  const s = withoutAnsi(raw);
  return s.length > CLIP ? `${s.slice(0, CLIP)}…` : s;
};

function Field(props: { name: string; differs: boolean; children: string }) {
  return (
    <span
      data-field={props.name}
      data-differs={props.differs || undefined}
      className={props.differs ? DIFFERS : undefined}
    >
      {clip(props.children)}
    </span>
  );
}

/** An assistant text of the turn, in its place among the tool calls. */
function Answer({ text, differs }: { text: string; differs: boolean }) {
  if (!text) return null;
  return (
    <div className="my-0.5 break-words">
      <Field name="answer" differs={differs}>
        {text}
      </Field>
    </div>
  );
}

/** The texts written just before the turn's tool call `i` (after the one before it). */
const textsBefore = (turn: TurnDigest, i: number): TurnText[] =>
  i < turn.tools.length ? turn.texts.filter((x) => x.before === i) : [];

/** The texts written after the turn's last tool call. */
const textsAfter = (turn: TurnDigest): TurnText[] =>
  turn.texts.filter((x) => x.before >= turn.tools.length);

interface Props {
  side: 'left' | 'right';
  turn: TurnDigest | undefined;
  /** The other side's turn, whose figures decide how exact this side's must be. */
  other: TurnDigest | undefined;
  prompt: string | undefined;
  tools: readonly ToolPair[];
  differs: ReadonlySet<TurnField>;
  onJump(item: number): void;
}

const exactMs = (ms: number) => `${formatCount(ms)} ms`;

export function TurnSide({ side, turn, other, prompt, tools, differs, onJump }: Props) {
  const words = useT().runsCompare;
  const mark = (f: TurnField) => differs.has(f);
  const toolMark = (p: ToolPair, f: ToolField) => p.differs.has(f) || p.differs.has('missing');
  if (!turn)
    return (
      <div data-side={side} className="min-w-0 flex-1 p-2 text-xs text-fg-faint italic">
        {prompt !== undefined ? (
          <Field name="prompt" differs={mark('prompt')}>
            {prompt}
          </Field>
        ) : null}
        <div>{words.noSuchTurn}</div>
      </div>
    );
  return (
    <button
      type="button"
      data-side={side}
      data-item-id={turn.item}
      title={words.showTurn}
      onClick={() => onJump(turn.item)}
      // A column from the top: a button centres its content, which left the shorter side's
      // turn halfway down, level with nothing on the other side.
      className={`flex min-w-0 flex-1 cursor-pointer flex-col p-2 text-left text-xs hover:bg-raised-soft ${FOCUS_RING}`}
    >
      {prompt !== undefined && (
        <div className="mb-1 text-fg-label">
          <Field name="prompt" differs={mark('prompt')}>
            {prompt}
          </Field>
        </div>
      )}
      {tools.map((p, i) => {
        const tool = side === 'left' ? p.left : p.right;
        const texts = textsBefore(turn, i);
        if (!tool)
          return (
            <div key={i} className="text-fg-faint">
              —
            </div>
          );
        return (
          <Fragment key={i}>
            {texts.map((x, k) => (
              <Answer key={k} text={x.text} differs={mark('answer')} />
            ))}
            <div data-tool={i} className="font-mono wrap-anywhere">
              <Field name="name" differs={toolMark(p, 'name')}>
                {tool.name}
              </Field>
              (
              <Field name="args" differs={toolMark(p, 'args')}>
                {tool.args}
              </Field>
              ) →{' '}
              <Field name="output" differs={toolMark(p, 'output')}>
                {tool.output}
              </Field>
            </div>
          </Fragment>
        );
      })}
      {textsAfter(turn).map((x, k) => (
        <Answer key={k} text={x.text} differs={mark('answer')} />
      ))}
      {/* A figure keeps its number and unit together; the figures wrap between them. */}
      <div className="mt-1 flex flex-wrap gap-x-2 text-fg-muted tabular-nums *:whitespace-nowrap">
        <Field name="failures" differs={mark('failures')}>
          {words.failed(turn.failures)}
        </Field>
        <Field name="tokens" differs={mark('tokens')}>
          {words.tokens(figureText(turn.tokens, other?.tokens, formatTokens, formatCount))}
        </Field>
        <Field name="duration" differs={mark('duration')}>
          {turn.durationMs === undefined
            ? words.open
            : figureText(turn.durationMs, other?.durationMs, formatDuration, exactMs)}
        </Field>
      </div>
    </button>
  );
}
