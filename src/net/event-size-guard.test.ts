import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventSizeGuard, type GuardStep } from './event-size-guard';

const enc = new TextEncoder();
const dec = new TextDecoder();

/** What the parser would receive, and what was reported, for `chunks` through a guard. */
function run(max: number, chunks: string[]) {
  const guard = new EventSizeGuard(max);
  const steps: GuardStep[] = [];
  for (const c of chunks) steps.push(...guard.push(enc.encode(c)));
  steps.push(...guard.end());
  let passed = '';
  const reports: string[] = [];
  for (const s of steps) {
    if (s.kind === 'data') passed += dec.decode(s.bytes);
    else if (s.kind === 'overflow') reports.push('overflow');
    else reports.push(`dropped ${s.size}`);
  }
  return { passed, reports, guard };
}

describe('EventSizeGuard', () => {
  it('passes events under the limit untouched, whatever the chunking', () => {
    const text = 'data: {"a":1}\n\nid: 2\ndata: {"b":2}\r\n\r\n: hb\n\n';
    expect(run(64, [text]).passed).toBe(text);
    expect(run(64, [...text]).passed).toBe(text);
    expect(run(64, [...text]).reports).toEqual([]);
  });

  it('hands on the events of one chunk as one step, even from a view into a larger buffer', () => {
    const text = 'data: {x\n\n'.repeat(1000);
    const buffer = enc.encode(`••${text}`);
    const chunk = buffer.subarray(buffer.length - enc.encode(text).length);
    const steps = new EventSizeGuard(64).push(chunk);
    expect(steps).toHaveLength(1);
    expect(dec.decode((steps[0] as { bytes: Uint8Array }).bytes)).toBe(text);
  });

  it('drops an oversized event up to its blank line and reports its size', () => {
    const big = `data: ${'x'.repeat(100)}\n\n`;
    const { passed, reports } = run(50, ['data: 1\n\n', big, 'data: 2\n\n']);
    expect(passed).toBe('data: 1\n\ndata: 2\n\n');
    expect(reports).toEqual(['overflow', `dropped ${big.length}`]);
  });

  it('keeps memory bounded on a stream with no blank line at all', () => {
    const guard = new EventSizeGuard(1000);
    let handed = 0;
    let overflows = 0;
    for (let i = 0; i < 1000; i++)
      for (const s of guard.push(enc.encode('y'.repeat(997) + '\n'.repeat(i % 2)))) {
        if (s.kind === 'data') handed += s.bytes.length;
        if (s.kind === 'overflow') overflows++;
      }
    expect(handed).toBeLessThanOrEqual(1000);
    expect(overflows).toBe(1);
    expect(guard.overflowing).toBe(true);
    expect(guard.end()).toEqual([{ kind: 'dropped', size: 1000 * 997 + 500 }]);
  });

  it('counts bytes, not characters', () => {
    const { reports } = run(10, ['data: ééé\n\n']);
    expect(reports).toEqual(['overflow', 'dropped 14']);
  });

  it('holds at most the limit, and no byte is lost unreported (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'data: x', '\n', '\r', '\r\n', 'ü', ': c'), {
          maxLength: 200,
        }),
        fc.integer({ min: 1, max: 40 }),
        (parts, max) => {
          const guard = new EventSizeGuard(max);
          let handed = 0;
          let dropped = 0;
          let total = 0;
          const count = (steps: GuardStep[]) => {
            for (const s of steps)
              if (s.kind === 'data') handed += s.bytes.length;
              else if (s.kind === 'dropped') dropped += s.size;
          };
          for (const p of parts) {
            const bytes = enc.encode(p);
            total += bytes.length;
            count(guard.push(bytes));
            expect(guard.overflowing || guard.held <= max).toBe(true);
          }
          const held = guard.overflowing ? 0 : guard.held;
          count(guard.end());
          // A dropped event's size counts the part handed on before it overflowed, too.
          expect(handed).toBeLessThanOrEqual(total);
          expect(handed + dropped).toBeGreaterThanOrEqual(total);
          expect(held).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});
