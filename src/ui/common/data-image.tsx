import { useState } from 'react';
import { dataUrlInfo, formatBytes } from './format';
import { useT } from '../i18n/language-store';

/** Transparent pixels show on a light checkerboard, as image viewers draw them. */
const CHECKERBOARD =
  'bg-[conic-gradient(#f4f4f5_25%,#fff_0_50%,#f4f4f5_0_75%,#fff_0)] bg-[length:16px_16px]';

/**
 * An image already inside the trace (data: URL). Decoding is left to the browser, async and lazy,
 * so a multi-megabyte screenshot does not block scrolling. Click to toggle full size.
 */
export function DataImage({ src, label }: { src: string; label?: string }) {
  const t = useT();
  const [big, setBig] = useState(false);
  const [broken, setBroken] = useState(false);
  const info = dataUrlInfo(src);
  const caption = `${label ?? info?.mime ?? t.common.image.fallbackCaption}${info ? ` · ${formatBytes(info.size)}` : ''}`;
  if (broken)
    return (
      <div className="rounded border border-dashed border-line-strong px-2 py-1 text-xs text-fg-faint">
        {t.common.image.couldNotDecode(caption)}
      </div>
    );
  return (
    <figure data-testid="data-image" className="inline-block max-w-full">
      <button
        type="button"
        onClick={() => setBig((v) => !v)}
        className="block max-w-full"
        title={t.common.image.toggleSize}
      >
        <img
          src={src}
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
