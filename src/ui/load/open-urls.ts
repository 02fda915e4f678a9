import { openSources } from '../../docs/open-files';
import { downloadedTraceName } from '../../ingest/file-set';
import { describeFiles } from './open-local';

/** `?trace=` URLs, resolved against the page so relative paths work. */
export function openUrls(urls: readonly string[], base: string = location.href): void {
  if (urls.length === 0) return;
  const resolved = urls.map((u) => new URL(u, base));
  const names = resolved.map(
    (u) =>
      downloadedTraceName(u.pathname) ?? decodeURIComponent(u.pathname.split('/').pop() || u.host),
  );
  openSources(
    resolved.map((u, i) => ({ kind: 'url', url: u.href, name: names[i] ?? u.href })),
    { kind: 'url', label: describeFiles(names) },
  );
}
