import { describe, expect, it } from 'vitest';
import { PenguinApi } from './penguin-api';
import { TraceFileCache } from './penguin-trace-cache';

const REF = { sessionId: 's', projectId: 'p', agentId: 'a' };

/** A server holding `text` that answers Range requests or not; `asked` logs each Range header. */
function server(text: () => string, honoursRange: boolean) {
  const asked: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const range = new Headers(init?.headers).get('range');
    asked.push(range);
    const from = Number(/^bytes=(\d+)-$/.exec(range ?? '')?.[1] ?? 0);
    if (honoursRange && range)
      return new Response(text().slice(from), {
        status: 206,
        headers: { 'content-range': `bytes ${from}-${text().length - 1}/${text().length}` },
      });
    return new Response(text(), { status: 200 });
  };
  return { api: new PenguinApi('', { fetch }), asked };
}

describe('TraceFileCache', () => {
  it.each([true, false])(
    'fetches a file once, and only its new bytes once it grew (Range honoured: %s)',
    async (honoursRange) => {
      let text = 'line 1\n';
      const { api, asked } = server(() => text, honoursRange);
      const cache = new TraceFileCache(api);
      const info = (size: number) => ({ index: 1, sizeBytes: size });
      expect(await (await cache.file(REF, info(7))).text()).toBe('line 1\n');
      expect(await (await cache.file(REF, info(7))).text()).toBe('line 1\n');
      expect(await cache.held(REF, info(7))).toBeDefined();
      text += 'line 2\n';
      expect(await cache.held(REF, info(14))).toBeUndefined();
      expect(await (await cache.file(REF, info(14))).text()).toBe('line 1\nline 2\n');
      expect(asked).toEqual([null, 'bytes=7-']);
    },
  );
});
