import { describe, expect, it } from 'vitest';
import { checkSourceUrl } from './source-url';

const BASE = 'http://127.0.0.1:4317/';

describe('checkSourceUrl', () => {
  it('resolves relative and absolute http(s) URLs against the page', () => {
    expect(checkSourceUrl('/a.jsonl', BASE)).toEqual({ ok: true, href: `${BASE}a.jsonl` });
    expect(checkSourceUrl(' https://h/s ', BASE)).toEqual({ ok: true, href: 'https://h/s' });
  });

  it('refuses what does not parse, with the reason', () => {
    expect(checkSourceUrl('http://%5B', BASE)).toEqual({ ok: false, reason: 'not a valid URL' });
  });

  it('refuses every scheme but http and https', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/plain,x',
      'file:///etc/passwd',
      'ftp://h/x',
    ])
      expect(checkSourceUrl(bad, BASE)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/only http and https/),
      });
  });
});
