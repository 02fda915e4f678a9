import { appendFile, mkdtemp, rename, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './index';
import { sessionIdFromFile } from './tail-session';
import { nextTraceFile } from './tail-trace';
import { connectSse, type SseConnection } from './testing/sse-test-client';

const ID = 'session-2026-12-02-09-53-13-b04b7031';
const rec = (type: string, payload: object) =>
  JSON.stringify({ timestamp: '2026-12-02T09:53:14.000Z', type, payload });
const META = rec('session_meta', {
  session_id: ID,
  provider: 'custom',
  model_id: 'm',
  model_context_window: 1000,
  system_prompt: '',
  agent_state: '/a',
  workspace: '/w',
});
const PROMPT = rec('model_msg', {
  type: 'text',
  role: 'user',
  text: 'hello',
  stop_reason: 'completed',
});
const BEGIN = rec('event_msg', { type: 'request_begin' });
const ANSWER = rec('model_msg', {
  type: 'text',
  role: 'assistant',
  text: 'hi there',
  stop_reason: 'completed',
});

let dir = '';
let file = '';
let app: RunningServer | null = null;
const conns: SseConnection[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'omniscope-tail-'));
  file = join(dir, `${ID}_001.jsonl`);
});

afterEach(async () => {
  for (const c of conns.splice(0)) c.close();
  await app?.close();
  app = null;
  await rm(dir, { recursive: true, force: true });
});

async function tail() {
  app = await startServer({ host: '127.0.0.1', port: 0, staticDir: dir, demo: false, tail: file });
  const c = await connectSse(`${app.url}/api/sessions/${ID}/stream`);
  conns.push(c);
  return { app, c };
}

const unnamed = (c: SseConnection) => c.messages.filter((m) => !m.event).map((m) => m.data);

