import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHILD, familyLines, tempRoot } from '../../test/support/library-tree';
import { parseJsonl } from '../../src/ingest/parse-jsonl';
import { readCompleteLines } from './read-from';
import { NOTHING_READ, readNewBytes, scanNewLines, type FileProgress } from './read-file';

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
  // A byte order mark inside the file: a bad line, not a pointer.
  `\uFEFF${pointer.replace(CHILD, 'session-marked')}`,
  // Pointers whose type has letters written as escapes, as JSON allows, and a type that is not.
  pointer.replace('"type":"subagent"', '"type":"sub\\u0061gent"').replace(CHILD, 'session-esc'),
  pointer
    .replace('"type":"subagent"', '"type":"\\u0073ubagen\\u0074"')
    .replace(CHILD, 'session-e2'),
  pointer.replace('"type":"subagent"', '"type":"\\u0053UBAGENT"').replace(CHILD, 'session-up'),
  '{"type":"event_msg","payload":{"type":"text","text":"\\u001b[31m red \\u0073"}}',
];
const pool = [...parent, ...decoys];

/** What grouping reads of a file: its first line's session_meta and its subagent pointers. */
const grouping = (p: Pick<FileProgress, 'sessionMeta' | 'subagents'>) => ({
  sessionMeta: p.sessionMeta,
  subagents: p.subagents,
});

/** The same, from every record of the file's complete lines, parsed as the viewer parses them. */
async function groupingOfWhole(path: string, size: number) {
  const { text } = await readCompleteLines(path, 0, size);
  const { records } = parseJsonl(path, text, { trace: false });
  const first = records[0]?.at.line === 1 ? records[0].envelope : undefined;
  return {
    sessionMeta: first?.type === 'session_meta' ? JSON.stringify(first.payload) : undefined,
    subagents: records.flatMap(({ envelope: e }) =>
      e.type === 'event_msg' &&
      e.payload.type === 'subagent' &&
      typeof e.payload.session_id === 'string'
        ? [e.payload.session_id]
        : [],
    ),
  };
}

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
          const scan = async (from: FileProgress, size: number) =>
            scanNewLines(path, from, await readNewBytes(path, from, size));
          const cutSize = Buffer.byteLength(text.slice(0, at));
          const first = await scan(NOTHING_READ, cutSize);
          expect(grouping(first)).toEqual(await groupingOfWhole(path, cutSize));
          appendFileSync(path, text.slice(at));
          const size = Buffer.byteLength(text);
          const second = await scan(first, size);
          expect(grouping(second)).toEqual(await groupingOfWhole(path, size));
          // Lines and bytes as a single read of the whole counts them.
          const whole = await scan(NOTHING_READ, size);
          expect([second.linesRead, second.bytesRead, second.readHash]).toEqual([
            whole.linesRead,
            whole.bytesRead,
            whole.readHash,
          ]);
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
