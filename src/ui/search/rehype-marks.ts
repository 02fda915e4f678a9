// A rehype step that wraps the search's matches in markdown text in <mark> elements of the
// syntax tree, so react-markdown builds them as React elements like the rest.
import type { SearchPart } from '../../search/item-text';
import { splitMatches, type TextMatcher } from '../../search/matcher';
import { MARK_CLASS, MARKS_PER_TEXT } from './mark-class';

interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function mark(node: HastNode, matcher: TextMatcher, part: SearchPart): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child): HastNode[] => {
    if (child.type !== 'text') {
      mark(child, matcher, part);
      return [child];
    }
    const parts = splitMatches(child.value ?? '', matcher, MARKS_PER_TEXT);
    if (!parts.some((p) => p.match)) return [child];
    return parts.map((p) =>
      p.match
        ? {
            type: 'element',
            tagName: 'mark',
            properties: { className: MARK_CLASS, dataPart: part },
            children: [{ type: 'text', value: p.text }],
          }
        : { type: 'text', value: p.text },
    );
  });
}

export const rehypeMarks =
  ({ matcher, part }: { matcher: TextMatcher; part: SearchPart }) =>
  () =>
  (tree: HastNode) =>
    mark(tree, matcher, part);
