import { SseClient } from '../net/sse-client';
import type { Diagnostic } from '../ingest/types';
import type { LiveApi } from './live-api';
import type { LiveSource } from './live-source';
import { ReplayTransport } from './replay-transport';
import type { Transport, TransportHooks } from './transport';

/** A replay for a capture, else an SSE connection (with cookies for a PenguinHarness server). */
export function transportFor(
  source: LiveSource,
  api: LiveApi | null,
  hooks: TransportHooks & { onDiagnostics(d: Diagnostic[]): void },
): Transport {
  if (source.kind === 'replay') return new ReplayTransport(source.url, source.speed, hooks);
  if (source.kind === 'penguin' && api)
    return new SseClient({
      url: api.client.streamUrl(source.sessionId),
      credentials: 'include',
      ...hooks,
    });
  return new SseClient({ url: source.kind === 'sse' ? source.url : '', ...hooks });
}
