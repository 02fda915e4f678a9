import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cookieFetch,
  startPenguinDouble,
  type PenguinDouble,
} from '../../server/testing/penguin-double';
import { CAPTURE_CHILD, CAPTURE_PARENT } from '../../server/testing/penguin-double-catalog';
import { readFixture, SESSION_A } from '../../test/support/fixtures';
import { downloadedTraceName } from '../ingest/file-set';
import { PenguinApi, traceFileName } from './penguin-api';
import { isPreviewHostRefusal, NeedsLoginError, PenguinError } from './penguin-errors';
import {
  downloadSessionTraces,
  downloadUrlOf,
  type TraceDownloadProgress,
} from './penguin-trace-files';

let double: PenguinDouble;
let api: PenguinApi;

beforeAll(async () => {
  double = await startPenguinDouble();
});
beforeEach(() => {
  api = new PenguinApi(double.url, { fetch: cookieFetch() });
});
afterAll(() => double.close());

async function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => expect.fail('expected a failure'),
    (e: unknown) => e,
  );
}

describe('PenguinApi against the server double', () => {
  it('asks for a login on any call before signing in, with the server message', async () => {
    const e = await failure(api.projects());
    expect(e).toBeInstanceOf(NeedsLoginError);
    expect(e).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Not signed in or the sign-in has expired.',
    });
  });

  it('keeps a wrong password a plain error with the server message, not a login request', async () => {
    const e = await failure(api.login('admin', 'wrong'));
    expect(e).toBeInstanceOf(PenguinError);
    expect(e).not.toBeInstanceOf(NeedsLoginError);
    expect((e as Error).message).toBe('Incorrect username or password.');
  });

  it('reports the preview host refusal as itself, not as "sign in"', async () => {
    const preview = new PenguinApi(double.url.replace('localhost', '127.0.0.1'), {
      fetch: cookieFetch(),
    });
    for (const call of [preview.projects(), preview.login('admin', 'penguin')]) {
      const e = await failure(call);
      expect(e).toBeInstanceOf(PenguinError);
      expect(e).not.toBeInstanceOf(NeedsLoginError);
      expect(isPreviewHostRefusal((e as Error).message)).toBe(true);
    }
  });

  it('walks projects → agents → sessions after signing in', async () => {
    expect(await api.login('admin', 'penguin')).toEqual({ userId: 'admin', isAdmin: true });
    expect(await api.projects()).toEqual([{ projectId: 'default_project', role: 'owner' }]);
    const [agent] = await api.agents('default_project');
    expect(agent).toMatchObject({ agentId: 'default_agent', name: 'General Agent' });
    const page = await api.sessions('default_project', 'default_agent');
    expect(page.next).toBeNull();
    expect(page.sessions).toHaveLength(10);
    expect(page.sessions.at(-1)).toMatchObject({
      sessionId: CAPTURE_PARENT,
      title: 'Arctic scenario run',
      status: 'idle',
      pendingApprovalCount: 0,
    });
    expect(page.sessions.find((s) => s.sessionId === CAPTURE_CHILD)?.source).toBe('subagent');
    expect(await api.session(CAPTURE_CHILD)).toMatchObject({ source: 'subagent' });
  });

  it('pages with limit and offset and says when there is no next page', async () => {
    await api.login('admin', 'penguin');
    const first = await api.sessions('default_project', 'default_agent', { limit: 4 });
    const second = await api.sessions('default_project', 'default_agent', { offset: 4, limit: 4 });
    const last = await api.sessions('default_project', 'default_agent', { offset: 8, limit: 4 });
    expect([first.next, second.next, last.next]).toEqual([4, 8, null]);
    const ids = [...first.sessions, ...second.sessions, ...last.sessions].map((s) => s.sessionId);
    expect(new Set(ids).size).toBe(10);
  });

  it('says "needs login" again once the cookie expires', async () => {
    await api.login('admin', 'penguin');
    await api.projects();
    double.expireCookies();
    expect(await failure(api.projects())).toBeInstanceOf(NeedsLoginError);
  });

  it('lists a session’s Trace files and downloads them with the session’s child, named as on disk', async () => {
    await api.login('admin', 'penguin');
    expect((await api.sessionTraces(CAPTURE_PARENT)).map((f) => f.index)).toEqual([1, 2]);
    const seen: TraceDownloadProgress[] = [];
    const files = await downloadSessionTraces(api, CAPTURE_PARENT, {
      onProgress: (p) => seen.push(p),
    });
    const names = [1, 2].map((i) => traceFileName(CAPTURE_PARENT, i));
    names.push(traceFileName(CAPTURE_CHILD, 1));
    expect(files.map((f) => f.name)).toEqual(names);
    for (const f of files) expect(await f.text()).toBe(readFixture(`${SESSION_A}${f.name}`));
    // Each where it can be fetched again, which a link then names as the file it is.
    for (const f of files) {
      const url = downloadUrlOf(f) ?? '';
      expect(url.startsWith(api.url('/api/projects/'))).toBe(true);
      expect(downloadedTraceName(new URL(url).pathname)).toBe(f.name);
    }
    const end = seen.at(-1);
    const total = files.reduce((n, f) => n + f.size, 0);
    expect(end).toEqual({ bytes: total, totalBytes: total, files: 3 });
  });

  it('reports a session unknown to the server with its message', async () => {
    await api.login('admin', 'penguin');
    const e = await failure(api.session('session-missing'));
    expect(e).toMatchObject({ status: 404, code: 'not_found', message: 'Session not found.' });
  });
});

describe('downloadedTraceName', () => {
  it('names a Trace file downloaded from the server as it is named on disk', () => {
    expect(
      downloadedTraceName(
        '/api/projects/p/agents/a/traces/session-2026-12-02-09-53-13-b04b7031/2/download',
      ),
    ).toBe('session-2026-12-02-09-53-13-b04b7031_002.jsonl');
    expect(downloadedTraceName('/samples/session_001.jsonl')).toBeNull();
    expect(downloadedTraceName('/api/projects/p/agents/a/traces/%E0%A4%A/1/download')).toBeNull();
  });
});
