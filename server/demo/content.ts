import type { JsonObject } from '../../src/protocol/types';

// Long texts of the demo script: tool specs, file contents, tool outputs, the final answer.

const str = (description: string) => ({ type: 'string', description });

export const DEMO_TOOLS: JsonObject[] = [
  {
    name: 'read_file',
    description: 'Read a text file and return its content with line numbers (cat -n style).',
    parameters: {
      type: 'object',
      properties: { file_path: str('Path to the file.') },
      required: ['file_path'],
    },
  },
  {
    name: 'edit_file',
    description: 'Edit a file by exact string replacement.',
    parameters: {
      type: 'object',
      properties: {
        file_path: str('Path to the file.'),
        old_string: str('Exact text to replace.'),
        new_string: str('Replacement text.'),
      },
      required: ['file_path', 'old_string', 'new_string'],
    },
  },
  {
    name: 'exec_command',
    description: 'Run a shell command in the workspace.',
    parameters: {
      type: 'object',
      properties: {
        description: str('What this call does, shown to the user.'),
        cmd: str('Shell command to execute.'),
      },
      required: ['description', 'cmd'],
    },
  },
  {
    name: 'run_subagent',
    description:
      'Delegate a self-contained task to a subagent with its own context; returns its final answer.',
    parameters: {
      type: 'object',
      properties: {
        description: str('Short label of the task.'),
        prompt: str('Full instructions for the subagent.'),
      },
      required: ['description', 'prompt'],
    },
  },
];

const WORKSPACE = '/home/dev/projects/acme-api';

export function demoMeta(sessionId: string, source?: 'subagent'): JsonObject {
  return {
    session_id: sessionId,
    provider: 'deepseek',
    model_id: 'deepseek-reasoner',
    model_context_window: 128000,
    system_prompt:
      "# Role\nYou are a coding agent working in the user's repository with the tools available to you.\n\n" +
      '# Rules\n- Read before you edit.\n- Ask before running commands that change files.\n- Keep answers short.',
    agent_state: '/home/dev/.penguin/data/default_project/agents/default_agent/agent_state',
    workspace: WORKSPACE,
    ...(source ? { source } : {}),
  };
}

function numbered(text: string): string {
  return text
    .split('\n')
    .map((line, i) => `${String(i + 1).padStart(6)}\t${line}`)
    .join('\n');
}

export const RATE_LIMIT_FILE =
  numbered(`import type { NextFunction, Request, Response } from 'express';
import { config } from '../config';

interface Bucket {
  count: number;
  resetAt: number;
}

const buckets = new Map<string, Bucket>();

export function rateLimit(req: Request, res: Response, next: NextFunction): void {
  const key = req.ip ?? 'anonymous';
  const now = Date.now();
  let bucket = buckets.get(key);
  if (!bucket || bucket.resetAt <= now) {
    bucket = { count: 0, resetAt: now + config.rateLimit.window };
    buckets.set(key, bucket);
  }
  bucket.count += 1;
  res.setHeader('X-RateLimit-Remaining', Math.max(0, config.rateLimit.max - bucket.count));
  if (bucket.count > config.rateLimit.max) {
    res.status(429).json({ error: 'too_many_requests' });
    return;
  }
  next();
}`);

const Y = '\x1b[33m';
const R = '\x1b[m';
export const GIT_LOG =
  `${Y}9c41e7a${R}${Y} (${R}\x1b[1;36mHEAD -> ${R}\x1b[1;32mmain${R}${Y}, ${R}\x1b[1;31morigin/main${R}${Y})${R} Merge pull request #482 from acme/config-units\n` +
  `${Y}3b7f0d2${R} refactor(config): express every duration in seconds\n` +
  `${Y}e18a5c9${R} chore(deps): bump express from 4.19.2 to 4.21.1\n` +
  `${Y}77d03bb${R} feat(users): paginate GET /users\n` +
  `${Y}0f9e4a1${R} test: cover the 429 path of the rate limiter\n` +
  `${Y}c2a6d58${R} docs: document RATE_LIMIT_WINDOW\n`;

export const GREP_OUTPUT =
  'src/middleware/rate-limit.ts:16:    bucket = { count: 0, resetAt: now + config.rateLimit.window };\n' +
  "src/config.ts:42:    window: env.number('RATE_LIMIT_WINDOW', 60), // seconds\n" +
  'test/rate-limit.test.ts:9:  const windowMs = config.rateLimit.window * 1000;\n';

export const EDIT_OUTPUT =
  "The file src/middleware/rate-limit.ts has been updated. Here's the result of running `cat -n` on a snippet:\n" +
  '    15\t  if (!bucket || bucket.resetAt <= now) {\n' +
  '    16\t    bucket = { count: 0, resetAt: now + config.rateLimit.window * 1000 };\n' +
  '    17\t    buckets.set(key, bucket);\n';

const ok = (file: string, tests: number, ms: number) =>
  ` \x1b[32m✓\x1b[39m ${file} \x1b[2m(${tests} tests)\x1b[22m\x1b[90m ${ms}\x1b[2mms\x1b[22m\x1b[39m\n`;

export const VITEST_OUTPUT =
  `\n\x1b[7m\x1b[1m\x1b[36m RUN \x1b[39m\x1b[22m\x1b[27m \x1b[36mv3.2.4 \x1b[39m\x1b[90m${WORKSPACE}\x1b[39m\n\n` +
  ok('test/config.test.ts', 12, 18) +
  ok('test/rate-limit.test.ts', 6, 1204) +
  ok('test/auth.test.ts', 17, 96) +
  ok('test/routes/users.test.ts', 13, 141) +
  '\n\x1b[2m Test Files \x1b[22m \x1b[1m\x1b[32m4 passed\x1b[39m\x1b[22m\x1b[90m (4)\x1b[39m\n' +
  '\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m48 passed\x1b[39m\x1b[22m\x1b[90m (48)\x1b[39m\n' +
  '\x1b[2m   Duration \x1b[22m 1.87s\x1b[2m (transform 212ms, collect 604ms, tests 1.46s)\x1b[22m\n';

export const FINAL_ANSWER = `All green: **48 tests passed** in 1.9 s, including the limiter tests that failed on CI.

| Test file | Tests | Result | Time |
| --- | ---: | :---: | ---: |
| \`test/config.test.ts\` | 12 | ✅ pass | 18 ms |
| \`test/rate-limit.test.ts\` | 6 | ✅ pass | 1204 ms |
| \`test/auth.test.ts\` | 17 | ✅ pass | 96 ms |
| \`test/routes/users.test.ts\` | 13 | ✅ pass | 141 ms |

The fix, in \`src/middleware/rate-limit.ts\`:

\`\`\`diff
-    bucket = { count: 0, resetAt: now + config.rateLimit.window };
+    bucket = { count: 0, resetAt: now + config.rateLimit.window * 1000 };
\`\`\`

To avoid the next unit mix-up, a helper can make the unit explicit:

\`\`\`ts
export const seconds = (n: number): number => n * 1000;
\`\`\`

Not done: clearing the Vitest cache (you denied it) and the advisory script (blocked by policy).`;

/** The same answer once the reader allowed clearing the cache. */
export const FINAL_ANSWER_CACHE_CLEARED = FINAL_ANSWER.replace(
  'Not done: clearing the Vitest cache (you denied it) and the advisory script (blocked by policy).',
  'Not done: the advisory script (blocked by policy).',
);
