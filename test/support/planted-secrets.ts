// A Trace file with 35 secrets planted across every kind of field and 18 decoys that look like
// secrets but are not (images, hashes, ids, flags), for the redaction tests: unit, CLI, e2e and the
// bench read the same records. Tokens are made up, in the real formats the detectors know.
import { createTraceBuilder } from './trace-builder';

export interface Planted {
  kind: string;
  text: string;
  /** What must be gone from the redacted file (the secret itself unless said otherwise). */
  gone?: string;
}

/** Deterministic letters and digits of both cases: a made-up token body of length `n`. */
function body(n: number, seed: number): string {
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let s = seed;
  let out = '';
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out += abc[s % abc.length];
  }
  return out;
}
const base64Of = (n: number, seed: number) => Buffer.from(body(n, seed)).toString('base64');

const S = {
  awsKeyId: 'AKIA2E0A8F3B244C9986',
  awsSecret: `${body(20, 1)}/${body(19, 2)}`,
  github: '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',
  githubServer: `ghs_${body(36, 3)}`,
  githubFine: `github_pat_${body(82, 4)}`,
  slack: 'xoxb-123456789012-1234567890123-abcdefghijklmnopqrstuvwx',
  slackHook: `https://hooks.slack.com/services/T0${body(8, 5)}/B0${body(8, 6)}/${body(24, 7)}`,
  openai: `sk-proj-${body(74, 8)}T3BlbkFJ${body(74, 9)}`,
  anthropic: `sk-ant-api03-${body(93, 10)}AA`,
  npm: `npm_${body(36, 11)}`,
  sendgrid: `SG.${body(22, 12)}.${body(43, 13)}`,
  shopify: `shpat_${body(32, 14)}`,
  linear: `lin_api_${body(40, 15)}`,
  privateKey: `-----BEGIN RSA PRIVATE KEY-----\nMIIEow${base64Of(120, 16)}\n${base64Of(48, 17)}\n-----END RSA PRIVATE KEY-----`,
  postgres: 'postgres://app_user:Zx9pLq2wT7@db.internal:5432/app',
  mongo: 'mongodb+srv://svc:N0tS3cur3Pw@cluster0.ab1cd.mongodb.net/prod',
  basicAuth: 'https://deploy:Tr0ub4dor3x@registry.example.com/v2/',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  bearer: `tok_live_${body(24, 18)}`,
  random: 'q8Zk3LmP0vXr7TnB2yWc5HdJ9sFa4Ge1',
  apiKeyField: `live_${body(28, 19)}`,
};

export const PLANTED: readonly Planted[] = [
  { kind: 'secret', text: S.awsKeyId },
  { kind: 'secret', text: S.awsSecret },
  { kind: 'secret', text: S.github },
  { kind: 'secret', text: S.githubServer },
  { kind: 'secret', text: S.githubFine },
  { kind: 'secret', text: S.slack },
  { kind: 'secret', text: S.slackHook },
  { kind: 'secret', text: S.openai },
  { kind: 'secret', text: S.anthropic },
  { kind: 'secret', text: S.npm },
  { kind: 'secret', text: S.sendgrid },
  { kind: 'secret', text: S.shopify },
  { kind: 'secret', text: S.linear },
  { kind: 'secret', text: S.privateKey, gone: base64Of(120, 16) },
  { kind: 'secret', text: S.postgres, gone: 'Zx9pLq2wT7' },
  { kind: 'secret', text: S.mongo, gone: 'N0tS3cur3Pw' },
  { kind: 'secret', text: S.basicAuth, gone: 'Tr0ub4dor3x' },
  { kind: 'secret', text: S.jwt },
  { kind: 'secret', text: S.bearer },
  { kind: 'secret', text: S.apiKeyField },
  { kind: 'high-entropy', text: S.random },
  { kind: 'password', text: 'hunter2pw' },
  { kind: 'password', text: 'S3cr3t!x' },
  { kind: 'password', text: 'dbpass99' },
  { kind: 'password', text: 'Hunter22pw' },
  { kind: 'password', text: 'Sup3rS3cret' },
  { kind: 'password', text: 'dj4ng0-1nsecure-k3y-f0r-t3sts' },
  { kind: 'password', text: 'Blu3Horse!42' },
  { kind: 'password', text: 'Corr3ct-Battery' },
  { kind: 'password', text: 'Pa55word-Qz' },
  { kind: 'email', text: 'alice.doe@example.org' },
  { kind: 'email', text: 'bob.smith@corp.example.com' },
  { kind: 'home-path', text: 'alice', gone: '/home/alice' },
  { kind: 'home-path', text: 'bob', gone: '/Users/bob' },
  { kind: 'home-path', text: 'carol', gone: 'Users\\carol' },
];

