import { describe, expect, it } from 'vitest';
import { withOrigin } from '../ingest/file-set';
import { parseJsonl } from '../ingest/parse-jsonl';
import { CaseBuilder } from '../../test/cases/case-builder';
import { DIVERGED_PATH, divergingRuns } from '../../test/cases/diverging-runs';
import { CHILD_ID, readFixture, SESSION_A, TRACE_FILES } from '../../test/support/fixtures';
import { recs, tokens } from '../../test/support/trace-builder';
import type { TraceInput, TraceState } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { compareRuns } from './compare-runs';
import { keptTextHead, keptValueRef } from '../protocol/kept-value';
import { digestSession, keptOutputs, withOutputs, type TaskDigest } from './digest';

const stateOf = (c: CaseBuilder): TraceState =>
  applyInputs(initialTraceState(), [...recs(c.records), { kind: 'end' }]);
const compare = (a: CaseBuilder, b: CaseBuilder) =>
  compareRuns(digestSession(stateOf(a), ''), digestSession(stateOf(b), ''));

describe('compareRuns', () => {
  it('finds where a re-run diverges: the turn, its tool arguments and output', () => {
    const { original, rerun } = divergingRuns(5, 3);
    const c = compare(original, rerun);
    const first = c.turns[c.first];
    expect({ task: first?.task, turn: first?.turn }).toEqual({ task: 1, turn: 3 });
    expect([...(first?.tools[0]?.differs ?? [])]).toEqual(['args', 'output']);
    expect(first?.tools[0]?.right?.args).toContain(DIVERGED_PATH);
    expect(c.turns.slice(0, 2).every((t) => t.differs.size === 0)).toBe(true);
    expect(c.turns).toHaveLength(6);
  });

  it('finds no divergence between identical runs', () => {
    const { original, rerun } = divergingRuns(4, undefined);
    const c = compare(original, rerun);
    expect(c.first).toBe(-1);
    expect(c.turns.every((t) => t.differs.size === 0)).toBe(true);
  });

  it('marks a turn only one side has, a different answer and failures', () => {
    const a = CaseBuilder.start().meta('a').user('Go.').begin().text('Done.').end('completed');
    const b = CaseBuilder.start()
      .meta('b')
      .user('Go.')
      .begin()
      .end('failed', { error_message: 'overloaded' })
      .begin()
      .text('Done, late.')
      .end('completed')
      .begin()
      .text('Again.')
      .end('completed');
    const c = compare(a, b);
    expect(c.first).toBe(0);
    expect([...(c.turns[0]?.differs ?? [])]).toEqual(
      expect.arrayContaining(['answer', 'failures']),
    );
    expect(c.turns[1]?.differs.has('missing')).toBe(true);
    expect(c.turns[1]?.left).toBeUndefined();
  });

  it('marks tokens and durations without calling them a divergence', () => {
    const run = (spent: number, wait: number) =>
      CaseBuilder.start()
        .meta('r')
        .user('Go.')
        .begin()
        .wait(wait)
        .text('Done.')
        .usage(tokens(spent, 0, 1), tokens(spent, 0, 1))
        .end('completed');
    const c = compare(run(10, 0), run(20, 500));
    expect(c.first).toBe(-1);
    expect([...(c.turns[0]?.differs ?? [])]).toEqual(['tokens', 'duration']);
    expect(c.turns[0]?.right?.tokens).toBe(21);
  });

  it('compares a parent with its child session on the reference data', () => {
    const inputs: TraceInput[] = TRACE_FILES.flatMap((name) =>
      parseJsonl(name, readFixture(SESSION_A + name)).records.map((r): TraceInput => ({
        kind: 'record',
        envelope: withOrigin(r.envelope, name.startsWith(CHILD_ID) ? [CHILD_ID] : []),
      })),
    );
    const t = applyInputs(initialTraceState(), [...inputs, { kind: 'end' }]);
    const parent = digestSession(t, '');
    const child = digestSession(t, CHILD_ID);
    expect(parent.length).toBeGreaterThan(0);
    expect(child.length).toBeGreaterThan(0);
    const c = compareRuns(parent, child);
    expect(c.first).toBe(0);
    expect(c.turns[0]?.differs.has('prompt')).toBe(true);
  });

  it('compares long outputs left in their files by their text, not their references', () => {
    const long = (end: string) => `${'same start\n'.repeat(3_000)}${end}`;
    const ref = (nonce: string, start: number, text: string) =>
      keptValueRef({
        nonce,
        start,
        end: start + text.length + 2,
        head: keptTextHead({ length: text.length, lines: 3_001, preview: text.slice(0, 240) }),
      });
    const run = (output: string): TaskDigest[] => [
      {
        item: 0,
        prompt: 'Go.',
        turns: [
          {
            item: 1,
            tools: [{ item: 2, name: 'cat', args: '{}', output }],
            answer: '',
            texts: [],
            failures: 0,
            tokens: 0,
            durationMs: 1,
          },
        ],
      },
    ];
    const left = run(ref('00112233aabbccdd', 10, long('a')));
    const right = run(ref('ffeeddccbbaa9988', 900, long('a')));
    const other = run(ref('ffeeddccbbaa9988', 70_000, long('b')));
    expect(keptOutputs([...left, ...right])).toHaveLength(2);
    const outputDiffers = (a: TaskDigest[], b: TaskDigest[], texts: Map<string, string>) =>
      compareRuns(withOutputs(a, texts), withOutputs(b, texts)).first >= 0;
    const texts = new Map([
      [keptOutputs(left)[0] ?? '', long('a')],
      [keptOutputs(right)[0] ?? '', long('a')],
      [keptOutputs(other)[0] ?? '', long('b')],
    ]);
    expect(outputDiffers(left, right, texts)).toBe(false);
    expect(outputDiffers(left, other, texts)).toBe(true);
    // Not read yet: their previews stand for them.
    expect(withOutputs(left, new Map())[0]?.turns[0]?.tools[0]?.output).toBe(
      long('a').slice(0, 240),
    );
  });
});
