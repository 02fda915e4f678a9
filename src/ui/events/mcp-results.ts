// mcp_connect_end results as drawn: the protocol only checks that `results` is an array, so each
// entry is read field by field and anything unexpected is kept as text.
import { lookUp, rawText } from '../common/look-up';
import type { Tone } from '../common/badge';

export interface McpResultView {
  server: string;
  status: string;
  transport: string;
  durationMs?: number;
  toolCount?: number;
  error?: string;
}

const TONES: Readonly<Record<string, Tone>> = {
  completed: 'ok',
  connected: 'ok',
  aborted: 'wait',
  failed: 'error',
  error: 'error',
};

/** The tone of a status; one this viewer does not know is neutral, not an alarm. */
export const mcpTone = (status: unknown): Tone => lookUp(TONES, status) ?? 'neutral';

const text = (v: unknown): string => (v === undefined ? '' : rawText(v));

export function mcpResultView(entry: unknown): McpResultView {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return { server: rawText(entry), status: '', transport: '' };
  const r = entry as Record<string, unknown>;
  return {
    server: text(r.server),
    status: text(r.status),
    transport: text(r.transport),
    ...(typeof r.duration_ms === 'number' ? { durationMs: r.duration_ms } : {}),
    ...(Array.isArray(r.tools) ? { toolCount: r.tools.length } : {}),
    ...(r.error !== undefined && r.error !== null && r.error !== ''
      ? { error: text(r.error) }
      : {}),
  };
}
