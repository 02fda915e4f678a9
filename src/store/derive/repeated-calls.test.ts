import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { itemsOf, run } from '../../../test/support/trace';
import type { AnyEnvelope } from '../../protocol/types';
import type { TraceState } from '../model';
import { applyInputs, initialTraceState } from '../reducer';
import { repeatedCall } from './repeated-calls';
import { wastedRepeats } from './wasted-repeats';

const { begin, call, end, fragmentsOf, output, text } = createTraceBuilder();

const toolIds = (t: TraceState) =>
  itemsOf(t)
    .filter((i) => i.kind === 'tool')
    .map((i) => i.id);
const ordinals = (t: TraceState) => toolIds(t).map((id) => repeatedCall(t, id)?.ordinal);

const read = (id: string, path: string, extra = '', answer = 'same text') => [
  begin(),
  call(id, 'read_file', `{"path":"${path}"${extra}}`),
  end('completed'),
  output(id, answer),
];
const answers = (t: TraceState) => toolIds(t).map((id) => repeatedCall(t, id)?.answer);

describe('repeatedCall', () => {
  it('marks each repeat of the same tool and arguments in a task, with the calls before it', () => {
    const t = run(
      recs([
        text('user', 'fix the bug'),
        ...read('1', 'a.ts'),
        ...read('2', 'b.ts'),
        ...read('3', 'a.ts'),
        ...read('4', 'a.ts'),
      ]),
    );
    expect(ordinals(t)).toEqual([undefined, undefined, 2, 3]);
    const [first, , third, fourth] = toolIds(t);
    expect(repeatedCall(t, fourth as number)?.earlier).toEqual([first, third]);
  });

  it('reads arguments the same whatever their spacing and key order', () => {
    const t = run(recs([...read('1', 'a.ts', ',"limit":5'), ...read('2', 'a.ts', ', "limit": 5')]));
    expect(ordinals(t)).toEqual([undefined, 2]);
    const calls = (list: [string, string][]) =>
      run(
        recs(
          list.flatMap(([id, args]) => [
            begin(),
            call(id, 'read_file', args),
            end('completed'),
            output(id, 'x'),
          ]),
        ),
      );
    // Written alike, then another text, then the first one's keys in another order and spacing.
    const mixed = calls([
      ['1', '{"path":"a.ts","limit":5}'],
      ['2', '{"path":"a.ts","limit":5}'],
      ['3', '{"path":"b.ts","limit":5}'],
      ['4', '{ "limit": 5, "path": "a.ts" }'],
      ['5', '{"limit":5,"path":"b.ts"}'],
      ['6', 'not json'],
      ['7', 'not  json'],
    ]);
    expect(ordinals(mixed)).toEqual([undefined, 2, undefined, 3, 2, undefined, undefined]);
  });

  it('starts again at each prompt, and tells sessions and tools apart', () => {
    const t = run(
      recs([
        text('user', 'one'),
        ...read('1', 'a.ts'),
        text('user', 'two'),
        ...read('2', 'a.ts'),
        begin(),
        call('3', 'exec_command', '{"path":"a.ts"}'),
        end('completed'),
      ]),
    );
    expect(ordinals(t)).toEqual([undefined, undefined, undefined]);
  });

  it('counts a streamed call once its arguments are complete, batch by batch', () => {
    const streamed = call('2', 'read_file', '{"path":"a.ts"}');
    const batches: AnyEnvelope[][] = [
      [text('user', 'go'), ...read('1', 'a.ts'), begin()],
      fragmentsOf(streamed, [4]).slice(0, 2),
      [...fragmentsOf(streamed, [4]).slice(2), streamed, end('completed')],
    ];
    const states: TraceState[] = [];
    let t = initialTraceState();
    for (const b of batches) states.push((t = applyInputs(t, recs(b))));
    const [, partial, done] = states as [TraceState, TraceState, TraceState];
    expect(ordinals(partial)).toEqual([undefined, undefined]);
    expect(ordinals(done)).toEqual([undefined, 2]);
    // An earlier version, asked after a later one (time travel), is still answered as it was.
    expect(ordinals(partial)).toEqual([undefined, undefined]);
    // The answer keeps its identity while nothing about it changes.
    const id = toolIds(done)[1] as number;
    expect(repeatedCall(done, id)).toBe(
      repeatedCall(applyInputs(done, recs([text('assistant', 'x')])), id),
    );
  });
});

describe("a repeat's answer", () => {
  const test = (id: string, answer: string, status: 'completed' | 'failed' = 'completed') => [
    begin(),
    call(id, 'exec_command', '{"cmd":"npm test"}'),
    end('completed'),
    output(id, answer, undefined, status),
  ];

  it('is the same when the call before got the same output and status: a wasted step', () => {
    const t = run(
      recs([text('user', 'go'), ...read('1', 'a.ts'), ...read('2', 'a.ts'), ...read('3', 'a.ts')]),
    );
    expect(answers(t)).toEqual([undefined, 'same', 'same']);
    expect(wastedRepeats(t).map((r) => r.id)).toEqual(toolIds(t).slice(1));
  });

  it('is new when the output or the status changed in between (tests run again after an edit)', () => {
    const t = run(
      recs([
        text('user', 'go'),
        ...test('1', '1 failed'),
        ...test('2', '1 failed'),
        ...test('3', 'all passed'),
        ...test('4', 'all passed', 'failed'),
      ]),
    );
    expect(answers(t)).toEqual([undefined, 'same', 'new', 'new']);
    expect(ordinals(t)).toEqual([undefined, 2, 3, 4]);
    // Against the call just before: the third is new beside the second, not beside any earlier.
    expect(wastedRepeats(t).map((r) => r.ordinal)).toEqual([2]);
  });

  it('is not known while the repeat runs, and is once its output is in', () => {
    const head = recs([
      text('user', 'go'),
      ...read('1', 'a.ts'),
      begin(),
      call('2', 'read_file', '{"path":"a.ts"}'),
      end('completed'),
    ]);
    const running = run(head);
    expect(answers(running)).toEqual([undefined, 'pending']);
    expect(wastedRepeats(running)).toEqual([]);
    const done = applyInputs(running, recs([output('2', 'same text')]));
    expect(answers(done)).toEqual([undefined, 'same']);
    expect(wastedRepeats(done)).toHaveLength(1);
    // The earlier version still reads as it was.
    expect(answers(running)).toEqual([undefined, 'pending']);
  });

  it('is not compared when a call never got its answer', () => {
    const t = run([
      ...recs([
        text('user', 'go'),
        ...read('1', 'a.ts'),
        begin(),
        call('2', 'read_file', '{"path":"a.ts"}'),
        end('completed'),
      ]),
      { kind: 'end' },
    ]);
    expect(answers(t)).toEqual([undefined, 'uncompared']);
  });
});
