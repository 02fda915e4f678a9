import { openSources } from '../../docs/open-files';
import { currentCatalog } from '../i18n/language-store';

const SAMPLE_DIR = 'samples/penguin-session-a/';
export const SAMPLE_FILES = [
  'session-2026-12-02-09-53-13-b04b7031_001.jsonl',
  'session-2026-12-02-09-53-13-b04b7031_002.jsonl',
  'session-2026-12-02-09-53-22-f7775cf5_001.jsonl',
] as const;

/** The bundled PenguinHarness capture: a compaction, retries, a denial and a subagent. */
export function openSample(base = import.meta.env.BASE_URL): void {
  openSources(
    SAMPLE_FILES.map((name) => ({ kind: 'url', url: `${base}${SAMPLE_DIR}${name}`, name })),
    { kind: 'url', label: currentCatalog().load.sampleTrace },
  );
}
