import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { refusalText } from './refusal-text';

describe('refusalText', () => {
  it("adds what to change, in the reader's language, to the preview host's refusal", () => {
    const refusal = 'The API is not served on the preview host';
    expect(refusalText(refusal, en.live)).toBe(`${refusal}. ${en.live.login.previewHostAdvice}`);
    expect(refusalText(refusal, zh.live)).toBe(`${refusal}. ${zh.live.login.previewHostAdvice}`);
  });

  it('shows any other message as it came', () => {
    expect(refusalText('Incorrect username or password.', en.live)).toBe(
      'Incorrect username or password.',
    );
  });
});
