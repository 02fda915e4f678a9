import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';
import { REVEALS_PER_TEXT } from './rehype-invisible';

const html = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));

describe('MarkdownText', () => {
  it('shows raw HTML as literal text, never as elements', () => {
    const out = html(
      'hi <script>window.__pwned=1</script>\n\n<img src=x onerror="window.__pwned=1">',
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(out).toContain('onerror');
  });

  it('keeps only safe links and opens them in a new tab without opener', () => {
    const out = html('[ok](https://example.com) [bad](javascript:alert(1)) [rel](/x)');
    expect(out).toContain('href="https://example.com/"');
    expect(out).toContain('rel="noreferrer noopener"');
    expect(out).toContain('target="_blank"');
    expect(out).not.toContain('javascript:');
    expect(out.match(/<a /g)).toHaveLength(1);
  });

  it('draws a terminal escape as its code, as names do, and keeps joiners', () => {
    const out = html(
      'Build \u001b[31mfailed\u001b[0m \u202Eevil\n\nfamily \u{1F468}\u200D\u{1F469}\n\n```\n\u001b[1mraw\n```',
    );
    // Two in the text, one in the code block.
    expect(out.match(/data-invisible="U\+001B"/g)).toHaveLength(3);
    expect(out).toContain('data-invisible="U+202E"');
    expect(out).toContain('⟨U+001B⟩</span>[31mfailed');
    expect(out).toContain('U+001B (ESCAPE)');
    // A zero-width joiner builds an emoji: it stays as it is.
    expect(out).toContain('\u{1F468}\u200D\u{1F469}');
    // A code block shows them too, its text drawn whole (not split by the markdown step).
    expect(out).toContain('⟨U+001B⟩</span>[1mraw');
  });

  it('draws code that holds a bidi override or a zero-width character with them as codes', () => {
    const out = html(
      '```js\nif (role != "user\u202E \u2066// admin\u2069") {}\nlet a\u200B = 1\n```',
    );
    for (const code of ['U+202E', 'U+2066', 'U+2069', 'U+200B'])
      expect(out).toContain(`data-invisible="${code}"`);
    expect(out).not.toContain('\u202E');
  });

  it('reveals at most its budget of codes in one text (a coloured log pasted whole)', () => {
    const out = html('\u001b[1m'.repeat(REVEALS_PER_TEXT + 100));
    expect(out.match(/data-invisible=/g)).toHaveLength(REVEALS_PER_TEXT);
  });

  it('does not load markdown images', () => {
    const out = html('![chart](https://example.com/c.png)');
    expect(out).not.toContain('<img');
    expect(out).toContain('image: https://example.com/c.png');
  });

  it('renders GFM tables, task lists, strikethrough and fenced code', () => {
    const out = html(
      '| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~\n\n```ts\nconst a = 1;\n```',
    );
    expect(out).toContain('<table');
    expect(out.match(/type="checkbox"/g)).toHaveLength(2);
    expect(out).toContain('<del>old</del>');
    expect(out).toContain('data-lang="ts"');
    expect(out).toContain('const a = 1;');
  });
});
