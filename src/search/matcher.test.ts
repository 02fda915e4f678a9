import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsInModule, jsonBytesCounter } from './count-in-bytes';
import { compileQuery, ESCAPE_LETTER, splitMatches } from './matcher';

const matcherOf = (text: string, o: { caseSensitive?: boolean; regex?: boolean } = {}) => {
  const c = compileQuery({
    text,
    caseSensitive: o.caseSensitive ?? false,
    regex: o.regex ?? false,
  });
  if (!c?.ok) throw new Error('expected a valid query');
  return c.matcher;
};
const count = (text: string, query: string, o?: { caseSensitive?: boolean; regex?: boolean }) =>
  matcherOf(query, o).count(text);
const errorOf = (text: string) => {
  const c = compileQuery({ text, caseSensitive: false, regex: true });
  return c && !c.ok ? c.error : null;
};

describe('compileQuery', () => {
  it('is case-insensitive by default and takes the text literally', () => {
    expect(count('Foo foo FOO', 'foo')).toBe(3);
    expect(count('a.b axb', 'a.b')).toBe(1);
    expect(count('(x) (x)', '(x)')).toBe(2);
  });

  it('matches case when asked, in text and regular expressions alike', () => {
    expect(count('Foo foo FOO', 'foo', { caseSensitive: true })).toBe(1);
    expect(count('Foo foo FOO', 'f.o', { regex: true, caseSensitive: true })).toBe(1);
    expect(count('Foo foo FOO ÉTÉ été', 'f.o|été', { regex: true })).toBe(5);
  });

  it('reads a regular expression when asked, and says once why an invalid one is not', () => {
    expect(count('call_1 call_22 call_x', 'call_\\d+', { regex: true })).toBe(2);
    expect(errorOf('a(b')).toBe('missing closing ): `a(b`');
    expect(errorOf('a(b')).not.toMatch(/regular expression|regexp/i);
  });

  it('takes the JavaScript spellings of characters, and lookbehind', () => {
    expect(count('café', 'caf\\u00e9', { regex: true })).toBe(1);
    expect(count('a😀b', '\\u{1F600}', { regex: true })).toBe(1);
    expect(count('path/to', 'path\\/to', { regex: true })).toBe(1);
    expect(count('foobar bar', '(?<=foo)bar', { regex: true })).toBe(1);
  });

  it('refuses what has no linear-time form: lookahead and back-references', () => {
    expect(errorOf('a(?=b)')).toMatch(/unsupported/);
    expect(errorOf('(a)\\1')).toMatch(/invalid escape/);
  });

  it('matches in time linear in the text where a backtracking engine takes hours', () => {
    // (a+)+$ over "a"*40+"b" takes about 2^40 steps in the browser's RegExp.
    const m = matcherOf('(a+)+$', { regex: true });
    expect(m.count('a'.repeat(40) + 'b')).toBe(0);
    expect(m.count('a'.repeat(100_000) + 'b\naaa')).toBe(1);
  });

  it('gives nothing for an empty query', () => {
    expect(compileQuery({ text: '', caseSensitive: false, regex: false })).toBeNull();
  });

  it('names equal queries alike and others not', () => {
    const key = (text: string, regex: boolean, caseSensitive = false) =>
      matcherOf(text, { regex, caseSensitive }).key;
    expect(key('a.b', true)).toBe(key('a.b', true));
    expect(key('a.b', true)).not.toBe(key('a.b', false));
    expect(key('a.b', true)).not.toBe(key('a.b', true, true));
  });
});

describe('occurrences', () => {
  it('counts non-overlapping occurrences and steps over empty matches', () => {
    expect(count('aaaa', 'aa')).toBe(2);
    expect(count('aaaa', 'aa', { regex: true })).toBe(2);
    expect(count('baab', 'a*', { regex: true })).toBe(1);
  });

  it('splits text into plain and matched runs that join back to the text', () => {
    for (const regex of [false, true]) {
      const parts = splitMatches('Error: an error here', matcherOf('error', { regex }));
      expect(parts).toEqual([
        { text: 'Error', match: true },
        { text: ': an ', match: false },
        { text: 'error', match: true },
        { text: ' here', match: false },
      ]);
    }
  });

  it('places matches by UTF-16 index, as the page slices text', () => {
    const parts = splitMatches('😀 né x', matcherOf('né|x', { regex: true }));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['né', 'x']);
    expect(parts.map((p) => p.text).join('')).toBe('😀 né x');
  });

  it('marks at most the first `limit` matches, leaving the rest plain', () => {
    const parts = splitMatches('a.a.a.a', matcherOf('a'), 2);
    expect(parts.filter((p) => p.match)).toHaveLength(2);
    expect(parts.map((p) => p.text).join('')).toBe('a.a.a.a');
  });
});

