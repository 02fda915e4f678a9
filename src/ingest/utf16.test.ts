import { describe, expect, it } from 'vitest';
import { readFixtureBytes } from '../../test/support/fixtures';
import { englishOf } from '../problems/problem-text';
import { utf16Of, type Utf16 } from './utf16';

const utf16Reason = (params: Utf16) => englishOf({ code: 'utf16', params });

const record = '{"timestamp":"2026-12-02T10:00:00.000Z","type":"event_msg","payload":{}}\n';

/** The text a UTF-8 reader gets from `text` written as UTF-16. */
function asUtf8(text: string, order: 'LE' | 'BE', bom: boolean): string {
  const le = Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf16le');
  if (order === 'BE') le.swap16();
  return new TextDecoder().decode(le);
}

describe('utf16Of', () => {
  it('names UTF-16 in either byte order, with or without a byte order mark', () => {
    for (const order of ['LE', 'BE'] as const)
      for (const bom of [true, false])
        expect(utf16Of(asUtf8(record, order, bom))).toEqual({ order, bom });
  });

  it('sees it in non-ASCII text too, from a short start', () => {
    expect(utf16Of(asUtf8('{"t":"é"}', 'LE', false))).toEqual({ order: 'LE', bom: false });
  });

  it('leaves UTF-8 alone, stray NULs and garbage included', () => {
    for (const name of ['bom.jsonl', 'nul-bytes.jsonl', 'binary-garbage.jsonl', 'crlf.jsonl'])
      expect(
        utf16Of(new TextDecoder().decode(readFixtureBytes(`hostile/${name}`))),
      ).toBeUndefined();
    expect(utf16Of(record)).toBeUndefined();
    expect(utf16Of('')).toBeUndefined();
  });

  it('says how to convert the file', () => {
    expect(utf16Reason({ order: 'BE', bom: false })).toContain('iconv -f UTF-16BE -t UTF-8');
    expect(utf16Reason({ order: 'LE', bom: true })).toMatch(
      /^the file is UTF-16 \(little-endian, with/,
    );
  });
});