describe('--tail', () => {
  it('sends the records already there, holding back an unterminated last line', async () => {
    await writeFile(file, `${META}\n${PROMPT}\n${BEGIN.slice(0, 20)}`);
    const { app, c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 2);
    expect(unnamed(c)).toEqual([META, PROMPT]);
    const config = await (await fetch(`${app.url}/api/omniscope/config`)).json();
    expect(config).toEqual({
      mode: 'tail',
      sessionId: ID,
      streamUrl: `/api/sessions/${ID}/stream`,
    });
  });

  it('emits an appended line within a second, once complete', async () => {
    await writeFile(file, `${META}\n${PROMPT}\n${BEGIN.slice(0, 20)}`);
    const { app, c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 2);
    const t0 = Date.now();
    await appendFile(file, `${BEGIN.slice(20)}\n${ANSWER}\n`);
    await c.waitFor(() => unnamed(c).length >= 4, 1000);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(unnamed(c).slice(2)).toEqual([BEGIN, ANSWER]);
    const states = c.messages.filter((m) => m.event).map((m) => JSON.parse(m.data).state);
    expect(states).toContain('running');
    const history = (await (await fetch(`${app.url}/api/sessions/${ID}/messages`)).json()) as {
      messages: unknown[];
    };
    expect(history.messages).toHaveLength(4);
  });

  it('keeps a character cut between two writes whole', async () => {
    const line = rec('model_msg', {
      type: 'text',
      role: 'user',
      text: 'café 🐧',
      stop_reason: 'completed',
    });
    const bytes = Buffer.from(`${line}\n`);
    const cut = bytes.indexOf(Buffer.from('🐧')) + 2;
    await writeFile(file, Buffer.concat([Buffer.from(`${META}\n`), bytes.subarray(0, cut)]));
    const { c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 1);
    await appendFile(file, bytes.subarray(cut));
    await c.waitFor(() => unnamed(c).length >= 2, 2000);
    expect(unnamed(c)).toEqual([META, line]);
  });

  it('restarts on truncation with resync_required', async () => {
    await writeFile(file, `${META}\n${PROMPT}\n`);
    const { c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 2);
    await truncate(file, 0);
    await appendFile(file, `${META}\n`);
    await c.waitFor((m) => m.some((e) => e.data.includes('resync_required')), 2000);
    await c.waitFor(() => unnamed(c).length >= 3, 2000);
    expect(unnamed(c)[2]).toBe(META);
    expect(c.messages.some((e) => e.data.includes('"status":"rewritten"'))).toBe(true);
  });

  it('tells viewers that a deleted file is gone, and no longer claims the task runs', async () => {
    await writeFile(file, `${META}\n${PROMPT}\n${BEGIN}\n`);
    const { app, c } = await tail();
    const summary = async () =>
      (
        (await (await fetch(`${app.url}/api/sessions/${ID}`)).json()) as {
          session: { state: string };
        }
      ).session;
    await c.waitFor(() => unnamed(c).length >= 3);
    expect((await summary()).state).toBe('running');
    await rm(file);
    const [notice] = (await c.waitFor((m) => m.some((e) => e.data.includes('tail_file')), 2000))
      .filter((e) => e.data.includes('tail_file'))
      .map((e) => JSON.parse(e.data) as Record<string, unknown>);
    expect(notice).toMatchObject({ type: 'tail_file', status: 'deleted' });
    expect(notice?.message).toMatch(/deleted/);
    const states = c.messages.filter((m) => m.data.includes('task_state'));
    expect(JSON.parse(states[states.length - 1]?.data ?? '{}')).toMatchObject({ state: 'idle' });
    expect((await summary()).state).toBe('idle');
    // A new file at the same path is read from its start.
    await writeFile(file, `${META}\n`);
    await c.waitFor((m) => m.some((e) => e.data.includes('resync_required')), 2000);
  });

  it('does not tell a viewer who comes once the file is back that it was deleted', async () => {
    await writeFile(file, `${META}\n${PROMPT}\n`);
    const { app, c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 2);
    await rm(file);
    await c.waitFor((m) => m.some((e) => e.data.includes('"status":"deleted"')), 2000);
    await writeFile(file, `${META}\n${ANSWER}\n`);
    await c.waitFor(() => unnamed(c).length >= 4, 2000);
    const late = await connectSse(`${app.url}/api/sessions/${ID}/stream`);
    conns.push(late);
    await late.waitFor(() => unnamed(late).length >= 2);
    expect(unnamed(late)).toEqual([META, ANSWER]);
    const events = late.messages.filter((m) => m.event).map((m) => JSON.parse(m.data).type);
    expect(events).toEqual(['task_state']);
  });

  it('tells viewers that the file was replaced by another one', async () => {
    await writeFile(file, `${META}\n${PROMPT}\n${BEGIN}\n`);
    const { c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 3);
    const other = join(dir, 'other.jsonl');
    await writeFile(other, `${META}\n`);
    await rename(other, file);
    await c.waitFor((m) => m.some((e) => e.data.includes('"status":"rewritten"')), 2000);
    await c.waitFor(() => unnamed(c).length >= 4, 2000);
    const events = c.messages.filter((m) => m.event).map((m) => JSON.parse(m.data).type);
    expect(events.slice(-3)).toEqual(['task_state', 'resync_required', 'tail_file']);
  });

  it('restarts when the file is rewritten in place with more than before', async () => {
    await writeFile(file, `${PROMPT}\n`);
    const { c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 1);
    await writeFile(file, `${META}\n${PROMPT}\n${ANSWER}\n`);
    await c.waitFor(() => unnamed(c).length >= 4, 2000);
    expect(c.messages.some((e) => e.data.includes('resync_required'))).toBe(true);
    expect(unnamed(c).slice(1)).toEqual([META, PROMPT, ANSWER]);
  });

  it('skips a malformed line and keeps going', async () => {
    await writeFile(file, `${META}\n{not json\n${PROMPT}\n`);
    const { c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 2);
    expect(unnamed(c)).toEqual([META, PROMPT]);
  });

  it('moves on to the next Trace file after compaction rotates it', async () => {
    await writeFile(file, `${META}\n${PROMPT}\n`);
    const { c } = await tail();
    await c.waitFor(() => unnamed(c).length >= 2);
    await writeFile(join(dir, `${ID}_002.jsonl`), `${META}\n${ANSWER}\n`);
    await c.waitFor(() => unnamed(c).length >= 4, 2000);
    expect(unnamed(c).slice(2)).toEqual([META, ANSWER]);
  });
});

describe('trace file names', () => {
  it('derives the session id and the next file', () => {
    expect(sessionIdFromFile(`/x/${ID}_001.jsonl`)).toBe(ID);
    expect(sessionIdFromFile('/x/mine.jsonl')).toBe('mine');
    expect(nextTraceFile(`/x/${ID}_009.jsonl`)).toBe(`/x/${ID}_010.jsonl`);
    expect(nextTraceFile('/x/mine.jsonl')).toBeNull();
  });
});
