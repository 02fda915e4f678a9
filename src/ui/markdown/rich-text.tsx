import { useMemo, type ReactNode } from 'react';
import { Highlighted } from '../search/highlighted';
import { MarkdownText } from './markdown-text';
import { MarkerBanner } from './marker-banner';
import { MarkerChip } from './marker-chip';
import { parseMarkers, type Segment } from './markers';

/** While a text streams, markdown re-parses on every delta: fine below this, plain text above. */
export const STREAMING_MARKDOWN_LIMIT = 20_000;
const MAX_DEPTH = 3;

export function PlainText({ text, muted = false }: { text: string; muted?: boolean }) {
  const tone = muted ? 'text-[13px] text-fg-soft' : 'text-sm text-fg';
  return (
    <div className={`leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap ${tone}`}>
      <Highlighted text={text} />
    </div>
  );
}

function renderSegments(segments: Segment[], depth: number, muted: boolean): ReactNode[] {
  const out: ReactNode[] = [];
  let chips: ReactNode[] = [];
  const flushChips = () => {
    if (chips.length === 0) return;
    out.push(
      <div key={`c${out.length}`} className="my-1 flex flex-wrap gap-1">
        {chips}
      </div>,
    );
    chips = [];
  };
  segments.forEach((s, i) => {
    if (s.kind === 'marker' && (s.name === 'attached_file' || s.name === 'attached_image')) {
      chips.push(<MarkerChip key={i} name={s.name} arg={s.arg} />);
      return;
    }
    flushChips();
    if (s.kind === 'text') out.push(<MarkdownText key={i} text={s.text} muted={muted} />);
    else
      out.push(
        <MarkerBanner key={i} name={s.name} arg={s.arg} body={s.body}>
          {s.body ? <RichText text={s.body} depth={depth + 1} /> : null}
        </MarkerBanner>,
      );
  });
  flushChips();
  return out;
}

/** Trace text: system markers as banners and chips, the rest as markdown. */
export function RichText({
  text,
  streaming = false,
  depth = 0,
  muted = false,
}: {
  text: string;
  streaming?: boolean;
  depth?: number;
  /** Secondary text (reasoning): smaller and greyer. */
  muted?: boolean;
}) {
  const plain = streaming && text.length > STREAMING_MARKDOWN_LIMIT;
  const segments = useMemo(
    () => (plain || depth >= MAX_DEPTH ? null : parseMarkers(text)),
    [text, plain, depth],
  );
  if (plain) return <PlainText text={text} muted={muted} />;
  if (!segments) return <MarkdownText text={text} muted={muted} />;
  if (segments.length === 1 && segments[0]?.kind === 'text')
    return <MarkdownText text={segments[0].text} muted={muted} />;
  return <div className="min-w-0">{renderSegments(segments, depth, muted)}</div>;
}
