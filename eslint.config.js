import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import noUiLiterals from './eslint-rules/no-ui-literals.js';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** Import bans that keep the layers apart (README, "How it is built"). */
function banned(...groups) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: groups.map(([group, message]) => ({ group, message })),
        paths: groups.flatMap(([, message, names = []]) =>
          names.map((name) => ({ name, message })),
        ),
      },
    ],
  };
}
const NO_TEST_CODE = [
  ['**/e2e/**', '**/test-support/**', '**/test/**'],
  'Production code never imports tests or their support.',
];
const NO_NODE_SIDE = [
  ['**/server/**', '**/cli/**', 'node:*'],
  'src/ runs in the browser: Node code lives in cli/ and server/.',
];
const NO_UI = [
  ['**/ui/**', '**/live/**', '**/docs/**', 'react/*', 'react-dom/*'],
  'protocol/, ingest/, net/, store/, search/, redact/, context/, timeline/, cost/, runs-compare/ and library/ are pure: no UI, live wiring or React (zustand/vanilla is fine).',
  ['react', 'react-dom', 'zustand'],
];
const NO_INGEST = [
  ['**/ingest/**', '**/net/**'],
  'The reducer does not know where input comes from: shared types live in protocol/.',
];
const NO_NET = [
  ['**/net/**'],
  'ingest/ turns bytes into envelopes; what talks to a network lives in net/ and is wired in live/.',
];
const NO_STORE = [
  ['**/store/**'],
  'net/ talks to servers and hands back what they said; the store is fed by live/.',
];
const ONLY_PROTOCOL = [
  ['../*', '../*/**', '!../problems', '!../problems/reading-problem'],
  'protocol/ is the bottom layer: it imports nothing but itself and the problem codes it reports.',
];
/**
 * What the page reads of a trace, it asks by name (docs/trace-views.ts) so that the trace can
 * move beside the parser (issue 26, item 1): only the facade reads the whole state.
 */
const WHOLE_TRACE_READERS = ['src/ui/trace-context.tsx'];
const TRACE_READ =
  'Ask the trace a named question (useTraceView, useDocTraceView or askerOf; docs/trace-views.ts): only ui/trace-context.tsx reads the whole state.';
const TRACE_READS = [
  "MemberExpression[property.name='trace'][object.type='CallExpression'][object.callee.property.name='getState']",
  "VariableDeclarator[init.callee.property.name='getState'] > ObjectPattern > Property[key.name='trace']",
  // A selector's state, as every store selector of ui/ names it.
  "MemberExpression[property.name='trace'][object.type='Identifier'][object.name=/^(s|state)$/]",
  "CallExpression[callee.name='useStore'][arguments.0.property.name='store']",
].map((selector) => ({ selector, message: TRACE_READ }));
const NO_E2E = [['**/e2e/**'], 'Unit tests use the shared test toolkit, not the browser specs.'];
const NO_TOOLKIT_USERS = [
  ['**/e2e/**', '**/bench/**'],
  'The test toolkit (test/) serves unit tests, e2e and the bench; it imports none of them.',
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-node/**',
      'dist-bench/**',
      'node_modules/**',
      'test-results*/**',
      'playwright-report/**',
      'fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Environments: each folder sees only the globals of where it runs.
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  { files: ['src/**/*.worker.ts'], languageOptions: { globals: globals.worker } },
  {
    files: ['cli/**', 'server/**', 'scripts/**', 'bin/**', '*.config.{js,ts}', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**', 'bench/**', ...TESTS],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Every word a reader sees comes from the catalogs (src/i18n), in both languages.
  {
    files: ['src/ui/**/*.tsx'],
    ignores: TESTS,
    plugins: { omniscope: { rules: { 'no-ui-literals': noUiLiterals } } },
    rules: { 'omniscope/no-ui-literals': 'error' },
  },
  // Layers.
  { files: ['src/**'], ignores: TESTS, rules: banned(NO_TEST_CODE, NO_NODE_SIDE) },
  {
    files: [
      'src/protocol/**',
      'src/ingest/**',
      'src/store/**',
      'src/search/**',
      'src/redact/**',
      'src/context/**',
      'src/timeline/**',
      'src/cost/**',
      'src/runs-compare/**',
      'src/library/**',
    ],
    // Stores of the UI that still sit in store/ until the document runtime takes them over.
    ignores: [...TESTS, 'src/store/view-store.ts', 'src/store/derive/navigation.ts'],
    rules: banned(NO_TEST_CODE, NO_NODE_SIDE, NO_UI),
  },
  {
    files: ['src/store/**'],
    ignores: [...TESTS, 'src/store/view-store.ts', 'src/store/derive/navigation.ts'],
    rules: banned(NO_TEST_CODE, NO_NODE_SIDE, NO_UI, NO_INGEST),
  },
  {
    files: ['src/ingest/**'],
    ignores: TESTS,
    rules: banned(NO_TEST_CODE, NO_NODE_SIDE, NO_UI, NO_NET),
  },
  {
    files: ['src/protocol/**'],
    ignores: TESTS,
    rules: banned(NO_TEST_CODE, NO_NODE_SIDE, ONLY_PROTOCOL),
  },
  {
    files: ['src/net/**'],
    ignores: TESTS,
    rules: banned(NO_TEST_CODE, NO_NODE_SIDE, NO_UI, NO_STORE),
  },
  // Network clients are built in live/ (connections, the server browser's store) and docs/; the UI
  // subscribes to those and may name net/ types, and the refusal vocabulary it words.
  {
    files: ['src/ui/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/net/**', '!**/net/penguin-errors'],
              allowTypeImports: true,
              message: 'ui/ does not build network clients: live/ does, the UI subscribes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    ignores: [...TESTS, ...WHOLE_TRACE_READERS],
    rules: { 'no-restricted-syntax': ['error', ...TRACE_READS] },
  },
  { files: ['cli/**', 'server/**'], ignores: TESTS, rules: banned(NO_TEST_CODE) },
  { files: ['src/**/*.test.ts', 'src/**/*.test.tsx'], rules: banned(NO_E2E) },
  { files: ['test/**'], rules: banned(NO_TOOLKIT_USERS) },
);
