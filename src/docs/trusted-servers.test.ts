import { describe, expect, it } from 'vitest';
import { needsConfirmation, serverOrigin, trustServer } from './trusted-servers';

const PAGE = 'http://127.0.0.1:4317/?server=x';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('trusted servers', () => {
  it('asks before contacting another origin named by a link', () => {
    const store = memory();
    expect(needsConfirmation('http://127.0.0.1:9999', PAGE, store)).toBe(true);
    expect(needsConfirmation('http://evil.example/base/', PAGE, store)).toBe(true);
  });

  it('never asks for this page’s own origin (the --proxy upstream) or a refused URL', () => {
    const store = memory();
    expect(needsConfirmation('', PAGE, store)).toBe(false);
    expect(needsConfirmation('http://127.0.0.1:4317/', PAGE, store)).toBe(false);
    // A javascript: base is never fetched at all (checkSourceUrl refuses it).
    expect(needsConfirmation('javascript:alert(1)', PAGE, store)).toBe(false);
  });

  it('remembers an origin the reader chose, for any path under it', () => {
    const store = memory();
    trustServer('http://localhost:5110/a', PAGE, store);
    expect(needsConfirmation('http://localhost:5110/b', PAGE, store)).toBe(false);
    expect(needsConfirmation('http://localhost:5111', PAGE, store)).toBe(true);
    expect(serverOrigin('http://LOCALHOST:5110/x', PAGE)).toBe('http://localhost:5110');
  });

  it('asks again when what was stored is unreadable', () => {
    const store = memory();
    store.setItem('omniscope.trusted-servers', '{not json');
    expect(needsConfirmation('http://localhost:5110', PAGE, store)).toBe(true);
  });
});
