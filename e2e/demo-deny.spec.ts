// The demo honours the reader's decision as PenguinHarness does: a call denied is shown denied, its
// output the denial and not the tool's, and the agent says it stopped; a call the script would
// deny, allowed, runs.
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { startDemo } from './support/demo-server';

let app: RunningServer;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  app = await startDemo();
});
test.afterAll(async () => app.close());

test('a call the reader denies on the demo is shown denied, with the denial as its output', async ({
  page,
}) => {
  await page.goto(app.url);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
    timeout: 15_000,
  });
  // A pending approval lasts about a second: the page clicks the first Deny the moment it is drawn,
  // on a call the script allows (the cache call it denies anyway, and the story goes on).
  await page.evaluate(() => {
    const w = window as unknown as { __denied?: string };
    const observer = new MutationObserver(() => {
      for (const button of document.querySelectorAll<HTMLButtonElement>(
        '[data-testid=approve-deny]',
      )) {
        const card = button.closest('[data-tool-call-id]');
        if (!card || w.__denied || card.textContent?.includes('Clear the Vitest cache')) continue;
        w.__denied = card.getAttribute('data-tool-call-id') ?? '';
        observer.disconnect();
        button.click();
        return;
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  const denied = () => page.evaluate(() => (window as unknown as { __denied?: string }).__denied);
  await expect.poll(denied, { timeout: 90_000 }).toBeTruthy();
  const card = page.locator(`[data-tool-call-id="${(await denied()) ?? ''}"]`).first();
  await expect(card).toHaveAttribute('data-decision', 'deny');
  await expect(card.getByTestId('decision-badge')).toHaveAttribute('data-decision', 'deny');
  await expect(card).toContainText('Tool call denied by user.');
  await expect(page.getByText(/You denied \w+, so I stopped there/)).toBeVisible({
    timeout: 15_000,
  });
  // Still denied once the tool would have run: nothing of its output streamed in.
  await expect(card).toHaveAttribute('data-decision', 'deny');
  await expect(card).not.toContainText('export function rateLimit');
});

test('a call the script denies, allowed by the reader, runs and the agent goes on without calling it refused', async ({
  page,
}) => {
  await page.goto(app.url);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
    timeout: 15_000,
  });
  // The cache call is the one the script denies: the page allows it the moment it is drawn, and
  // notes each decision its card shows (the list, following the stream, may scroll it away).
  await page.evaluate(() => {
    const w = window as unknown as { __allowed?: string; __decisions: string[] };
    w.__decisions = [];
    const observer = new MutationObserver(() => {
      if (w.__allowed) {
        const card = document.querySelector(`[data-tool-call-id="${w.__allowed}"]`);
        const decision = card?.getAttribute('data-decision');
        const denial = card?.textContent?.includes('Tool call denied by user.') ? 'denial' : '';
        const seen = `${decision ?? ''}${denial ? ` ${denial}` : ''}`;
        if (card && w.__decisions.at(-1) !== seen) w.__decisions.push(seen);
        return;
      }
      for (const button of document.querySelectorAll<HTMLButtonElement>(
        '[data-testid=approve-allow]',
      )) {
        const card = button.closest('[data-tool-call-id]');
        if (!card?.textContent?.includes('Clear the Vitest cache')) continue;
        w.__allowed = card.getAttribute('data-tool-call-id') ?? '';
        button.click();
        return;
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const allowed = () =>
    page.evaluate(() => (window as unknown as { __allowed?: string }).__allowed);
  await expect.poll(allowed, { timeout: 90_000 }).toBeTruthy();
  await expect(page.getByText('Cache cleared. I will ask a subagent')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Understood, no cache clearing.')).toHaveCount(0);
  const decisions = await page.evaluate(
    () => (window as unknown as { __decisions: string[] }).__decisions,
  );
  expect(decisions).toContain('allow');
  expect(decisions.filter((d) => d.includes('deny') || d.includes('denial'))).toEqual([]);
});

/**
 * Calls `act` with each call's id the moment the session's stream asks for its approval, read
 * by this process (the server runs in it) rather than the page: a page drawing under load took
 * longer than the wait. Resolves once `act` is done with the first.
 */
async function onFirstApproval(
  url: string,
  act: (sessionId: string, toolCallId: string) => Promise<void>,
): Promise<{ sessionId: string; toolCallId: string; stop: () => void }> {
  const listed = (await (await fetch(`${url}/api/sessions`)).json()) as {
    sessions: { id: string }[];
  };
  const sessionId = listed.sessions[0]?.id ?? '';
  const stream = new AbortController();
  const res = await fetch(`${url}/api/sessions/${encodeURIComponent(sessionId)}/stream`, {
    signal: stream.signal,
  });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before any approval was asked');
    buffered += decoder.decode(value, { stream: true });
    const events = buffered.split('\n\n');
    buffered = events.pop() ?? '';
    for (const event of events) {
      const data = event
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      if (!data.includes('"approval_request"')) continue;
      const asked = JSON.parse(data) as {
        type?: string;
        toolCall?: { payload?: { tool_call_id?: string } };
      };
      if (asked.type !== 'approval_request') continue;
      const toolCallId = asked.toolCall?.payload?.tool_call_id ?? '';
      await act(sessionId, toolCallId);
      return { sessionId, toolCallId, stop: () => stream.abort() };
    }
  }
}

test('an abort while a call waits for approval ends the call aborted, with its output', async ({
  page,
}) => {
  // A demo of its own, played at a third of the pace: the demo decides a call by itself after
  // its approval wait (1.2 to 2.4 s of the script), here 3.6 s at least. The task is aborted (as
  // another reader, or PenguinHarness's own app, would) the moment the stream asks for the first
  // approval, from this process, before the page has drawn it: milliseconds against seconds.
  const demo = await startDemo(1 / 3);
  try {
    const aborted = onFirstApproval(demo.url, async (sessionId) => {
      const res = await fetch(`${demo.url}/api/sessions/${encodeURIComponent(sessionId)}/abort`, {
        method: 'POST',
      });
      expect(res.ok).toBe(true);
    });
    await page.goto(demo.url);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
      timeout: 15_000,
    });
    const { toolCallId, stop } = await aborted;
    stop();
    const card = page.locator(`[data-tool-call-id="${toolCallId}"]`).first();
    await expect(card).toHaveAttribute('data-phase', 'aborted', { timeout: 30_000 });
    await expect(card).toHaveAttribute('data-output-status', 'complete');
    await expect(card).toContainText('Tool call aborted by user.');
    // Aborted while it waited: never decided, and nothing left to decide.
    await expect(card).toHaveAttribute('data-decision', 'none');
    await expect(card.getByTestId('approve-allow')).toHaveCount(0);
  } finally {
    await demo.close();
  }
});
