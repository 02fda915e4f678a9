// The cli strings in 简体中文 (terms as in ../shared/GLOSSARY.md). Options, commands, file
// extensions, table names and environment variables stay as typed.

import type { Catalog } from '../en';
import { countOf, formatInteger } from '../count-of';
import { common } from './common';
import { shell } from './shell';
import { wordOf } from '../word-of';

const counted = (n: number, unit: string) => countOf('zh', n, { other: `# ${unit}` });

/** The options of serve: in the main help and in serve's own. */
const SERVE_OPTIONS = `  <路径...>            文件夹和 Trace 文件：应用打开时显示其中所有 Session 的会话库，
                       已建立索引（--db，同 index），并随文件增长而更新。
                       不给路径时，起始页是演示；若 $PENGUIN_HOME（否则 ~/.penguin/data）
                       文件夹存在，也会提供其中的会话库
  --db <文件>          会话库索引（默认同 index）
  --port <n>           监听端口（默认 4317；0 表示任选空闲端口）
  --host <地址>        绑定地址（默认 127.0.0.1；绑定到回环以外的地址时，网络上的
                       任何人都能读取它提供的内容）
  --allow-host <名称>  也响应此 Host 名称（可重复；回环名称和绑定地址总是响应）
  --demo               提供内置的演示 Session（默认）
  --tail <file.jsonl>  随 Trace 文件增长而跟随它
  --proxy <url>        把 /api 转发到 PenguinHarness 服务器
  --demo-speed <x>     演示速度，2 表示两倍速
  --library <url>      以只读方式提供团队存储（postgres://…）的会话库
                       （未指定其他模式时默认为 $OMNISCOPE_LIBRARY_URL，可避免密码出现在
                       shell 历史和进程列表中）
`;

