// highlight.js token classes → colours for both themes (we ship no highlight.js stylesheet).

const BY_CLASS: Record<string, string> = {
  'hljs-keyword': 'text-violet',
  'hljs-built_in': 'text-info',
  'hljs-type': 'text-info',
  'hljs-literal': 'text-info',
  'hljs-number': 'text-warn',
  'hljs-string': 'text-ok',
  'hljs-regexp': 'text-ok',
  'hljs-comment': 'italic text-fg-faint',
  'hljs-quote': 'italic text-fg-faint',
  'hljs-doctag': 'text-fg-muted',
  'hljs-title': 'text-accent',
  'hljs-section': 'font-semibold text-accent',
  'hljs-attr': 'text-accent',
  'hljs-attribute': 'text-accent',
  'hljs-property': 'text-accent',
  'hljs-variable': 'text-danger',
  'hljs-template-variable': 'text-danger',
  'hljs-params': 'text-fg-secondary',
  'hljs-meta': 'text-fg-muted',
  'hljs-tag': 'text-fg-soft',
  'hljs-name': 'text-danger',
  'hljs-selector-tag': 'text-danger',
  'hljs-selector-class': 'text-warn',
  'hljs-selector-id': 'text-warn',
  'hljs-symbol': 'text-warn',
  'hljs-bullet': 'text-warn',
  'hljs-link': 'underline text-info',
  'hljs-addition':
    'bg-emerald-100/70 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300',
  'hljs-deletion': 'bg-rose-100/70 text-danger-strong dark:bg-rose-950/60',
  'hljs-emphasis': 'italic',
  'hljs-strong': 'font-semibold',
  'hljs-subst': 'text-fg',
};

/** Adds our colour classes to a highlight.js class string, keeping the hljs-* names. */
export function colourFor(className: string | undefined): string | undefined {
  if (!className) return className;
  const first = className.split(' ')[0] ?? '';
  const colour = BY_CLASS[first];
  return colour ? `${className} ${colour}` : className;
}
