import { describe, expect, it } from 'vitest';
import { fidelityFlags } from './fidelity';

describe('fidelityFlags', () => {
  it('sees nothing in plain markers', () => {
    expect(fidelityFlags(undefined)).toEqual({ signed: false });
    expect(fidelityFlags({ reasoning_field: 'reasoning_content' })).toEqual({ signed: false });
  });
  it('finds signatures and encrypted reasoning, also nested', () => {
    expect(fidelityFlags({ signature: 'abc' })).toEqual({ signed: true });
    expect(fidelityFlags({ id: 'rs_1', encrypted_content: 'x'.repeat(120) })).toEqual({
      signed: false,
      encryptedBytes: 120,
    });
    expect(
      fidelityFlags({ items: [{ reasoning: { encrypted_content: 'ab', signature: 's' } }] }),
    ).toEqual({
      signed: true,
      encryptedBytes: 2,
    });
  });
  it('ignores empty values', () => {
    expect(fidelityFlags({ signature: '', encrypted_content: '' })).toEqual({ signed: false });
  });
});
