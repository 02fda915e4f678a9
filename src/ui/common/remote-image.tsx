import { useViewFlag } from '../../docs/doc-context';
import { httpHost } from './format';
import { revealInvisible } from './invisible-chars';
import { VisibleText } from './visible-text';
import { useT } from '../i18n/language-store';

const ASK_TONE = 'border-line-strong text-fg-control hover:bg-raised-soft';

/** A network image is fetched only when the reader asks: a trace must not phone home on open. */
export function RemoteImage({ url }: { url: string }) {
  const t = useT();
  const [load, toggleLoad] = useViewFlag(`image:${url}`, false);
  const host = httpHost(url);
  if (!host)
    return (
      <div className="font-mono text-xs wrap-anywhere text-fg-faint">
        <VisibleText text={t.common.image.unsupportedUrl(url.slice(0, 300))} />
      </div>
    );
  if (!load)
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <button
          type="button"
          data-testid="load-remote-image"
          onClick={toggleLoad}
          className={`rounded-md border ${ASK_TONE} px-2 py-1 text-xs font-medium`}
        >
          {t.common.image.loadFrom(host)}
        </button>
        <span
          className="min-w-0 truncate font-mono text-[11px] text-fg-faint"
          title={revealInvisible(url)}
        >
          <VisibleText text={url} />
        </span>
      </div>
    );
  return (
    <img
      src={url}
      alt={t.common.image.from(host)}
      referrerPolicy="no-referrer"
      decoding="async"
      className="max-h-72 max-w-full rounded border border-line object-contain"
    />
  );
}
