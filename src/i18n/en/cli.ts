// The cli strings in English: help, usage errors and the validate report. Printed byte for byte
// as before the catalogs (tests and scripts compare them), but for the statuses of the report,
// now the app's words ("cut off", not `cut`; --json keeps the codes).

import { countOf, formatInteger } from '../count-of';
import { wordOf } from '../word-of';
import { common } from './common';
import { shell } from './shell';

/**
 * "3 records": the number as printed before the catalogs (no grouping: output compared byte for
 * byte), the noun agreeing with it.
 */
export const counted = (n: number, one: string, other: string) =>
  `${n} ${countOf('en', n, { one, other })}`;

/** The options of serve: in the main help and in serve's own. */
const SERVE_OPTIONS = `  <paths...>           Folders and Trace files: the app opens on the library of every session
                       under them, indexed (--db, as for index) and watched as they grow.
                       Without paths the demo is the start page, and the library of
                       $PENGUIN_HOME (else ~/.penguin/data) is offered when that folder exists
  --db <file>          The library index (default as for index)
  --port <n>           Port to listen on (default 4317; 0 picks a free one)
  --host <addr>        Address to bind (default 127.0.0.1; beyond loopback anyone on the
                       network can read what it serves)
  --allow-host <name>  Also answer to this Host name (repeatable; loopback names and the
                       bound address always are)
  --demo               Serve the built-in demo session (the default)
  --tail <file.jsonl>  Follow a Trace file as it grows
  --proxy <url>        Forward /api to a PenguinHarness server
  --demo-speed <x>     Demo pace, 2 = twice as fast
  --library <url>      Serve the library of a team store (postgres://…), read-only
                       (default $OMNISCOPE_LIBRARY_URL when no other mode is given, which
                       keeps the password out of the shell history and the process list)
`;

