import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRACE_FILES, fixturePath } from './fixtures';

export const OTHER_ID = 'session-2026-11-30-08-00-00-00000000';

/**
 * A PenguinHarness-like traces/ tree: the capture under 2026-12-02/ and a second, aborted
 * session under 2026-11-30/. Returns the path of the traces/ folder.
 */
export function writeTracesFolder(): string {
  const root = join(mkdtempSync(join(tmpdir(), 'omniscope-')), 'traces');
  const day = join(root, '2026-12-02');
  mkdirSync(day, { recursive: true });
  for (const name of TRACE_FILES) copyFileSync(fixturePath(name), join(day, name));
  const other = join(root, '2026-11-30');
  mkdirSync(other);
  const line = (type: string, payload: object) =>
    JSON.stringify({ timestamp: '2026-11-30T08:00:01Z', type, payload });
  writeFileSync(
    join(other, `${OTHER_ID}_001.jsonl`),
    [
      line('session_meta', {
        session_id: OTHER_ID,
        provider: 'p',
        model_id: 'other-model',
        model_context_window: 1000,
        system_prompt: '',
        agent_state: '',
        workspace: '',
      }),
      line('model_msg', { type: 'text', role: 'user', text: 'OTHER_TASK: stop me' }),
      line('event_msg', { type: 'request_begin' }),
      line('event_msg', { type: 'request_end', status: 'aborted' }),
      line('event_msg', { type: 'abort', reason: null }),
    ].join('\n') + '\n',
  );
  return root;
}