export const cli: Catalog['cli'] = {
  usage: {
    main: `用法：omniscope <命令> [选项]

命令：
  validate <文件...> [选项]      检查 Trace 文件（.jsonl）和 SSE 捕获（.sse）
  serve [路径...] [选项]         提供 Web 应用；给出路径时，提供其中 Session 的会话库
  redact <文件...> --out <目录>  写出替换了疑似密钥的副本，并给出报告
  index <路径...> [--db <文件>]  建立或刷新 Trace 文件的会话库索引
  query "<SQL>" [--db <文件>]    在会话库索引或团队库上运行只读 SQL
  ingest <路径...> --to <url>    把 Trace 文件加入 PostgreSQL 上的团队存储
  open <路径|url...>             在浏览器中显示 Trace 文件、文件夹或 Session
  bundle <路径...> -o <文件>     写出一个可离线查看 Session 的 HTML 文件
  help [命令]                    显示本帮助

validate 的选项：
  --json                 把整份报告输出为一个 JSON 对象
  --max-diagnostics <n>  每个文件显示的问题数（默认 50）；--json 列出全部
  --max-record-mb <n>    更长的 Trace 行会被跳过并报错（默认 64）
  --github               输出 GitHub Actions 注解（::error file=…,line=…::…）
  --junit <文件>         另外写出 JUnit XML 报告（每个文件一个测试用例）
  --fail-on <级别>       在此级别时以 1 退出：error（默认）、warning 或 never

redact 的选项：
  --out <目录>           存放脱敏副本的文件夹（从不覆盖输入文件）
  --json                 把报告输出为一个 JSON 对象

index 和 query 的选项：
  --db <文件>            索引文件（默认 $XDG_CACHE_HOME/omniscope/library.duckdb，
                         否则 ~/.cache/omniscope/library.duckdb）
  --format <f>           query 的输出格式：table（默认）、csv 或 json
  --library <url>        改为查询 PostgreSQL 上的团队库（以只读角色；未给 --db 时默认为
                         $OMNISCOPE_LIBRARY_URL）

ingest 的选项：
  --to <postgres-url>    团队存储（默认 $OMNISCOPE_DATABASE_URL；从不输出密码）
  --watch                持续加入文件新增的内容，每秒一次，直到按 Ctrl+C
  --machine <名称>       本机在存储中的名称（默认主机名）

serve 的选项：
${SERVE_OPTIONS}
全局：
  --help, -h           显示本帮助
  --version            显示版本号
  --lang <zh|en>       输出语言（默认按 LC_ALL、LC_MESSAGES、LANG）

退出码：0 正常（允许有警告），1 发现错误或失败，2 用法错误。
`,
    validate: `用法：omniscope validate <文件...> [--json | --github] [--junit <文件>]
                          [--fail-on error|warning|never] [--max-diagnostics <n>]
                          [--max-record-mb <n>]

用与应用相同的读取器和规则读取 Trace 文件（.jsonl；一个 Session 的轮转文件及其子会话文件
一起读取）、SSE 捕获（.sse）和 /messages 响应（.json）。内容为记录数组的 .json 文件也会
读取，但给出警告（Trace 文件应每行一条记录）。其他文件名按第一行判断格式。没有记录的文件
给出警告。

  --json                 把整份报告输出为一个 JSON 对象，包含全部诊断
  --max-diagnostics <n>  每个文件显示的问题数（默认 50），其余只计数
  --max-record-mb <n>    长于此值的 Trace 行会被跳过并报错（默认 64）
  --github               把每个问题输出为其文件和行上的 GitHub Actions 注解
  --junit <文件>         另外写出 JUnit XML 报告：每个文件一个测试用例，有达到 --fail-on
                         级别的问题时失败
  --fail-on <级别>       有问题达到此严重程度时退出码为 1：error（默认）、warning 或
                         never
`,
    serve: `用法：omniscope serve [<路径...> [--db <文件>]] [--port <n>] [--host <地址>]
                       [--allow-host <名称>]... [--demo] [--tail <file.jsonl>] [--proxy <url>]
                       [--demo-speed <x>] [--library <postgres-url>]

提供应用：默认是内置演示；给出路径或 --library 时，提供其中 Session 的会话库；
--tail 时，随 Trace 文件增长而跟随它；--proxy 时，以同源方式转发 PenguinHarness 服务器的 /api。
按 Ctrl+C 停止。

${SERVE_OPTIONS}`,
    redact: `用法：omniscope redact <文件...> --out <目录> [--json]

在每个文件的所有字符串字段中查找疑似密钥（按 secretlint 推荐规则识别的 API 密钥和令牌、JWT
和 Bearer 令牌、按熵识别的未知令牌、命令和文字中的密码、电子邮件地址、主目录中的用户名），
把每个文件写到 <目录>，在原文中把它们替换为 [REDACTED:<类型>]，并按文件、行、字段和类型报告
替换了什么（从不输出密钥本身）。会扫描 Trace 文件、SSE 捕获和 .json 响应；不是 JSON 的行
按文本扫描；base64 图片保持不变。无法扫描的文件（不是普通文件、格式未知）会被报告，退出码
为 1。

  --out <目录>  存放脱敏副本的文件夹；从不覆盖输入文件
  --json        把报告输出为一个 JSON 对象
`,
    index: `用法：omniscope index <路径...> [--db <文件>]

把给出的文件夹和文件下的每个 Trace 文件（.jsonl）加入会话库数据库（DuckDB）的索引：每个
Session 一行，带有其页面显示的数据，以及它的请求、工具调用、消息和事件（docs/library.md）。
再次运行会加入变化的部分：增长的文件从上次停止处继续读取（仍在写入的最后一行等下次运行），
加入轮转出的新文件，忘掉已删除的文件。Trace 文件夹只读不写。

  --db <文件>  索引文件（默认 $XDG_CACHE_HOME/omniscope/library.duckdb，
               否则 ~/.cache/omniscope/library.duckdb）
`,
    query: `用法：omniscope query "<SQL>" [--db <文件> | --library <postgres-url>] [--format table|csv|json]

在以只读方式打开的会话库索引上运行 SQL：会写入的语句会被拒绝，读写其他文件或更改设置的
语句也会被拒绝。使用 --library 时，在团队库上以只读事务、非超级用户角色运行（密码从不
打印）。
表：files、subagent_pointers、bad_lines、sessions、requests、tool_calls、messages、
events（docs/library.md）；团队库另有 records。

  --db <文件>        索引文件（默认同 omniscope index）
  --library <url>    团队库（postgres://…），代替索引（未给 --db 时默认为
                     $OMNISCOPE_LIBRARY_URL）
  --format <f>       table（默认）、csv 或 json
`,
    ingest: `用法：omniscope ingest <路径...> --to <postgres-url> [--watch] [--machine <名称>]

把给出的文件夹和文件下的每个 Trace 文件（.jsonl）加入 PostgreSQL 上的团队存储：与会话库索引
相同的表（docs/library.md），由同一个索引器从多台机器填充。每条记录按机器、文件和字节偏移
只存一次，在事务中写入：ingest 在任何时刻被中止后再次运行，既不丢失也不重复。被原地重写的
文件会重新读取。存储的表结构在首次使用时创建或迁移。

  --to <postgres-url>  postgres://user:password@host:5432/database（默认
                       $OMNISCOPE_DATABASE_URL，可避免密码出现在进程列表中）；
                       从不输出密码
  --watch              每秒查看一次，直到按 Ctrl+C；某次失败（数据库重启、连接断开）时
                       以新连接重试
  --machine <名称>     本机在存储中的名称（默认主机名）
`,
    bundle: `用法：omniscope bundle <文件|文件夹...> -o <file.html> [--redact]

写出一个 HTML 文件，压缩存放只读查看器和 Session（给出的 Trace 文件和捕获，或文件夹下的
.jsonl 和 .sse 文件）。它可以在任何浏览器中从磁盘打开，不发出任何网络请求：它自己的
Content-Security-Policy 禁止一切请求。在 Omniscope 中打开（「打开」）时，会打开其中的
Session。

  -o, --out <文件>  要写出的 HTML 文件
  --redact          先替换疑似密钥（同 omniscope redact），并说明替换了什么
`,
    open: `用法：omniscope open <文件|文件夹|url...> [--port <n>]

在一个空闲的回环端口上提供应用，并用默认浏览器打开给出的内容：Trace 文件（一个 Session 及
其子会话的文件一起）、SSE 捕获、文件夹下的 .jsonl 文件、Trace URL，或 PenguinHarness 的
Session URL（…/sessions/<id>，像 serve --proxy 一样经由服务器访问）。浏览器为 $BROWSER
（若已设置），否则为 xdg-open、open 或 start；URL 也会输出，以便在无法启动浏览器时（经由
SSH）手动打开。按 Ctrl+C 停止。

  --port <n>  监听端口（默认 0：任选空闲端口）
`,
  },
  errors: {
    redactNeedsOut: 'redact 需要 --out <dir>',
    redactNeedsFile: 'redact 至少需要一个文件',
    redactSameName: '有两个输入同名；请把它们脱敏到不同的 --out 文件夹',
    indexNeedsInput: 'index 至少需要一个文件夹或文件',
    ingestNeedsInput: 'ingest 至少需要一个文件夹或文件',
    ingestNeedsTo: 'ingest 需要 --to <postgres-url> 或 OMNISCOPE_DATABASE_URL',
    machineNeedsName: '--machine 需要一个名称',
    queryNeedsSql: 'query 需要要运行的 SQL（用引号括起来）',
    queryOneSql: 'query 只接受一段 SQL；请用引号括成一个参数',
    queryDbIsUrl:
      'query --db 接受本地索引文件，而不是 URL；查询团队库请用 --library <postgres-url>',
    queryDbOrLibrary: 'query 读取索引（--db）或团队库（--library），不能同时使用',
    formatMustBe: (formats: string) => `--format 只能是 ${formats}`,
    portRange: (got: string) => `--port 必须在 0-65535 之间，收到的是「${got}」`,
    openNeedsInput: 'open 需要一个文件、文件夹或 URL',
    notUrl: (text: string) => `不是 URL：「${text}」`,
    sessionUrlAlone: 'PenguinHarness 会话 URL 只能单独打开，不能带其他参数',
    bundleNeedsOut: 'bundle 需要 -o <file.html>',
    bundleNeedsInput: 'bundle 需要文件或文件夹',
    missingCommand: '缺少命令',
    unknownCommand: (command: string) => `未知命令「${command}」`,
    lang: (value: string) => `--lang 只能是 zh 或 en（收到「${value}」）`,
    unknownOption: (option: string) => `未知选项 ${option}`,
    optionTwice: (name: string) => `选项 --${name} 给出了多次`,
    optionTakesNoValue: (name: string) => `选项 --${name} 不接受值`,
    optionNeedsValue: (name: string) => `选项 --${name} 需要一个值`,
    flagNeeds: (name: string, what: string, got: string) =>
      `--${name} 需要${what}（收到「${got}」）`,
    wholeNumber: '一个不小于 0 的整数',
    megabytes: '一个大于 0 的兆字节数',
    failOn: (choices: string, got: string) => `--fail-on 只能是 ${choices} 之一（收到「${got}」）`,
    jsonOrGithub: '--json 和 --github 只能选一个',
    junitNeedsFile: '--junit 需要一个文件',
    validateNeedsFile: 'validate 至少需要一个文件',
  },
  report: {
    error: '错误',
    warning: '警告',
    more: (file: string, n: number) =>
      `${file}：…… 还有 ${counted(n, '个问题')}（--json 会全部列出）`,
    recordsInFiles: (records: number, files: number) =>
      `${counted(files, '个文件')}中共 ${counted(records, '条记录')}`,
    errorsAndWarnings: (errors: number, warnings: number) =>
      `${counted(errors, '个错误')}，${counted(warnings, '个警告')}`,
    ok: '通过',
    failed: '失败',
    childOf: (parent: string) => `（${parent} 的子会话）`,
    orphanSubagent: '（子会话；未给出其父 Session）',
    unnamedSession: '（未命名 Session）',
    status: (status: string) => `  状态       ${status}`,
    files: (files: string) => `  文件       ${files}`,
    records: (n: number) => `  记录       ${n}`,
    sessionStatus: (status: string) => wordOf(shell.sessionStatus, status),
    requestStatus: (status: string, n: number) => `${wordOf(common.stopReason, status)} ${n}`,
    byStatus: (counts: string) => `（${counts}）`,
    separator: '，',
    requests: (n: number, byStatus: string) => `  请求       ${n}${byStatus}`,
    retries: (n: number) => `  重试       ${n}`,
    toolCalls: (
      total: number,
      allowed: number,
      denied: number,
      forbidden: number,
      failed: number,
      without: number,
    ) =>
      `  工具调用   ${total}（已批准 ${allowed}，已拒绝 ${denied}，禁止 ${forbidden}，失败 ${failed}，无输出 ${without}）`,
    compactions: (n: number) => `  压缩次数   ${n}`,
    aborts: (n: number) => `  中断       ${n}`,
    tokens: (total: number, output: number, cacheRead: number, cacheWrite: number) =>
      `  Token      共 ${total}（输出 ${output}，缓存读取 ${cacheRead}，缓存写入 ${cacheWrite}）`,
    noTokens: '  Token      -',
    tokensRead: (total: number, output: number, cacheRead: number, cacheWrite: number) =>
      `  Token      已读取的请求中共 ${total}（输出 ${output}，缓存读取 ${cacheRead}，缓存写入 ${cacheWrite}）`,
    tokensWhole: (total: number) => `             按最后一条 token_usage，整个 Session 共 ${total}`,
  },
  commands: {
    replacedIn: (file: string, n: number) => `${file}：替换了 ${formatInteger('zh', n)} 处`,
    finding: (line: number, path: string, start: number, end: number, kind: string, rule: string) =>
      `  第 ${line} 行 ${path} [${start}, ${end}) ${kind}（${rule}）`,
    findingPieces: (lines: string) => `    同一个密钥被切分在多个流式片段中：另见第 ${lines} 行`,
    notUtf8Kept: (file: string, line: number) =>
      `${file}：第 ${line} 行：不是有效的 UTF-8，按原字节写出`,
    notUtf8Rewritten: (file: string, line: number) =>
      `${file}：第 ${line} 行：不是有效的 UTF-8；因替换了其中的密钥，该行按 UTF-8 写出，无效字节写作 U+FFFD`,
    writtenTo: (summary: string, out: string) => `${summary}；已写入 ${out}`,
    nothingWritten: (out: string) => `没有写入 ${out} 任何文件`,
    notScanned: (error: string) => `未扫描：${error}`,
    cannotOpen: (file: string, error: string) => `无法打开 ${file}：${error}`,
    olderIndexRebuilt: '（旧版本的索引已重建）',
    passSummary: (s, inStore) =>
      `  读取 ${counted(s.filesRead, '个文件')}，未变 ${s.filesUnchanged} 个，移除 ${s.filesRemoved} 个\n` +
      `  ${inStore ? `新增 ${counted(s.records, '条记录')}` : `读取 ${counted(s.records, '条新记录')}`}，${counted(s.badLines, '个坏行')}\n` +
      `  更新 ${counted(s.sessionsUpdated, '个 Session')}，${inStore ? '团队库' : '索引'}中共 ${counted(s.sessions, '个 Session')}\n`,
    notRead: (path: string, problem: string, detail: string) =>
      `  未索引：${path}（${problem}：${detail}）`,
    noted: (path: string, problem: string, detail: string) =>
      `  注意：${path}（${problem}：${detail}）`,
    indexFailed: (error: string) => `索引失败：${error}`,
    noIndex: (file: string) => `${file} 处没有索引；请先用 omniscope index <folder> 建立`,
    queryFailed: (message: string) => `查询失败：${message}`,
    queryReadOnly: '（query 以只读方式打开索引；写入索引的是 omniscope index）',
    queryConfined: '（query 只读取索引：不能读写其他文件，也不能更改设置）',
    queryStoreReadOnly: '（query 以只读事务读取团队库；写入团队库的是 omniscope ingest）',
    recordsFromFiles: (files: number, records: number) =>
      `记录读自 ${counted(files, '个 Trace 文件')}（${counted(records, '条记录')}）：本地索引不保存记录`,
    recordsLeftOut: (files: number) =>
      `${counted(files, '个文件')}在索引后已改变，其记录未列入：请运行 omniscope index`,
    cannotConnect: (error: string) => `无法连接到 ${error}`,
    ingestTarget: (url: string, machine: string) => `${url}（机器 ${machine}）`,
    ingestFailed: (error: string) => `导入失败：${error}`,
    ingestFailedRetrying: (error: string, seconds: number) =>
      `导入失败：${error}；${counted(seconds, '秒')}后重试`,
    appNotBuilt: (where: string) => `网页应用尚未构建（没有 ${where}）：请运行 \`npm run build\``,
    appNotBuiltShort: '网页应用尚未构建：请运行 `npm run build`',
    cannotStart: (error: string) => `无法启动服务器：${error}`,
    runningAt: (url: string) => `Omniscope 运行于 ${url}/`,
    alsoAt: (url: string) => `          也可访问 ${url}/`,
    exposedWarning:
      '警告：正在监听本机以外的地址：网络上能访问这些地址的任何人，\n' +
      '都能读取并使用它提供的内容（Trace、跟踪的文件、代理的会话）。',
    serving: (what: string) => `提供：${what}`,
    pressCtrlC: '按 Ctrl+C 停止。',
    stopped: 'Omniscope 已停止。',
    libraryFromStore: (store: string) => `来自 ${store} 的会话库（只读）`,
    libraryOf: (paths: string, db: string) => `${paths} 的会话库（索引 ${db}）`,
    tailing: (file: string) => `跟踪 ${file}`,
    tailingMissing: (file: string) => `跟踪 ${file}，该文件尚不存在：写入后即显示其记录`,
    proxying: (url: string) => `将 /api 代理到 ${url}`,
    demo: (speed: number | undefined) =>
      `演示会话${speed !== undefined ? `（${speed} 倍速）` : ''}`,
    showingAt: (url: string) => `Omniscope 正在显示：\n  ${url}`,
    noBrowser: (why: string) => `无法打开浏览器（${why}）：请手动打开上面的地址。`,
    viewerNotBuilt: (where: string) => `查看器尚未构建（没有 ${where}）：请运行 \`npm run build\``,
    noTraceFound: '没有找到 Trace 文件（.jsonl）或 SSE 捕获（.sse）',
    twoInputsNamed: (name: string) => `有两个输入都叫 ${name}`,
    redacted: (summary: string) => `已脱敏：${summary}`,
    wrote: (out: string, files: number, mb: string) =>
      `已写入 ${out}（${counted(files, '个文件')}，${mb} MB）`,
  },
};
