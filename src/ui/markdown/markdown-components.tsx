// Element overrides for react-markdown: house styling, safe links, no image loads, code blocks.
import type { Components } from 'react-markdown';
import { CodeBlock } from './code-block';
import { MarkdownImage, MarkdownLink } from './markdown-link';

interface HastLike {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastLike[];
}

function textOf(node: HastLike): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function langOf(node: HastLike | undefined): string {
  const cls = node?.properties?.['className'];
  const list = Array.isArray(cls) ? cls.map(String) : [];
  const lang = list.find((c) => c.startsWith('language-'));
  return lang ? lang.slice('language-'.length) : '';
}

const TABLE_CELL = 'min-w-24 border border-line px-2 py-1';

export const MARKDOWN_COMPONENTS: Components = {
  pre({ node }) {
    const code = (node?.children as HastLike[] | undefined)?.find((c) => c.tagName === 'code');
    const text = code ? textOf(code) : node ? textOf(node as HastLike) : '';
    return <CodeBlock code={text.replace(/\n$/, '')} lang={langOf(code)} />;
  },
  code: ({ children }) => (
    <code className="rounded bg-raised-soft px-1 py-px font-mono text-[0.85em] text-fg">
      {children}
    </code>
  ),
  a: ({ href, children, node }) => (
    <MarkdownLink href={href} text={node ? textOf(node as HastLike) : ''}>
      {children}
    </MarkdownLink>
  ),
  img: ({ src, alt }) => (
    <MarkdownImage src={typeof src === 'string' ? src : undefined} alt={alt} />
  ),
  p: ({ children }) => <p className="my-1.5 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children, className }) => (
    <ul
      className={`my-1.5 ${className?.includes('contains-task-list') ? 'list-none pl-0.5' : 'list-disc pl-5'}`}
    >
      {children}
    </ul>
  ),
  ol: ({ children, start }) => (
    <ol start={start} className="my-1.5 list-decimal pl-5">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="my-0.5">{children}</li>,
  h1: ({ children }) => (
    <h1 className="mt-3 mb-1.5 text-base font-semibold first:mt-0">{children}</h1>
  ),
  h2: ({ children }) => (
    <h2 className="mt-3 mb-1.5 text-[15px] font-semibold first:mt-0">{children}</h2>
  ),
  h3: ({ children }) => (
    <h3 className="mt-2.5 mb-1 text-sm font-semibold first:mt-0">{children}</h3>
  ),
  h4: ({ children }) => <h4 className="mt-2 mb-1 text-sm font-semibold first:mt-0">{children}</h4>,
  h5: ({ children }) => <h5 className="mt-2 mb-1 text-sm font-medium first:mt-0">{children}</h5>,
  h6: ({ children }) => (
    <h6 className="mt-2 mb-1 text-sm font-medium text-fg-faint first:mt-0">{children}</h6>
  ),
  blockquote: ({ children }) => (
    <blockquote className="my-1.5 border-l-2 border-line-strong pl-3 text-fg-soft">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="my-3 border-line" />,
  // The text around may break anywhere (a long path must not widen the row); a table's words
  // stay whole and its columns keep a few words' width, and the table scrolls sideways
  // instead: a phone split its headings, and squeezed a Chinese column to a letter a line.
  table: ({ children }) => (
    <div className="my-2 max-w-full overflow-x-auto">
      <table className="border-collapse text-xs wrap-normal">{children}</table>
    </div>
  ),
  th: ({ children, style }) => (
    <th style={style} className={`${TABLE_CELL} bg-sunken text-left font-semibold`}>
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className={`${TABLE_CELL} align-top`}>
      {children}
    </td>
  ),
  input: ({ type, checked }) =>
    type === 'checkbox' ? (
      <input
        type="checkbox"
        checked={checked ?? false}
        readOnly
        disabled
        className="mr-1.5 align-middle accent-indigo-600"
      />
    ) : null,
};