const PNG_DATA_URL = `data:image/png;base64,iVBORw0KGgo${base64Of(600, 20)}`;

/** Strings that look like secrets and are not: each must come out exactly as it went in. */
export const DECOYS: readonly string[] = [
  PNG_DATA_URL,
  base64Of(900, 21),
  `data:image/jpeg;base64,/9j/4AAQSkZJRg${base64Of(300, 22)}`,
  `data:image/gif;base64,R0lGODlh${base64Of(240, 23)}`,
  '3f786850e387550fdab836ed7e6dc881de23001b',
  'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  `sha512-${base64Of(48, 24)}`,
  'req_011CVz3kxaB6P6gVmz2cNxDu',
  'x-request-id: 7c9e6679-7425-40de-944b-e07fc1f90ae7',
  'git@github.com:acme/widgets.git',
  'icon@2x.png',
  '-pthread',
  'ssh -p 2222 deploy@10.0.0.5',
  'docker run -p 8080:80 nginx',
  'PWD=/tmp/build',
  'TOKENIZERS_PARALLELISM=false',
  'The password is required.',
  `msg_01${body(22, 25)}`,
];
const [
  img,
  inline,
  jpeg,
  gif,
  sha,
  sri,
  integrity,
  reqId,
  xReq,
  gitRemote,
  icon,
  pthread,
  sshPort,
  dockerPort,
  pwd,
  tokenizers,
  prose,
  msgId,
] = DECOYS;

