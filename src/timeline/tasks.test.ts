import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { applyInputs, initialTraceState } from '../store/reducer';
import { run } from '../../test/support/trace';
import { taskAt, taskScanner } from './tasks';

const { begin, end, meta, text } = createTraceBuilder();

describe('tasks', () => {
  it('opens a task at each user prompt, not at a rotation summary', () => {
    const trace = run(
      recs([
        meta('s'),
        text('user', 'first prompt'),
        begin(),
        end('completed'),
        text('user', '[context_summary]\nwhat happened\n[/context_summary]'),
        text('user', 'second prompt'),
        begin(),
      ]),
    );
    const tasks = taskScanner()(trace);
    expect(tasks.map((t) => [t.label, t.from, t.to])).toEqual([
      ['first prompt', 0, 5],
      ['second prompt', 5, 7],
    ]);
  });

  it('scans anew a resync’s history, whose items stand one place later', () => {
    const scan = taskScanner();
    // Streamed: no session_meta. The history refetched has one first: same ids, other places.
    scan(run(recs([text('user', 'one'), begin(), end('completed'), text('user', 'two'), begin()])));
    const history = run(
      recs([
        meta('s'),
        text('user', 'one'),
        begin(),
        end('completed'),
        text('user', 'two'),
        begin(),
      ]),
    );
    expect(scan(history)).toEqual(taskScanner()(history));
  });

  it('extends the last task as a stream appends, as a full scan would', () => {
    const scan = taskScanner();
    const first = run(recs([meta('s'), text('user', 'one'), begin()]));
    expect(scan(first).map((t) => t.to)).toEqual([3]);
    const later = applyInputs(first, recs([end('completed'), text('user', 'two'), begin()]));
    expect(scan(later)).toEqual(taskScanner()(later));
    expect(scan(later).map((t) => [t.label, t.from, t.to])).toEqual([
      ['one', 0, 4],
      ['two', 4, 6],
    ]);
  });

  it('is one task while no prompt has come', () => {
    const trace = applyInputs(initialTraceState(), recs([meta('s'), begin()]));
    expect(taskScanner()(trace)).toHaveLength(1);
  });
});

describe('taskAt', () => {
  const tasks = [
    { index: 0, from: 0, to: 5, label: 'a', startedAt: 0 },
    { index: 1, from: 5, to: 9, label: 'b', startedAt: 1 },
  ];
  it('gives the task holding a position, the first for none', () => {
    expect(taskAt(tasks, 0)).toBe(0);
    expect(taskAt(tasks, 4)).toBe(0);
    expect(taskAt(tasks, 5)).toBe(1);
    expect(taskAt(tasks, 8)).toBe(1);
    expect(taskAt(tasks, -1)).toBe(0);
  });
});
