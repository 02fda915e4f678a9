// A rehype step that draws a message's control characters (a terminal's ESC, a carriage return
// alone) and bidi overrides as their codes, marked as VisibleText marks them in names: a font
// draws a control as an empty box, and an override reorders what follows unseen. Zero-width
// joiners and marks stay, since prose and emoji sequences use them. Code blocks are left to
// CodeBlock, which draws them from their text whole (and reveals every invisible character).
import type { Element, ElementContent, Root } from 'hast';
import { splitInvisible, type InvisibleChar } from '../common/invisible-chars';

/**
 * C0 controls but tab and line ends, a carriage return alone, C1 controls, and the bidi
 * embeddings, overrides and isolates (U+202A–E, U+2066–9). (The markdown parser has turned NUL
 * into U+FFFD already.)
 */
const REVEALED =
  // Matching control characters is the purpose.
  // eslint-disable-next-line no-control-regex
  /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\r(?!\n)/u;

/** Whether `text` holds a character this step reveals: most messages hold none, and skip it. */
export const hasRevealed = (text: string): boolean => REVEALED.test(text);

/** A coloured log pasted whole holds thousands: past this many, they stay as they are. */
export const REVEALS_PER_TEXT = 500;

const shown = (c: InvisibleChar): boolean => REVEALED.test(c.char);

/** How a revealed code is drawn and named: VisibleText's look. */
export interface RevealLook {
  className: string;
  title: (c: InvisibleChar) => string;
}

function reveal(node: Root | Element, look: RevealLook, budget: { left: number }): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      if (child.tagName !== 'pre') reveal(child, look, budget);
      return [child];
    }
    if (child.type !== 'text' || budget.left <= 0 || !hasRevealed(child.value))
      return [child as ElementContent];
    return splitInvisible(child.value).map((p): ElementContent => {
      if (typeof p === 'string') return { type: 'text', value: p };
      if (!shown(p) || budget.left <= 0) return { type: 'text', value: p.char };
      budget.left -= 1;
      return {
        type: 'element',
        tagName: 'span',
        properties: {
          className: look.className.split(' '),
          dataInvisible: p.code,
          title: look.title(p),
        },
        children: [{ type: 'text', value: `⟨${p.code}⟩` }],
      };
    });
  }) as Root['children'] & Element['children'];
}

export const rehypeInvisible = (look: RevealLook) => () => (tree: Root) =>
  reveal(tree, look, { left: REVEALS_PER_TEXT });
