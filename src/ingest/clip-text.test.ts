import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text';

describe('clipText', () => {
  it('keeps a short text as it is', () => {
    expect(clipText('e-12')).toBe('e-12');
  });

  it('shows the start of a long one and its length', () => {
    expect(clipText('x'.repeat(100_000), 5)).toBe('xxxxx… (100000 characters)');
  });

  it('never cuts a surrogate pair in two', () => {
    expect(clipText('ab\u{1F600}cd', 3)).toBe('ab… (6 characters)');
  });
});
