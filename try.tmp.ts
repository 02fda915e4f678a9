import { writeFileSync } from 'node:fs';
import { plantedTraceLines } from './test/support/planted-secrets';
import { redactWhole } from './src/redact/redact-stream';
import { runCli } from './test/support/cli-harness';
const r = redactWhole('p.jsonl', 'jsonl', plantedTraceLines().join('\n') + '\n');
writeFileSync('/tmp/redact-exp/out.jsonl', r.text);
const v = await runCli(['validate', '/tmp/redact-exp/out.jsonl']);
console.log(v.stdout, v.stderr);
