import { describe, expect, it } from 'vitest';
import { keptValueRef } from '../protocol/kept-value';
import { base64Bytes } from './context-parts';

describe('base64Bytes', () => {
  it('gives an image kept in its file the size of the image it stands for', () => {
    const url = `data:image/png;base64,${'QUJD'.repeat(50_000)}`;
    const ref = keptValueRef({
      nonce: '0011223344556677',
      start: 10,
      end: 10 + url.length,
      head: 'data:image/png;base64,',
    });
    expect(base64Bytes(url)).toBe(150_000);
    expect(base64Bytes(ref)).toBe(150_000);
  });
});
