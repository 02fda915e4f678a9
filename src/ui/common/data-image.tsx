import { useMemo, useState } from 'react';
import { keptValueOf } from '../../protocol/kept-value';
import { toDataUrl } from '../messages/data-url';
import { base64Size, dataUrlInfo, formatBytes } from './format';
import { useKeptValue } from './use-kept-value';
import { useT } from '../i18n/language-store';

/** Transparent pixels show on a light checkerboard, as image viewers draw them. */
const CHECKERBOARD =
  'bg-[conic-gradient(#f4f4f5_25%,#fff_0_50%,#f4f4f5_0_75%,#fff_0)] bg-[length:16px_16px]';

/**
 * An image inside the trace (a data: URL, or one left in its file and read while shown).
 * Decoding is left to the browser, async and lazy, so a multi-megabyte screenshot does not block
 * scrolling. Click to toggle full size.
 */
export function DataImage({
  src,
  label,
  mime,
}: {
  src: string;
  label?: string;
  /** The type of bare base64 kept in its file (inline_data), which its bytes do not say. */
  mime?: string;
}) {
  const t = useT();
  const [big, setBig] = useState(false);
  const [broken, setBroken] = useState(false);
  const read = useKeptValue(src);
  const value = read.state === 'ready' ? read.value : null;
  // Bare base64 read from its file becomes a data URL once, not on every render: it is megabytes.
  const url = useMemo(
    () => (value !== null && mime && !value.startsWith('data:') ? toDataUrl(mime, value) : value),
    [value, mime],
  );
  const info =
    dataUrlInfo(src) ?? (mime && keptValueOf(src) ? { mime, size: base64Size(src) } : undefined);
  const caption = `${label ?? info?.mime ?? t.common.image.fallbackCaption}${info ? ` · ${formatBytes(info.size)}` : ''}`;
  const kept = value !== src;
  if (read.state === 'reading')
    return (
      <figure
        data-testid="data-image"
        data-kept={kept}
        data-state="reading"
        className="inline-block"
      >
        <div className={`h-24 w-40 rounded border border-line ${CHECKERBOARD}`} />
        <figcaption className="mt-0.5 font-mono text-[11px] text-fg-muted">{caption}</figcaption>
      </figure>
    );
  if (broken || read.state === 'failed')
    return (
      <div className="rounded border border-dashed border-line-strong px-2 py-1 text-xs text-fg-faint">
        {t.common.image.couldNotDecode(caption)}
      </div>
    );
  return (
    <figure data-testid="data-image" data-kept={kept} className="inline-block max-w-full">
      <button
        type="button"
        onClick={() => setBig((v) => !v)}
        className="block max-w-full"
        title={t.common.image.toggleSize}
      >
        <img
          src={url ?? undefined}
          alt={label ?? t.common.image.fromTrace}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className={`max-w-full rounded border border-line ${CHECKERBOARD} object-contain ${big ? '' : 'max-h-72'}`}
        />
      </button>
      <figcaption className="mt-0.5 font-mono text-[11px] text-fg-muted">{caption}</figcaption>
    </figure>
  );
}
