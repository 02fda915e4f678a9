import { randomBytes } from 'node:crypto';

/** SSE event name of PenguinHarness server events; OmniMessage envelopes go unnamed. */
export const SERVER_EVENT = 'server_event';

export interface EventId {
  epoch: string;
  seq: number;
}

export function newEpoch(): string {
  return randomBytes(4).toString('hex');
}

export function formatEventId(id: EventId): string {
  return `${id.epoch}-${id.seq}`;
}

/** `<epoch>-<seq>`; the epoch may itself hold dashes, the seq is the last part. */
export function parseEventId(text: string | undefined): EventId | null {
  if (text === undefined) return null;
  const m = /^([A-Za-z0-9_-]+)-(\d{1,15})$/.exec(text.trim());
  if (!m || !m[1] || !m[2]) return null;
  return { epoch: m[1], seq: Number(m[2]) };
}

/**
 * One SSE frame. `data` must already be single-line JSON: any CR or LF would split it into
 * several `data:` lines, which the client re-joins with "\n", so such input is re-encoded.
 */
export function formatSseEvent(
  data: string,
  options: { id?: string; event?: string } = {},
): string {
  let frame = options.event ? `event: ${options.event}\n` : '';
  for (const line of singleLine(data).split('\n')) frame += `data: ${line}\n`;
  if (options.id) frame += `id: ${options.id}\n`;
  return `${frame}\n`;
}

function singleLine(data: string): string {
  if (!/[\r\n]/.test(data)) return data;
  try {
    return JSON.stringify(JSON.parse(data));
  } catch {
    return data.replace(/\r\n?/g, '\n');
  }
}

export function formatComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};
