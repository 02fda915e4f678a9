// A Trace file with secrets planted in known fields, beside records that hold none, for the
// redaction tests (unit, CLI and e2e open the same lines). Tokens are made up, in real formats.
import { createTraceBuilder } from './trace-builder';

export interface Planted {
  kind: string;
  text: string;
}

const GITHUB = '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';
const SLACK = 'xoxb-123456789012-1234567890123-abcdefghijklmnopqrstuvwx';
const RANDOM = 'q8Zk3LmP0vXr7TnB2yWc5HdJ9sFa4Ge1';

export const PLANTED: readonly Planted[] = [
  { kind: 'secret', text: GITHUB },
  { kind: 'secret', text: SLACK },
  { kind: 'high-entropy', text: RANDOM },
  { kind: 'password', text: 'hunter2pw' },
  { kind: 'password', text: 'S3cr3t!x' },
  { kind: 'password', text: 'dbpass99' },
  { kind: 'email', text: 'alice.doe@example.org' },
  { kind: 'home-path', text: 'alice' },
  { kind: 'home-path', text: 'bob' },
  { kind: 'home-path', text: 'carol' },
];

export function plantedTraceLines(): string[] {
  const b = createTraceBuilder();
  const records = [
    b.meta('sess-planted', { tools: true }),
    b.text('user', 'Please list the files in the project and fix the failing test.'),
    b.call('call_1', 'exec_command', JSON.stringify({ cmd: `export GITHUB_TOKEN=${GITHUB}` })),
    b.output('call_1', 'ok'),
    b.call('call_2', 'exec_command', JSON.stringify({ cmd: 'mysql -u root -phunter2pw app' })),
    b.output('call_2', `Listing /home/alice/project\nconfig at /Users/bob/.config\n`),
    b.text('assistant', `Slack bot token found: ${SLACK}. Contact alice.doe@example.org.`),
    b.call('call_3', 'exec_command', JSON.stringify({ cmd: 'login --password=S3cr3t!x' })),
    b.output('call_3', 'Logged in.'),
    b.thinking(`The session key looks like ${RANDOM}; the user dir is C:\\Users\\carol\\repo.`),
    b.call('call_4', 'exec_command', JSON.stringify({ cmd: 'DB_PASSWORD=dbpass99 npm test' })),
    b.output('call_4', 'All 12 tests passed.'),
    b.text('assistant', 'Done: the test passes now.'),
  ];
  return records.map((r) => JSON.stringify(r));
}
