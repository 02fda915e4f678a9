import type { ReactNode } from 'react';
import { safeHref } from './url-policy';
import { useT } from '../i18n/language-store';

const LINK =
  'text-link underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-600 dark:decoration-indigo-700';

/** A link from trace text: only safe schemes, always a new tab without referrer or opener. */
export function MarkdownLink({
  href,
  children,
}: {
  href?: string | undefined;
  children?: ReactNode;
}) {
  const safe = safeHref(href);
  if (!safe) return <span className="text-fg-secondary">{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noreferrer noopener" className={LINK}>
      {children}
    </a>
  );
}

/** Images in agent text are never fetched on their own: they become a link to open by choice. */
export function MarkdownImage({
  src,
  alt,
}: {
  src?: string | undefined;
  alt?: string | undefined;
}) {
  const t = useT();
  const safe = safeHref(src);
  const label = safe ?? alt ?? t.markdown.unavailable;
  return (
    <span data-testid="markdown-image-link" className="font-mono text-xs">
      {safe ? (
        <a href={safe} target="_blank" rel="noreferrer noopener" className={LINK}>
          {t.markdown.image(label)}
        </a>
      ) : (
        <span className="text-fg-faint">{t.markdown.image(label)}</span>
      )}
    </span>
  );
}