export function plantedTraceLines(): string[] {
  const b = createTraceBuilder();
  const records = [
    b.makeMeta({
      session_id: 'sess-planted',
      system_prompt: `You are a test. Publish with the token ${S.npm} when asked.`,
      workspace: '/Users/bob/work/app',
      tools: [{ name: 'exec_command', description: `Runs a command. Linear key: ${S.linear}` }],
    }),
    b.text('user', `Please fix the failing test. The wifi password is Blu3Horse!42. ${prose}`),
    b.call('call_1', 'exec_command', JSON.stringify({ cmd: `export GITHUB_TOKEN=${S.github}` })),
    b.output('call_1', `ok ${sha} ${icon}`),
    b.call('call_2', 'exec_command', JSON.stringify({ cmd: 'mysql -u root -phunter2pw app' })),
    b.output('call_2', `Listing /home/alice/project\nconfig at ${S.postgres}\n`),
    b.text(
      'assistant',
      `Slack bot token found: ${S.slack}. Contact alice.doe@example.org.\npassword: Corr3ct-Battery\n![chart](${gif})`,
    ),
    b.call('call_3', 'exec_command', JSON.stringify({ cmd: 'login --password=S3cr3t!x' })),
    b.makeToolOutput({ tool_call_id: 'call_3', output: 'Logged in.', images: [img ?? ''] }),
    b.thinking(
      `The session key looks like ${S.random}; the user dir is C:\\Users\\carol\\repo. ${msgId}`,
    ),
    b.call(
      'call_4',
      'exec_command',
      JSON.stringify({ cmd: `DB_PASSWORD=dbpass99 ${pwd} ${tokenizers} npm test` }),
    ),
    b.output(
      'call_4',
      `All 12 tests passed.\n<script integrity="${sri}">\n"integrity": "${integrity}"`,
    ),
    b.call(
      'call_5',
      'exec_command',
      JSON.stringify({
        cmd: `curl -u admin:Hunter22pw -H "Authorization: Bearer ${S.bearer}" https://api.example.net/v1`,
      }),
    ),
    b.output('call_5', `${xReq}\n${S.jwt}`),
    b.call(
      'call_6',
      'exec_command',
      JSON.stringify({
        cmd: `sshpass -p 'Sup3rS3cret' ${sshPort} && gcc -O2 ${pthread} main.c && git clone ${gitRemote}`,
      }),
    ),
    b.output(
      'call_6',
      `aws configure list\naccess_key ${S.awsKeyId}\naws_secret_access_key = ${S.awsSecret}\n${dockerPort}`,
    ),
    b.call(
      'call_7',
      'write_file',
      JSON.stringify({
        path: '.env',
        content: `SECRET_KEY='dj4ng0-1nsecure-k3y-f0r-t3sts'\nSLACK_HOOK=${S.slackHook}`,
      }),
    ),
    b.output('call_7', `${S.privateKey}\nmongo: ${S.mongo}`),
    b.call('call_8', 'login', JSON.stringify({ username: 'admin', password: 'Pa55word-Qz' })),
    b.output('call_8', 'Welcome, admin.'),
    b.begin(),
    b.end('failed', { error_message: `quota exceeded for bob.smith@corp.example.com (${reqId})` }),
    b.makeAbort({ reason: `user stopped: token ${S.githubServer} leaked` }),
    b.model({ type: 'inline_data', role: 'user', data: inline ?? '', mime_type: 'image/png' }),
    b.model({ type: 'image_url', role: 'user', image_url: jpeg ?? '' }),
    b.event({
      type: 'mcp_connect_end',
      status: 'failed',
      results: [
        {
          server: 'shop',
          transport: 'http',
          status: 'failed',
          duration_ms: 12,
          error: `401 for ${S.shopify}`,
        },
      ],
    }),
    b.text(
      'assistant',
      `Registry at ${S.basicAuth}; OpenAI ${S.openai}; Anthropic ${S.anthropic}; SendGrid ${S.sendgrid}; fine-grained ${S.githubFine}`,
      {},
    ),
    {
      ...b.text('assistant', 'Done: the test passes now.'),
      fidelity: { headers: { 'x-api-key': S.apiKeyField }, encrypted_content: base64Of(400, 26) },
    },
  ];
  return records.map((r) => JSON.stringify(r));
}

/** The same records as an SSE capture of /stream: one `data:` line per record. */
export const plantedSse = (): string =>
  plantedTraceLines()
    .map((l, i) => `data: ${l}\nid: planted-${i + 1}\n\n`)
    .join('');

/** The same records as a saved /messages response, pretty-printed like the server's. */
export const plantedHistory = (): string =>
  `${JSON.stringify({ messages: plantedTraceLines().map((l) => JSON.parse(l) as unknown) }, null, 2)}\n`;

/** How often `s` appears in `text`, written as a JSON string's characters (one or two levels deep). */
export function occurrences(text: string, s: string): number {
  const once = JSON.stringify(s).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  const count = (t: string) => (t === '' ? 0 : text.split(t).length - 1);
  return once === twice ? count(once) : count(once) + count(twice);
}

/** Planted secrets still readable in `redacted`, and decoys that are not exactly as in `original`. */
export function plantedSurvivors(original: string, redacted: string) {
  return {
    missed: PLANTED.filter((p) => occurrences(redacted, p.gone ?? p.text) > 0),
    altered: DECOYS.filter((d) => occurrences(redacted, d) !== occurrences(original, d)),
  };
}
