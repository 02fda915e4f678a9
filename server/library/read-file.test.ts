import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHILD, familyLines, tempRoot } from '../../test/support/library-tree';
import {
  NOTHING_READ,
  readNewBytes,
  scanNewLines,
  takeNewLines,
  type FileProgress,
} from './read-file';

const { parent, child } = familyLines();
const pointer = parent.find((l) => l.includes('"type":"subagent"')) ?? '';
/** Lines that hold `"subagent"` without being a pointer or a record, and a pointer spaced out. */
const decoys = [
  child[0] ?? '', // a session_meta whose source is "subagent"
  pointer.replace(CHILD, 'session-other').slice(0, -2), // a pointer cut short: a bad line
  '{"type":"event_msg","payload":{"type":"abort","reason":"\\"subagent\\" stopped"}}',
  '',
  // A pointer as a producer that spaces its JSON writes it.
  pointer.replace('"type":"subagent"', '"type": "subagent"').replace(CHILD, 'session-spaced'),
];
const pool = [...parent, ...decoys];

/** What both reads must agree on: where the read stops and what groups the file. */
const grouping = (p: FileProgress) => ({
  bytesRead: p.bytesRead,
  linesRead: p.linesRead,
  readHash: p.readHash,
  sessionMeta: p.sessionMeta,
  subagents: p.subagents,
});

describe('scanNewLines', () => {
  it('finds the session_meta and pointers that parsing every line finds, in one read or two', async () => {
    const root = tempRoot();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...pool.keys()), { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.nat(),
        fc.boolean(),
        async (picks, end, bom, cut, torn) => {
          const lines = picks.map((i) => pool[i] ?? '');
          const text = `${bom ? '\uFEFF' : ''}${lines.map((l) => l + end).join('')}${torn ? '{"ty' : ''}`;
          const at = cut % (text.length + 1);
          const path = join(root, `s${(n += 1)}.jsonl`);
          writeFileSync(path, text.slice(0, at));
          const read = async (from: FileProgress, size: number) => {
            const bytes = await readNewBytes(path, from, size);
            const taken = takeNewLines({ machine: '', path }, from, bytes, { badLines: [] });
            return { taken, scanned: scanNewLines(path, from, bytes) };
          };
          const first = await read(NOTHING_READ, Buffer.byteLength(text.slice(0, at)));
          expect(grouping(first.scanned)).toEqual(grouping(first.taken));
          appendFileSync(path, text.slice(at));
          const size = Buffer.byteLength(text);
          const [taken, scanned] = [
            (await read(first.taken, size)).taken,
            (await read(first.scanned, size)).scanned,
          ];
          expect(grouping(scanned)).toEqual(grouping(taken));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts no record or bad line: the derivation counts them from the whole file', async () => {
    const path = join(tempRoot(), 'a.jsonl');
    const text = `${parent.join('\n')}\nnot json\n`;
    writeFileSync(path, text);
    const bytes = await readNewBytes(path, NOTHING_READ, Buffer.byteLength(text));
    const scanned = scanNewLines(path, NOTHING_READ, bytes);
    expect(scanned).toMatchObject({ records: 0, badLines: 0, subagents: [CHILD] });
    expect(scanned.linesRead).toBe(parent.length + 1);
    expect(JSON.parse(scanned.sessionMeta ?? '{}')).toMatchObject({
      session_id: expect.any(String),
    });
  });
});