describe('countInJsonLiteral', () => {
  const literalCount = (query: string, literal: string, caseSensitive = false) =>
    matcherOf(query, { caseSensitive }).countInJsonLiteral?.(literal);

  it('counts in the source what the parsed string holds, escapes included', () => {
    // `\n` then "npm": the n of the escape is not the start of a match, the next one is.
    expect(literalCount('npm', String.raw`"\npm run \\npm nnpm"`)).toBe(2);
    expect(literalCount('nn', String.raw`"\nnn"`)).toBe(1);
    expect(literalCount('Tab', String.raw`"\tab\\tab"`)).toBe(1);
    expect(literalCount('patch config', '"a Patch Config and patch config"')).toBe(2);
    expect(literalCount('patch config', '"a Patch Config"', true)).toBe(0);
  });

  it('leaves to the parse what it cannot tell from the source', () => {
    // A \u escape may be any letter of the query.
    expect(literalCount('abc', String.raw`"\u0061bc"`)).toBeNull();
    // Quotes, solidus, backslash and non-ASCII are written in more than one way.
    for (const query of ['say "hi"', 'a/b', 'C:\\', 'été'])
      expect(matcherOf(query).countInJsonLiteral).toBeUndefined();
    expect(matcherOf('a.b', { regex: true }).countInJsonLiteral).toBeUndefined();
  });

  it('agrees with a count of the parsed string, whatever the text', () => {
    const char = fc.constantFrom('n', 'N', 'p', 'm', ' ', '\n', '\t', '\\', '"', 'é', 'ſ', 'b');
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 40 }).map((c) => c.join('')),
        fc.constantFrom('npm', 'n', 'nn', 'Pm', 'b n', 's', 'mn'),
        fc.boolean(),
        (text, query, caseSensitive) => {
          const literal = JSON.stringify(text);
          const n = literalCount(query, literal, caseSensitive);
          if (n === null) return;
          expect(n).toBe(matcherOf(query, { caseSensitive }).count(text));
        },
      ),
    );
  });
});