export const cli = {
  /** `omniscope help [command]` and `<command> --help`. */
  usage: {
    main: `Usage: omniscope <command> [options]

Commands:
  validate <files...> [options]  Check Trace files (.jsonl) and SSE captures (.sse)
  serve [paths...] [options]     Serve the web app; with paths, the library of their sessions
  redact <files...> --out <dir>  Write copies with likely secrets replaced, and a report
  index <paths...> [--db <file>] Build or refresh the library index of Trace files
  query "<SQL>" [--db <file>]    Run read-only SQL on the library index or a team store
  ingest <paths...> --to <url>   Add Trace files to a team store on PostgreSQL
  open <paths|urls...>           Show Trace files, a folder or a session in the browser
  bundle <paths...> -o <file>    Write one HTML file that shows the session offline
  help [command]                 Show this help

Options for validate:
  --json                 Print the whole report as one JSON object
  --max-diagnostics <n>  Problems shown per file (default 50); --json lists all
  --max-record-mb <n>    Longer Trace lines are skipped with an error (default 64)
  --github               Print GitHub Actions annotations (::error file=…,line=…::…)
  --junit <file>         Also write a JUnit XML report (one test case per file)
  --fail-on <level>      Exit 1 on: error (default), warning, or never

Options for redact:
  --out <dir>            Folder for the redacted copies (inputs are never overwritten)
  --json                 Print the report as one JSON object

Options for index and query:
  --db <file>            The index (default $XDG_CACHE_HOME/omniscope/library.duckdb,
                         else ~/.cache/omniscope/library.duckdb)
  --format <f>           query output: table (default), csv or json
  --library <url>        query a team store on PostgreSQL instead, as a role that may only read
                         (default $OMNISCOPE_LIBRARY_URL unless --db is given)

Options for ingest:
  --to <postgres-url>    The team store (default $OMNISCOPE_DATABASE_URL; the password is
                         never printed)
  --watch                Keep adding what the files gain, every second, until Ctrl+C
  --machine <name>       This machine's name in the store (default the host name)

Options for serve:
${SERVE_OPTIONS}
Global:
  --help, -h           Show this help
  --version            Print the version
  --lang <zh|en>       Language of the output (default from LC_ALL, LC_MESSAGES, LANG)

Exit codes: 0 ok (warnings allowed), 1 errors found or failure, 2 bad usage.
`,
    validate: `Usage: omniscope validate <files...> [--json | --github] [--junit <file>]
                          [--fail-on error|warning|never] [--max-diagnostics <n>]
                          [--max-record-mb <n>]

Reads Trace files (.jsonl; the rotated files of a session and its children's files together),
SSE captures (.sse) and /messages responses (.json) with the same readers and rules as the app.
A .json file holding an array of records is read too, with a warning (Trace files are one record
per line). Other names are sniffed from their first line. A file with no record is a warning.

  --json                 Print the whole report as one JSON object, every diagnostic included
  --max-diagnostics <n>  Problems shown per file (default 50), then only counted
  --max-record-mb <n>    Trace lines longer than this are skipped with an error (default 64)
  --github               Print each problem as a GitHub Actions annotation on its file and line
  --junit <file>         Also write a JUnit XML report: one test case per file, failed when it
                         has a problem at the --fail-on level
  --fail-on <level>      The exit code is 1 when a problem is this severe or more: error (the
                         default), warning, or never
`,
    serve: `Usage: omniscope serve [<paths...> [--db <file>]] [--port <n>] [--host <addr>]
                       [--allow-host <name>]... [--demo] [--tail <file.jsonl>] [--proxy <url>]
                       [--demo-speed <x>] [--library <postgres-url>]

Serves the app: the built-in demo by default; with paths or --library, the library
of their sessions; with --tail, one Trace file as it grows; with --proxy, a PenguinHarness
server's /api same-origin. Ctrl+C stops it.

${SERVE_OPTIONS}`,
    redact: `Usage: omniscope redact <files...> --out <dir> [--json]

Finds likely secrets in every string field of each file (API keys and tokens by secretlint's
recommended rules, JWTs and bearer tokens, unknown tokens by entropy, passwords in commands and
prose, e-mail addresses, home-directory user names), writes each file to <dir> with them replaced
by [REDACTED:<kind>] inside the original text, and reports what was replaced per file, line,
field and kind (never the secret). Trace files, SSE captures and .json responses are scanned; a
line that is not JSON is scanned as text; base64 images are left alone. A file that cannot be
scanned (not a regular file, unknown format) is reported and the exit code is 1.

  --out <dir>  Folder for the redacted copies; inputs are never overwritten
  --json       Print the report as one JSON object
`,
    index: `Usage: omniscope index <paths...> [--db <file>]

Indexes every Trace file (.jsonl) under the folders and files given into the library database
(DuckDB): one row per session with the figures its own page shows, and its requests, tool calls,
messages and events (docs/library.md). Run it again to add what changed: grown files are read
from where the last run stopped (a last line still being written waits for the next run),
rotated files are added and removed ones forgotten. The Trace folders are only read.

  --db <file>  The index (default $XDG_CACHE_HOME/omniscope/library.duckdb,
               else ~/.cache/omniscope/library.duckdb)
`,
    query: `Usage: omniscope query "<SQL>" [--db <file> | --library <postgres-url>] [--format table|csv|json]

Runs SQL on the library index, opened read-only: a statement that would write is refused, as
is one that reads or writes any other file or changes a setting. With --library, on a team
store, in a read-only transaction, as a role that is not a superuser (the password is never
printed).
Tables: files, subagent_pointers, bad_lines, sessions, requests, tool_calls, messages,
events (docs/library.md); records on a team store.

  --db <file>        The index (default as for omniscope index)
  --library <url>    A team store (postgres://…) instead of the index (default
                     $OMNISCOPE_LIBRARY_URL unless --db is given)
  --format <f>       table (default), csv or json
`,
    ingest: `Usage: omniscope ingest <paths...> --to <postgres-url> [--watch] [--machine <name>]

Adds every Trace file (.jsonl) under the folders and files given to a team store on PostgreSQL:
the library index's tables (docs/library.md), filled by the same indexer, from many machines.
Each record is stored once, keyed by machine, file and byte offset, in transactions: an ingest
killed anywhere and run again loses nothing and doubles nothing. A file rewritten in place is
read again. The store's schema is created or migrated on first use.

  --to <postgres-url>  postgres://user:password@host:5432/database (default
                       $OMNISCOPE_DATABASE_URL, which keeps the password out of the process
                       list); the password is never printed
  --watch              Look again every second until Ctrl+C; a pass that fails (the store
                       restarted, the connection dropped) is tried again on a new connection
  --machine <name>     This machine's name in the store (default the host name)
`,
    bundle: `Usage: omniscope bundle <files|folders...> -o <file.html> [--redact]

Writes one HTML file holding the read-only viewer and the session (the Trace files and captures
given, or the .jsonl and .sse files under the folders), compressed. It opens from disk in any
browser and makes no network request: its own Content-Security-Policy forbids every one. Opened
in Omniscope ("Open"), it opens the session inside it.

  -o, --out <file>  The HTML file to write
  --redact          Replace likely secrets first (as omniscope redact does) and say what was
                    replaced
`,
    open: `Usage: omniscope open <files|folders|urls...> [--port <n>]

Serves the app on a free loopback port and opens the default browser at what was given: Trace
files (a session and its children's files together), SSE captures, the .jsonl files under a
folder, Trace URLs, or a PenguinHarness session URL (…/sessions/<id>, reached through the server
as serve --proxy does). The browser is $BROWSER when set, else xdg-open, open or start; the URL is
printed too, to open by hand when no browser can be started (over SSH). Ctrl+C stops it.

  --port <n>  Port to listen on (default 0: a free one)
`,
  },
  errors: {
    redactNeedsOut: 'redact needs --out <dir>',
    redactNeedsFile: 'redact needs at least one file',
    redactSameName: 'two inputs have the same name; redact them into different --out folders',
    indexNeedsInput: 'index needs at least one folder or file',
    ingestNeedsInput: 'ingest needs at least one folder or file',
    ingestNeedsTo: 'ingest needs --to <postgres-url> or OMNISCOPE_DATABASE_URL',
    machineNeedsName: '--machine needs a name',
    queryNeedsSql: 'query needs the SQL to run, in quotes',
    queryOneSql: 'query takes one SQL text; quote it as one argument',
    queryDbIsUrl:
      'query --db takes a local index file, not a URL; a team store is queried with --library <postgres-url>',
    queryDbOrLibrary: 'query reads the index (--db) or a team store (--library), not both',
    formatMustBe: (formats: string) => `--format must be ${formats}`,
    portRange: (got: string) => `--port must be 0-65535, got "${got}"`,
    openNeedsInput: 'open needs a file, a folder or a URL',
    notUrl: (text: string) => `not a URL: "${text}"`,
    sessionUrlAlone: 'a PenguinHarness session URL opens alone, without other arguments',
    bundleNeedsOut: 'bundle needs -o <file.html>',
    bundleNeedsInput: 'bundle needs files or a folder',
    missingCommand: 'missing command',
    unknownCommand: (command: string) => `unknown command "${command}"`,
    lang: (value: string) => `--lang needs zh or en (got "${value}")`,
    unknownOption: (option: string) => `unknown option ${option}`,
    optionTwice: (name: string) => `option --${name} given more than once`,
    optionTakesNoValue: (name: string) => `option --${name} takes no value`,
    optionNeedsValue: (name: string) => `option --${name} needs a value`,
    flagNeeds: (name: string, what: string, got: string) =>
      `--${name} needs ${what} (got "${got}")`,
    wholeNumber: 'a whole number, 0 or more',
    megabytes: 'a number of megabytes above 0',
    failOn: (choices: string, got: string) => `--fail-on needs one of ${choices} (got "${got}")`,
    jsonOrGithub: 'choose one of --json and --github',
    junitNeedsFile: '--junit needs a file',
    validateNeedsFile: 'validate needs at least one file',
  },
  /** The validate report for a terminal. */
  report: {
    error: 'error',
    warning: 'warning',
    more: (file: string, n: number) =>
      `${file}: … and ${counted(n, 'more problem', 'more problems')} (--json lists them all)`,
    recordsInFiles: (records: number, files: number) =>
      `${counted(records, 'record', 'records')} in ${counted(files, 'file', 'files')}`,
    errorsAndWarnings: (errors: number, warnings: number) =>
      `${counted(errors, 'error', 'errors')}, ${counted(warnings, 'warning', 'warnings')}`,
    ok: 'ok',
    failed: 'FAILED',
    childOf: (parent: string) => ` (child of ${parent})`,
    orphanSubagent: ' (subagent; its parent was not given)',
    unnamedSession: '(unnamed session)',
    status: (status: string) => `  status       ${status}`,
    files: (files: string) => `  files        ${files}`,
    records: (n: number) => `  records      ${n}`,
    /** The session's status and a request status's count in the app's words (`cut` is "cut off"). */
    sessionStatus: (status: string) => wordOf(shell.sessionStatus, status),
    requestStatus: (status: string, n: number) => `${n} ${wordOf(common.stopReason, status)}`,
    /** The request statuses counted, joined by `separator`. */
    byStatus: (counts: string) => ` (${counts})`,
    separator: ', ',
    requests: (n: number, byStatus: string) => `  requests     ${n}${byStatus}`,
    retries: (n: number) => `  retries      ${n}`,
    toolCalls: (
      total: number,
      allowed: number,
      denied: number,
      forbidden: number,
      failed: number,
      without: number,
    ) =>
      `  tool calls   ${total} (${allowed} allowed, ${denied} denied, ${forbidden} forbidden, ${failed} failed, ${without} without output)`,
    compactions: (n: number) => `  compactions  ${n}`,
    aborts: (n: number) => `  aborts       ${n}`,
    tokens: (total: number, output: number, cacheRead: number, cacheWrite: number) =>
      `  tokens       ${total} total (${output} output, ${cacheRead} cache read, ${cacheWrite} cache write)`,
    noTokens: '  tokens       -',
    /** The files given lack requests the session's running total counts (a `_002` alone). */
    tokensRead: (total: number, output: number, cacheRead: number, cacheWrite: number) =>
      `  tokens       ${total} total in the requests read (${output} output, ${cacheRead} cache read, ${cacheWrite} cache write)`,
    tokensWhole: (total: number) =>
      `               ${total} in the whole session by its last token_usage`,
  },
  /** What the commands other than validate print. */
  commands: {
    replacedIn: (file: string, n: number) => `${file}: ${formatInteger('en', n)} replaced`,
    finding: (line: number, path: string, start: number, end: number, kind: string, rule: string) =>
      `  line ${line} ${path} [${start}, ${end}) ${kind} (${rule})`,
    findingPieces: (lines: string) =>
      `    one secret cut across streaming fragments: also on lines ${lines}`,
    notUtf8Kept: (file: string, line: number) =>
      `${file}: line ${line}: not valid UTF-8; written byte for byte`,
    notUtf8Rewritten: (file: string, line: number) =>
      `${file}: line ${line}: not valid UTF-8; written as UTF-8, its invalid bytes as U+FFFD, as a secret on it was replaced`,
    writtenTo: (summary: string, out: string) => `${summary}; written to ${out}`,
    nothingWritten: (out: string) => `nothing written to ${out}`,
    notScanned: (error: string) => `not scanned: ${error}`,
    cannotOpen: (file: string, error: string) => `cannot open ${file}: ${error}`,
    olderIndexRebuilt: ' (index of an older version rebuilt)',
    /** index and ingest: what one pass read; `inStore` for the team store, else the local index. */
    passSummary: (
      s: {
        filesRead: number;
        filesUnchanged: number;
        filesRemoved: number;
        records: number;
        badLines: number;
        sessionsUpdated: number;
        sessions: number;
      },
      inStore: boolean,
    ) => {
      // The local index keeps no record, only their figures and texts: it reads them; a store adds.
      const records = inStore
        ? `${counted(s.records, 'record', 'records')} added`
        : `${counted(s.records, 'new record', 'new records')} read`;
      return (
        `  ${counted(s.filesRead, 'file', 'files')} read, ${s.filesUnchanged} unchanged, ${s.filesRemoved} removed\n` +
        `  ${records}, ${counted(s.badLines, 'bad line', 'bad lines')}\n` +
        `  ${counted(s.sessionsUpdated, 'session', 'sessions')} updated, ${counted(s.sessions, 'session', 'sessions')} in the ${inStore ? 'store' : 'index'}\n`
      );
    },
    notRead: (path: string, problem: string, detail: string) =>
      `  not indexed: ${path} (${problem}: ${detail})`,
    /** A file indexed, with something about it to know (a child listed under another parent). */
    noted: (path: string, problem: string, detail: string) =>
      `  note: ${path} (${problem}: ${detail})`,
    indexFailed: (error: string) => `index failed: ${error}`,
    noIndex: (file: string) => `no index at ${file}; build it with omniscope index <folder>`,
    queryFailed: (message: string) => `query failed: ${message}`,
    queryReadOnly: ' (query opens the index read-only; omniscope index is what writes it)',
    queryConfined: ' (query reads the index only: no other file, and no setting can be changed)',
    queryStoreReadOnly:
      ' (query reads a team store in a read-only transaction; omniscope ingest is what writes it)',
    recordsFromFiles: (files: number, records: number) =>
      `records read from ${counted(files, 'Trace file', 'Trace files')} (${counted(records, 'record', 'records')}): the local index keeps none`,
    recordsLeftOut: (files: number) =>
      `${counted(files, 'file has', 'files have')} changed since indexing, their records are left out: run omniscope index`,
    cannotConnect: (error: string) => `cannot connect to ${error}`,
    ingestTarget: (url: string, machine: string) => `${url} (machine ${machine})`,
    ingestFailed: (error: string) => `ingest failed: ${error}`,
    ingestFailedRetrying: (error: string, seconds: number) =>
      `ingest failed: ${error}; trying again in ${counted(seconds, 'second', 'seconds')}`,
    appNotBuilt: (where: string) => `the web app is not built (no ${where}): run \`npm run build\``,
    appNotBuiltShort: 'the web app is not built: run `npm run build`',
    cannotStart: (error: string) => `cannot start the server: ${error}`,
    runningAt: (url: string) => `Omniscope is running at ${url}/`,
    alsoAt: (url: string) => `                  also at ${url}/`,
    exposedWarning:
      'WARNING: listening beyond this machine: anyone who can reach these addresses on the\n' +
      'network can read what it serves (traces, a tailed file, the proxied session) and use it.',
    serving: (what: string) => `Serving: ${what}`,
    pressCtrlC: 'Press Ctrl+C to stop.',
    stopped: 'Omniscope stopped.',
    libraryFromStore: (store: string) => `library from ${store} (read-only)`,
    libraryOf: (paths: string, db: string) => `library of ${paths} (index ${db})`,
    tailing: (file: string) => `tailing ${file}`,
    tailingMissing: (file: string) =>
      `tailing ${file}, which does not exist yet: its records show once it is written`,
    proxying: (url: string) => `proxying /api to ${url}`,
    demo: (speed: number | undefined) =>
      `demo session${speed !== undefined ? ` at ${speed}x speed` : ''}`,
    showingAt: (url: string) => `Omniscope is showing it at\n  ${url}`,
    noBrowser: (why: string) => `No browser could be opened (${why}): open the URL above.`,
    viewerNotBuilt: (where: string) =>
      `the viewer is not built (no ${where}): run \`npm run build\``,
    noTraceFound: 'no Trace file (.jsonl) or capture (.sse) found',
    twoInputsNamed: (name: string) => `two inputs are named ${name}`,
    redacted: (summary: string) => `Redacted: ${summary}`,
    wrote: (out: string, files: number, mb: string) =>
      `Wrote ${out} (${counted(files, 'file', 'files')}, ${mb} MB)`,
  },
};
