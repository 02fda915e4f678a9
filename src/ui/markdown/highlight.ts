// Loaded on demand (dynamic import) so the grammars stay out of the first paint.
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createLowlight, common } from 'lowlight';
import { colourFor } from './highlight-classes';

// lowlight's `common` set: ts/js/json/bash/python/diff/yaml/go/rust/sql/css/xml/markdown and
// ~25 more, with their aliases (ts, sh, py, yml, rs, html, md…).
const lowlight = createLowlight(common);

function Span(props: { className?: string; children?: ReactNode }) {
  return jsx('span', { className: colourFor(props.className), children: props.children });
}

/** Highlighted React nodes, or undefined for a language we do not know. */
export function highlight(code: string, lang: string): ReactNode | undefined {
  const name = lang.toLowerCase();
  if (!name || !lowlight.registered(name)) return undefined;
  const tree = lowlight.highlight(name, code);
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { span: Span } });
}