describe('countInJsonBytes', () => {
  const utf8 = (s: string) => new TextEncoder().encode(s);
  /** The count in the WebAssembly module, checked against the loop of words in JavaScript. */
  const countBothWays = (query: string, bytes: Uint8Array, caseSensitive: boolean) => {
    const n = matcherOf(query, { caseSensitive }).countInJsonBytes?.(bytes);
    if (n !== undefined)
      expect(jsonBytesCounter(query, caseSensitive, ESCAPE_LETTER.test(query), false)(bytes)).toBe(
        n,
      );
    return n;
  };
  const bytesCount = (query: string, literal: string, caseSensitive = false) =>
    countBothWays(query, utf8(literal), caseSensitive);

  it('counts in a WebAssembly module wherever it runs, Node included', () => {
    expect(countsInModule()).toBe(true);
  });

  it('counts a literal that grows the module, one longer than it takes, and one after them', () => {
    const grown = utf8(JSON.stringify(`${'a patch config line\n'.repeat(5_000)}end`));
    expect(grown.length).toBeGreaterThan(64 * 1024);
    expect(countBothWays('patch config', grown, false)).toBe(5_000);
    const long = utf8(JSON.stringify(`${'patch config \\n '.repeat(400_000)}end`));
    expect(long.length).toBeGreaterThan(4 << 20);
    expect(countBothWays('patch config', long, false)).toBe(400_000);
    expect(countBothWays('end', long, false)).toBe(1);
    expect(bytesCount('patch config', '"patch config"')).toBe(1);
  });

  it('counts in the bytes what the parsed string holds, escapes and letter case included', () => {
    expect(bytesCount('npm', String.raw`"\npm run \\npm nnpm"`)).toBe(2);
    expect(bytesCount('Tab', String.raw`"\tab\\tab"`)).toBe(1);
    expect(bytesCount('patch config', '"a Patch Config, PATCH CONFIG and patch config"')).toBe(3);
    expect(bytesCount('patch config', '"a Patch Config"', true)).toBe(0);
    expect(bytesCount('aa', '"aaaaa"')).toBe(2);
    expect(bytesCount('été x', '"été x"')).toBeUndefined();
  });

  it('leaves to decoding what the bytes cannot tell', () => {
    expect(bytesCount('abc', String.raw`"\u0061bc"`)).toBeNull();
    // ſ and the Kelvin sign match s and k without case: only the decoded text knows.
    expect(bytesCount('task', '"ta\u017Fk"')).toBeNull();
    expect(bytesCount('kit', '"\u212Ait"')).toBeNull();
    expect(bytesCount('task', '"ta\u017Fk"', true)).toBe(0);
    expect(bytesCount('abc', '"\u212Aabc"')).toBe(1);
  });

  it('agrees with a count of the parsed string, whatever the text', () => {
    const char = fc.constantFrom(
      'n',
      'N',
      'p',
      'm',
      's',
      'K',
      ' ',
      '\n',
      '\t',
      '\\',
      '"',
      'é',
      'ſ',
      '\u212A',
      '😀',
      'b',
    );
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 40 }).map((c) => c.join('')),
        fc.constantFrom('npm', 'n', 'nn', 'Pm', 'b n', 's', 'mn', 'sk', 'Ks'),
        fc.boolean(),
        (text, query, caseSensitive) => {
          const n = bytesCount(query, JSON.stringify(text), caseSensitive);
          if (n === null) return;
          expect(n).toBe(matcherOf(query, { caseSensitive }).count(text));
        },
      ),
    );
  });

  it('counts across escaped colours and characters, as Python writes every non-ASCII one', () => {
    expect(bytesCount('[31m', String.raw`"\u001b[31mred\u001b[0m [31m"`)).toBe(2);
    expect(bytesCount('1b', String.raw`"\u001b 1b"`)).toBe(1);
    expect(bytesCount('t', String.raw`"caf\u00e9 \ud83d\ude00 at"`)).toBe(1);
    const char = fc.constantFrom(
      '\u001b',
      '[',
      '3',
      '1',
      'b',
      'm',
      'u',
      '0',
      'é',
      '😀',
      'ſ',
      's',
      ' ',
    );
    const asciiOnly = (json: string) =>
      json.replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 40 }).map((c) => c.join('')),
        fc.constantFrom('[31m', '1b', 'u00', '001b', 'b', 's', '31m u'),
        fc.boolean(),
        fc.boolean(),
        (text, query, caseSensitive, python) => {
          const json = JSON.stringify(text);
          const n = bytesCount(query, python ? asciiOnly(json) : json, caseSensitive);
          const expected = matcherOf(query, { caseSensitive }).count(text);
          // Only ſ, folded to s, is left to decoding.
          if (n === null)
            expect(!caseSensitive && query.includes('s') && text.includes('ſ')).toBe(true);
          else expect(n).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a literal wherever it lies in its buffer, four bytes at a time', () => {
    // A slice of a file read ahead: the literal starts at any byte, with other bytes around it.
    const char = fc.constantFrom('p', 'P', 'a', 't', 'ch', ' ', '\n', '\\', 'ſ', 'é', 'x');
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 120 }).map((c) => c.join('')),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom('patch', 'p', 'a p', 'tch', 'nP'),
        fc.boolean(),
        (text, offset, query, caseSensitive) => {
          const literal = utf8(JSON.stringify(text));
          const buffer = new Uint8Array(offset + literal.length + 5).fill(0x70);
          buffer.set(literal, offset);
          const inPlace = buffer.subarray(offset, offset + literal.length);
          const n = countBothWays(query, inPlace, caseSensitive);
          expect(countBothWays(query, literal, caseSensitive)).toBe(n);
          if (n === null) return;
          expect(n).toBe(matcherOf(query, { caseSensitive }).count(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
