// Known token formats come from secretlint's recommended preset (kept up to date upstream), run
// on each string as a small text source; it works the same in Node and in the browser bundle.
import { lintSource } from '@secretlint/core';
import { creator } from '@secretlint/secretlint-rule-preset-recommend';
import type { Span } from './detectors';

const CONFIG = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] };

export async function secretlintSpans(text: string): Promise<Span[]> {
  const result = await lintSource({
    source: { filePath: 'field.txt', content: text, contentType: 'text' },
    options: { config: CONFIG, maskSecrets: false },
  });
  return result.messages.map((m) => ({
    start: m.range[0],
    end: m.range[1],
    kind: 'secret' as const,
    rule: `${m.ruleId.replace('@secretlint/secretlint-rule-', '')}/${m.messageId}`,
  }));
}
