import { describe, expect, it } from 'vitest';
import { checkSourceUrl, shownSourceUrl } from './source-url';

const BASE = 'http://127.0.0.1:4317/';

describe('checkSourceUrl', () => {
  it('resolves relative and absolute http(s) URLs against the page', () => {
    expect(checkSourceUrl('/a.jsonl', BASE)).toEqual({ ok: true, href: `${BASE}a.jsonl` });
    expect(checkSourceUrl(' https://h/s ', BASE)).toEqual({ ok: true, href: 'https://h/s' });
  });

  it('refuses what does not parse, with the reason', () => {
    expect(checkSourceUrl('http://%5B', BASE)).toEqual({ ok: false, refusal: { kind: 'invalid' } });
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
        refusal: { kind: 'scheme' },
      });
  });

  it('refuses a URL with a user name or password: fetch would refuse it unsent', () => {
    for (const bad of ['https://user:pw@h/x.jsonl', 'https://token@h/x', 'http://:pw@h/'])
      expect(checkSourceUrl(bad, BASE)).toEqual({ ok: false, refusal: { kind: 'credentials' } });
  });
});

describe('shownSourceUrl', () => {
  it('masks a password, and leaves any other value as given', () => {
    expect(shownSourceUrl('https://user:s3cret@h/x.jsonl', BASE)).toBe(
      'https://user:***@h/x.jsonl',
    );
    expect(shownSourceUrl('/a.jsonl?password=p', BASE)).toBe(`${BASE}a.jsonl?password=***`);
    expect(shownSourceUrl('/a.jsonl', BASE)).toBe('/a.jsonl');
    // A web link's lone user name is how tokens travel (`https://ghp_…@host/…`).
    expect(shownSourceUrl('https://ghp_abc123@h/x.jsonl', BASE)).toBe('https://***@h/x.jsonl');
    expect(shownSourceUrl('http://%5B', BASE)).toBe('http://%5B');
  });
});
