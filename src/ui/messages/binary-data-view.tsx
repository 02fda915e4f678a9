import { useMemo } from 'react';
import { readKeptValue } from '../../ingest/kept-files';
import { keptValueOf } from '../../protocol/kept-value';
import { DataImage } from '../common/data-image';
import { base64Size, formatBytes } from '../common/format';
import { decodeBase64, downloadName, isDrawableImage, toDataUrl } from './data-url';
import { useT } from '../i18n/language-store';

function download(base64: string, mime: string, name: string) {
  const url = URL.createObjectURL(
    new Blob([decodeBase64(base64)], { type: mime || 'application/octet-stream' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * base64 content with a MIME type: drawn when it is an image, otherwise a download link. Kept in
 * its file (protocol/kept-value.ts), it is read when drawn, or on the click that downloads it.
 */
export function BinaryDataView({ data, mime, stem }: { data: string; mime: string; stem: string }) {
  const t = useT().messages;
  const drawable = isDrawableImage(mime);
  const kept = keptValueOf(data);
  const src = useMemo(
    () => (drawable && !keptValueOf(data) ? toDataUrl(mime, data) : data),
    [drawable, mime, data],
  );
  if (drawable) return <DataImage src={src} {...(kept ? { mime } : {})} />;
  const name = downloadName(stem, mime);
  const save = () => {
    if (!kept) return download(data, mime, name);
    // A file changed or gone since it was read downloads nothing, without an unhandled rejection.
    readKeptValue(kept).then(
      (base64) => download(base64, mime, name),
      () => undefined,
    );
  };
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-xs">
      <button
        type="button"
        data-testid="download-data"
        onClick={save}
        className="rounded-md border border-line-strong px-2 py-1 font-medium text-accent hover:bg-raised-soft"
      >
        {t.download(name)}
      </button>
      <span className="font-mono text-fg-muted">
        {mime || t.unknownType} · {formatBytes(base64Size(data))}
      </span>
    </div>
  );
}
