import { describe, expect, it } from 'vitest';
import { safeHref } from './url-policy';

describe('safeHref', () => {
  it('keeps http, https and mailto', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('http://x.io')).toBe('http://x.io/');
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  });
  it('drops scripts, data, files and relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeHref('java\tscript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>1</script>')).toBeUndefined();
    expect(safeHref('file:///etc/passwd')).toBeUndefined();
    expect(safeHref('/relative')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
