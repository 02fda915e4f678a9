// The team store's files rebuilt from its records, on the real PostgreSQL server
// (test/support/postgres-global-setup.ts): the local index keeps no records.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import { ingestedStore } from '../../test/support/library-engines';
import { familyLines, fileText, PARENT, tempRoot } from '../../test/support/library-tree';
import { LOCAL_MACHINE } from './indexer';
import { rebuiltFile, traceFileText } from './rebuilt-file';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** `text` as the file of a session, ingested into a fresh store, and the store read back. */
async function indexedFile(text: string) {
  const root = tempRoot();
  const path = join(root, `${PARENT}_001.jsonl`);
  writeFileSync(path, text);
  const served = await ingestedStore(root);
  closing.push(served.close);
  const { sql } = served;
  return { path, sql, rebuilt: () => rebuiltFile(sql, LOCAL_MACHINE, path) };
}

/** What the app reads of a file: its records (with their lines) and its line diagnostics. */
const readAs = (text: string) => {
  const read = parseJsonl('f.jsonl', text);
  return {
    records: read.records.map((r) => ({ line: r.at.line, envelope: r.envelope })),
    diagnostics: read.diagnostics.map((d) => ({ line: d.line, reason: d.reason })),
  };
};

describe('traceFileText', () => {
  it('puts each line at its number, with empty lines for what is not stored', () => {
    const text = traceFileText(
      [
        { line: 1, text: 'a' },
        { line: 3, text: null },
        { line: 4, text: 'b' },
      ],
      6,
    );
    expect(text).toBe('a\n\n\nb\n\n\n');
  });

  it('is empty for a file with no complete line yet', () => {
    expect(traceFileText([], 0)).toBe('');
  });
});

describe('a file rebuilt from the index', () => {
  it('is the file itself, byte for byte, when every line is a record', async () => {
    const text = fileText(familyLines().parent);
    const { rebuilt } = await indexedFile(text);
    expect(await rebuilt()).toBe(text);
  });

  it('keeps every record at its line; a short bad line whole, a long one and a torn one not', async () => {
    const [meta = '', ...rest] = familyLines().parent;
    const long = `{"type":"event_msg","payload":${'x'.repeat(200)}`;
    const lines = [meta, '', 'not a record', ...rest.slice(0, 3), long, ...rest.slice(3)];
    const torn = '{"type":"event_msg","pay';
    const { rebuilt } = await indexedFile(`${fileText(lines)}${torn}`);
    const text = (await rebuilt()) ?? '';
    expect(text).toBe(fileText(lines.map((l) => (l === long ? '' : l))));
    const original = readAs(`${fileText(lines)}${torn}`);
    const served = readAs(text);
    expect(served.records).toEqual(original.records);
    // The short bad line is read as before; the long one's line is empty; the torn one unread.
    const invalid = expect.stringMatching(/^invalid JSON/) as unknown;
    expect(served.diagnostics).toEqual([{ line: 3, reason: invalid }]);
    expect(original.diagnostics).toEqual([
      { line: 3, reason: invalid },
      { line: 7, reason: invalid },
      { line: lines.length + 1, reason: expect.stringMatching(/^last line is incomplete/) },
    ]);
  });

  it('has LF line ends where the file had CRLF, with the same records', async () => {
    const lines = familyLines().child;
    const crlf = lines.map((l) => `${l}\r\n`).join('');
    const { rebuilt } = await indexedFile(crlf);
    const text = (await rebuilt()) ?? '';
    expect(text).toBe(fileText(lines));
    expect(readAs(text)).toEqual(readAs(crlf));
  });

  it('has the records of a file whose lines end with a lone CR, each at its line', async () => {
    const lines = familyLines().child;
    const cr = `${lines.map((l) => `${l}\r`).join('')}\n`;
    const { rebuilt } = await indexedFile(cr);
    const text = (await rebuilt()) ?? '';
    expect(text).toBe(fileText(lines));
    expect(readAs(text)).toEqual(readAs(cr));
  });

  it('is nothing for a file the index does not hold', async () => {
    const { path, sql, rebuilt } = await indexedFile(fileText(familyLines().child));
    expect(await rebuilt()).toBeDefined();
    expect(await rebuiltFile(sql, 'another machine', path)).toBeUndefined();
    expect(await rebuiltFile(sql, LOCAL_MACHINE, `${path}.x`)).toBeUndefined();
  });
});
