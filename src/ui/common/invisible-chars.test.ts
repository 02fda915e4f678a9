import { describe, expect, it } from 'vitest';
import { hasInvisible, revealInvisible, splitInvisible } from './invisible-chars';

describe('splitInvisible', () => {
  it('reveals a right-to-left override so a name cannot pass for another', () => {
    const parts = splitInvisible('read_\u202Efdp.exe');
    expect(parts).toEqual([
      'read_',
      { char: '\u202E', code: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE' },
      'fdp.exe',
    ]);
    expect(revealInvisible('read_\u202Efdp.exe')).toBe('read_⟨U+202E⟩fdp.exe');
  });

  it('reveals every bidi control, zero-width character, BOM and line separator', () => {
    const chars = [
      ...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C',
      ...'\u200B\u200C\u200D\uFEFF\u2028\u2029\u2060\u00AD',
    ];
    for (const c of chars) {
      expect(hasInvisible(`a${c}b`)).toBe(true);
      expect(splitInvisible(`a${c}b`)).toHaveLength(3);
    }
  });

  it('reveals C0 and C1 controls except tab and newline', () => {
    expect(revealInvisible('a\u0000b\u001Bc\rd\u0085e\u007Ff')).toBe(
      'a⟨U+0000⟩b⟨U+001B⟩c⟨U+000D⟩d⟨U+0085⟩e⟨U+007F⟩f',
    );
    expect(hasInvisible('line one\n\tline two\r\nthree')).toBe(false);
  });

  it('reveals tag characters, naming the ASCII they hide', () => {
    const smuggled = 'read_file\u{E0041}\u{E007F}';
    expect(revealInvisible(smuggled)).toBe('read_file⟨U+E0041⟩⟨U+E007F⟩');
    expect(splitInvisible(smuggled)[1]).toEqual({
      char: '\u{E0041}',
      code: 'U+E0041',
      name: 'TAG "A"',
    });
  });

  it('reveals variation selectors, so two names that look the same are told apart', () => {
    expect(revealInvisible('read_file\uFE0F')).toBe('read_file⟨U+FE0F⟩');
    expect(revealInvisible('read\uFE00_file')).toBe('read⟨U+FE00⟩_file');
    expect(revealInvisible('grep\u{E0100}')).toBe('grep⟨U+E0100⟩');
    expect(revealInvisible('file1\uFE0F')).toBe('file1⟨U+FE0F⟩');
    expect(splitInvisible('a\u{E01EF}')[1]).toMatchObject({ name: 'VARIATION SELECTOR-256' });
  });

  it('keeps the presentation selector of an emoji or a keycap', () => {
    for (const s of ['\u2764\uFE0F', '\u263A\uFE0E', '1\uFE0F\u20E3', '\u{1F600}\uFE0F'])
      expect(hasInvisible(s)).toBe(false);
  });

  it('leaves ordinary text alone, including right-to-left scripts and emoji', () => {
    for (const s of [
      'read_file',
      'שלום עולם',
      'مرحبا',
      'naïve café',
      '👩‍💻'.replace('\u200D', ''),
      '',
    ])
      expect(splitInvisible(s).join('')).toBe(s);
  });

  it('keeps every character: the parts join back to the input', () => {
    const s = '\u202Ex\u200By\u2066z\u0007';
    const joined = splitInvisible(s)
      .map((p) => (typeof p === 'string' ? p : p.char))
      .join('');
    expect(joined).toBe(s);
  });
});
