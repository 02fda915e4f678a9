import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

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
