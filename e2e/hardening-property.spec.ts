// Property: whatever a producer gets wrong in some records (unknown enum values, fields of the
// wrong type or missing, unknown payload types, odd nesting), the app draws the rest and never
// throws. Mutations of the reference trace are loaded through the file picker.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { CHILD_001, CHILD_ID, fixturePath } from './support/fixtures';
import { writeLines } from './hardening-cases';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

test.describe.configure({ timeout: 480_000 });
test.use({ viewport: { width: 1400, height: 2400 } });

type Obj = Record<string, unknown>;

const REFERENCE: Obj[] = readFileSync(fixturePath(CHILD_001), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Obj);

const SENTINEL = 'SENTINEL-VALID-ROW';
const sentinel: Obj = {
  timestamp: '2026-12-02T09:53:22.523Z',
  type: 'model_msg',
  payload: { type: 'text', role: 'user', text: SENTINEL },
};

const ENUM_FIELDS = [
  'decision',
  'status',
  'stop_reason',
  'reason',
  'mode',
  'outcome',
  'role',
  'sender',
  'source',
  'event_type',
  'transport',
  'state',
] as const;

const oddString = fc.oneof(
  fc.constantFrom(
    'maybe',
    'allow_once',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    '',
    'read_\u202Efdp.exe',
    '\u0000\u001b[2J',
  ),
  fc.string({ maxLength: 12 }),
);

const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddString,
  fc.constantFrom(null, [], {}, [[[]]], { type: 'text' }, { __proto__: { x: 1 } }, 1e308, -0),
);

type Mutation =
  | { kind: 'enum'; field: (typeof ENUM_FIELDS)[number]; value: string }
  | { kind: 'retype'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'type'; value: string }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'results'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('enum' as const),
    field: fc.constantFrom(...ENUM_FIELDS),
    value: oddString,
  }),
  fc.record({ kind: fc.constant('retype' as const), pick: fc.nat(), value: weird }),
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('type' as const),
    value: fc.oneof(fc.constantFrom('hologram', 'partial_hologram', 'tool_call_output'), oddString),
  }),
  fc.record({ kind: fc.constant('add' as const), key: oddString, value: weird }),
  fc.record({ kind: fc.constant('results' as const), value: weird }),
);

function apply(record: Obj, m: Mutation): Obj {
  const out = structuredClone(record);
  const payload = (out.payload ?? {}) as Obj;
  out.payload = payload;
  const keys = Object.keys(payload);
  switch (m.kind) {
    case 'enum':
      payload[m.field] = m.value;
      break;
    case 'retype': {
      const key = keys[m.pick % Math.max(keys.length, 1)];
      if (key !== undefined) payload[key] = m.value;
      break;
    }
    case 'drop': {
      const key = keys[m.pick % Math.max(keys.length, 1)];
      if (key !== undefined) delete payload[key];
      break;
    }
    case 'type':
      payload.type = m.value;
      break;
    case 'add':
      Object.defineProperty(payload, m.key, { value: m.value, enumerable: true, writable: true });
      break;
    case 'results':
      payload.results = [m.value, { server: m.value, status: m.value, transport: m.value }];
      break;
  }
  return out;
}

/** The reference trace with some records mutated (the session_meta line kept), plus a sentinel. */
const mutatedTrace = fc
  .array(fc.tuple(fc.integer({ min: 1, max: REFERENCE.length - 1 }), mutation), {
    minLength: 1,
    maxLength: 12,
  })
  .map((edits) => {
    const records = REFERENCE.map((r) => r);
    for (const [i, m] of edits) records[i] = apply(records[i] ?? {}, m);
    return [records[0] ?? {}, sentinel, ...records.slice(1)].map((r) => JSON.stringify(r));
  });

test('mutated reference traces never throw in the page, and valid rows still render', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let run = 0;
  await fc.assert(
    fc.asyncProperty(mutatedTrace, async (lines) => {
      run++;
      await gotoApp(page);
      await pickFiles(page, [
        writeLines(`${CHILD_ID.slice(0, -8)}0000${String(run).padStart(4, '0')}`, lines),
      ]);
      await waitForLoaded(page, 30_000);
      await expect(page.getByTestId('doc-title')).toBeVisible();
      await page.getByTestId('conversation').evaluate((el) => (el.scrollTop = 0));
      await expect(page.getByTestId('conversation')).toContainText(SENTINEL);
      await expect(page.getByTestId('record-error')).toHaveCount(0);
      expect(errors).toEqual([]);
    }),
    { numRuns: 20 },
  );
});
