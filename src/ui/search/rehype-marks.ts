// A rehype step that wraps the search's matches in markdown text in <mark> elements of the
// syntax tree, so react-markdown builds them as React elements like the rest.
import { splitMatches } from '../../search/matcher';
import { MARK_CLASS, MARKS_PER_TEXT } from './mark-class';

interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function mark(node: HastNode, regex: RegExp): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child): HastNode[] => {
    if (child.type !== 'text') {
      mark(child, regex);
      return [child];
    }
    const parts = splitMatches(child.value ?? '', regex, MARKS_PER_TEXT);
    if (!parts.some((p) => p.match)) return [child];
    return parts.map((p) =>
      p.match
        ? {
            type: 'element',
            tagName: 'mark',
            properties: { className: MARK_CLASS },
            children: [{ type: 'text', value: p.text }],
          }
        : { type: 'text', value: p.text },
    );
  });
}

export const rehypeMarks = (regex: RegExp) => () => (tree: HastNode) => mark(tree, regex);
