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
