import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { itemsOf, run } from '../../../test/support/trace';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { rowNameParts } from '../../store/derive/row-name';
import type { StopReason } from '../../protocol/types';
import { rowName } from './row-name';

const { begin, end } = createTraceBuilder();

/** The accessible names of a request's end row, in English and Chinese. */
function endNames(status: StopReason | string): [string | undefined, string | undefined] {
  const t = run(recs([begin(), end(status as StopReason)]));
  const item = itemsOf(t).find((i) => i.kind === 'event' && i.type === 'request_end');
  if (!item) throw new Error('no request_end row');
  const row = {
    key: `i${item.id}`,
    kind: 'item',
    itemId: item.id,
    look: 'event',
    session: '',
    depth: 0,
  } as const;
  const parts = rowNameParts(t, row);
  return [rowName(parts, en), rowName(parts, zh)];
}

describe("a request's end row", () => {
  it('is named as a reader says it, in both languages', () => {
    expect(endNames('timeout')).toEqual(['Request failed: timeout', '请求失败：超时']);
    expect(endNames('malformed')).toEqual(['Request failed: malformed', '请求失败：格式错误']);
    expect(endNames('completed')).toEqual(['Request completed', '请求完成']);
    expect(endNames('aborted')).toEqual(['Request aborted', '请求已中断']);
    // A newer producer's word is shown as written.
    expect(endNames('overloaded')).toEqual(['Request failed: overloaded', '请求失败：overloaded']);
  });
});

describe("a repeated tool call's row", () => {
  const { call, output, text } = createTraceBuilder();
  /** The names of the second and third of three identical reads, the third with a new answer. */
  function names(w: typeof en): (string | undefined)[] {
    const t = run(
      recs([
        text('user', 'go'),
        ...['x', 'x', 'y'].flatMap((answer, i) => [
          begin(),
          call(`c${i}`, 'read_file', '{"path":"a.ts"}'),
          end('completed'),
          output(`c${i}`, answer),
        ]),
      ]),
    );
    return itemsOf(t)
      .filter((i) => i.kind === 'tool')
      .map((item) => {
        const row = {
          key: `i${item.id}`,
          kind: 'item',
          itemId: item.id,
          look: 'tool',
          session: '',
          depth: 0,
        } as const;
        return rowName(rowNameParts(t, row), w);
      });
  }

  it('says it repeats the call before, and whether its answer did, in both languages', () => {
    expect(names(en)).toEqual([
      'Tool call read_file: completed',
      'Tool call read_file: completed, repeated ×2, same answer',
      'Tool call read_file: completed, repeated ×3, new answer',
    ]);
    expect(names(zh)).toEqual([
      '工具调用 read_file：已完成',
      '工具调用 read_file：已完成，重复 ×2，结果相同',
      '工具调用 read_file：已完成，重复 ×3，结果不同',
    ]);
  });
});
