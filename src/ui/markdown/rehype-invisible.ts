// A rehype step that draws a message's control characters (a terminal's ESC, NUL, a carriage
// return alone) and bidi overrides as their codes, marked as VisibleText marks them in names: a
// font draws a control as an empty box, and an override reorders what follows unseen. Zero-width
// joiners and marks stay, since prose and emoji sequences use them. Code blocks keep their bytes:
// they are drawn from their text whole.
import type { Element, ElementContent, Root } from 'hast';
import { splitInvisible, type InvisibleChar } from '../common/invisible-chars';

/** C0 and C1 controls, and the bidi embeddings, overrides and isolates (U+202A–E, U+2066–9). */
const SHOWN = (c: InvisibleChar): boolean => {
  const n = c.char.codePointAt(0) ?? 0;
  return (
    n < 0x20 ||
    (n >= 0x7f && n <= 0x9f) ||
    (n >= 0x202a && n <= 0x202e) ||
    (n >= 0x2066 && n <= 0x2069)
  );
};

/** How a revealed code is drawn and named: VisibleText's look. */
export interface RevealLook {
  className: string;
  title: (c: InvisibleChar) => string;
}

function reveal(node: Root | Element, look: RevealLook): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      if (child.tagName !== 'pre') reveal(child, look);
      return [child];
    }
    if (child.type !== 'text') return [child as ElementContent];
    const parts = splitInvisible(child.value);
    if (!parts.some((p) => typeof p !== 'string' && SHOWN(p))) return [child];
    return parts.map((p): ElementContent =>
      typeof p === 'string'
        ? { type: 'text', value: p }
        : SHOWN(p)
          ? {
              type: 'element',
              tagName: 'span',
              properties: {
                className: look.className.split(' '),
                dataInvisible: p.code,
                title: look.title(p),
              },
              children: [{ type: 'text', value: `⟨${p.code}⟩` }],
            }
          : { type: 'text', value: p.char },
    );
  }) as Root['children'] & Element['children'];
}

export const rehypeInvisible = (look: RevealLook) => () => (tree: Root) => reveal(tree, look);
