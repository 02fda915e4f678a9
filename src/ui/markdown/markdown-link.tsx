import type { ReactNode } from 'react';
import { disguisedTarget } from './link-disguise';
import { safeHref } from './url-policy';
import { useT } from '../i18n/language-store';

const LINK =
  'text-link underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-600 dark:decoration-indigo-700';

/** Beside a link whose text names another address: unlike the trace's text, in no link colour. */
const TARGET_CHIP =
  'ml-1 inline-block rounded-sm px-1 font-mono text-[0.8em] text-warn-strong no-underline ring-1 ring-inset ring-warn-edge bg-warn-tint';

/**
 * A link from trace text: only safe schemes, always a new tab without referrer or opener. Its
 * tooltip names the full target; when its text (`text`) names another address, the real host
 * shows beside it.
 */
export function MarkdownLink({
  href,
  text,
  children,
}: {
  href?: string | undefined;
  text: string;
  children?: ReactNode;
}) {
  const t = useT().markdown;
  const safe = safeHref(href);
  if (!safe) return <span className="text-fg-secondary">{children}</span>;
  const real = disguisedTarget(text, safe);
  return (
    <a
      href={safe}
      target="_blank"
      rel="noreferrer noopener"
      className={LINK}
      title={t.linkTitle(safe)}
    >
      {children}
      {real !== null && (
        <span data-testid="link-target" title={t.otherTarget(real)} className={TARGET_CHIP}>
          → {real}
        </span>
      )}
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
