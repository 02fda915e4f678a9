import { describe, expect, it } from 'vitest';
import { disguisedTarget } from './link-disguise';

describe('disguisedTarget', () => {
  it('names the real host when the text is an address of another', () => {
    expect(disguisedTarget('https://github.com/x', 'https://evil.example/y')).toBe('evil.example');
    expect(disguisedTarget('github.com', 'https://evil.example/')).toBe('evil.example');
    expect(disguisedTarget('docs.github.com/login', 'http://gith.ub/login')).toBe('gith.ub');
    expect(disguisedTarget('support@github.com', 'mailto:x@evil.example')).toBe('x@evil.example');
    expect(disguisedTarget('https://github.com', 'mailto:x@evil.example')).toBe('x@evil.example');
  });

  it('shows a look-alike host as the browser would go there: in punycode', () => {
    expect(disguisedTarget('github.com', 'https://gіthub.com/')).toBe('xn--gthub-n2e.com');
  });

  it('says nothing when the text names the same host, or no address at all', () => {
    expect(disguisedTarget('https://github.com/x', 'https://github.com/y')).toBeNull();
    expect(disguisedTarget('www.github.com', 'https://github.com/')).toBeNull();
    expect(disguisedTarget('GitHub.com', 'https://github.com/')).toBeNull();
    expect(disguisedTarget('the docs', 'https://evil.example/')).toBeNull();
    expect(disguisedTarget('see github.com for more', 'https://evil.example/')).toBeNull();
    expect(disguisedTarget('v1.2', 'https://evil.example/')).toBeNull();
    expect(disguisedTarget('a@b.co', 'mailto:A@b.co')).toBeNull();
  });
});
