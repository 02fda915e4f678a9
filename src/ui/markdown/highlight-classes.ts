// highlight.js token classes → colours for both themes (we ship no highlight.js stylesheet).

const BY_CLASS: Record<string, string> = {
  'hljs-keyword': 'text-violet-700 dark:text-violet-300',
  'hljs-built_in': 'text-sky-700 dark:text-sky-300',
  'hljs-type': 'text-sky-700 dark:text-sky-300',
  'hljs-literal': 'text-sky-700 dark:text-sky-300',
  'hljs-number': 'text-amber-700 dark:text-amber-300',
  'hljs-string': 'text-emerald-700 dark:text-emerald-300',
  'hljs-regexp': 'text-emerald-700 dark:text-emerald-300',
  'hljs-comment': 'italic text-zinc-500 dark:text-zinc-500',
  'hljs-quote': 'italic text-zinc-500 dark:text-zinc-500',
  'hljs-doctag': 'text-zinc-500 dark:text-zinc-400',
  'hljs-title': 'text-indigo-700 dark:text-indigo-300',
  'hljs-section': 'font-semibold text-indigo-700 dark:text-indigo-300',
  'hljs-attr': 'text-indigo-700 dark:text-indigo-300',
  'hljs-attribute': 'text-indigo-700 dark:text-indigo-300',
  'hljs-property': 'text-indigo-700 dark:text-indigo-300',
  'hljs-variable': 'text-rose-700 dark:text-rose-300',
  'hljs-template-variable': 'text-rose-700 dark:text-rose-300',
  'hljs-params': 'text-zinc-700 dark:text-zinc-300',
  'hljs-meta': 'text-zinc-500 dark:text-zinc-400',
  'hljs-tag': 'text-zinc-600 dark:text-zinc-400',
  'hljs-name': 'text-rose-700 dark:text-rose-300',
  'hljs-selector-tag': 'text-rose-700 dark:text-rose-300',
  'hljs-selector-class': 'text-amber-700 dark:text-amber-300',
  'hljs-selector-id': 'text-amber-700 dark:text-amber-300',
  'hljs-symbol': 'text-amber-700 dark:text-amber-300',
  'hljs-bullet': 'text-amber-700 dark:text-amber-300',
  'hljs-link': 'underline text-sky-700 dark:text-sky-300',
  'hljs-addition':
    'bg-emerald-100/70 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300',
  'hljs-deletion': 'bg-rose-100/70 text-rose-800 dark:bg-rose-950/60 dark:text-rose-300',
  'hljs-emphasis': 'italic',
  'hljs-strong': 'font-semibold',
  'hljs-subst': 'text-zinc-800 dark:text-zinc-200',
};

/** Adds our colour classes to a highlight.js class string, keeping the hljs-* names. */
export function colourFor(className: string | undefined): string | undefined {
  if (!className) return className;
  const first = className.split(' ')[0] ?? '';
  const colour = BY_CLASS[first];
  return colour ? `${className} ${colour}` : className;
}
