// The stream debugger's strings in 简体中文 (terms as in ../shared/GLOSSARY.md): 事件流, 事件检查器,
// 流片段, 时间回溯, 回放; protocol names (SSE, session_meta, request_begin…) stay as they are.

import type { Catalog } from '../en';
import { countOf, formatInteger } from '../count-of';

export const streamDebugger: Catalog['streamDebugger'] = {
  toggle: '事件流',
  toggleShort: '事件流',
  toggleTitle: '事件检查器（i）',
  inspector: '事件检查器',
  resizeInspector: '调整事件检查器的高度',
  resizeTitle: '拖动调整高度；双击恢复默认高度',
  heading: '事件流',
  shownOf: (shown: number, total: number) =>
    `${formatInteger('zh', shown)} / ${formatInteger('zh', total)}`,
  sseComments: (n: number) => countOf('zh', n, { other: '# 条 SSE 注释' }),
  firstKept: (n: number) => `（保留前 ${formatInteger('zh', n)} 条）`,
  selectHint: '选择一个事件，查看它的 JSON 和它改动的行。快捷键：',
  keyInspector: '事件检查器，',
  keyStep: '在时间上后退或前进一个事件。',

  filters: {
    type: '事件类型',
    allTypes: '全部类型',
    session: 'Session',
    allSessions: '全部 Session',
    mainSession: '主 Session',
    search: '搜索事件',
    searchPlaceholder: '搜索 JSON…',
    oneRow: '仅此行的事件 ×',
  },

  columns: {
    sseId: 'SSE ID',
    from: '来源',
    arrived: '到达',
    recordTime: '记录时间',
    bytes: '字节',
    session: 'Session',
    type: '类型',
    row: '行',
  },

  row: {
    sseIdTitle: (id: string) => `SSE ID ${id}`,
    noSseId: '无 SSE ID',
    history: '历史',
    file: '文件',
    fileTitle: (clock: string) => `${clock} 读自文件：文件不记录到达时间`,
    arrivalTitle: '按本查看器时钟的到达时间',
    recordTimeTitle: '记录自带的时间戳',
    bytesTitle: '字节',
    main: '主',
    mainSession: '主 Session',
    itemTitle: '它改动的行',
  },

  detail: {
    event: (n: number) => `事件 ${n}`,
    id: 'ID',
    epoch: '纪元',
    bytes: (n: number) => `${n} 字节`,
  },

  travel: {
    afterEvent: '截至事件',
    backToLive: '回到实时',
    backToEnd: '回到末尾',
  },

  replay: {
    title: '回放',
    play: '播放',
    pause: '暂停',
    step: '单步',
    position: '回放位置',
    speed: '回放速度',
  },

  signs: { crlf: '回车换行', lf: '换行', tab: '制表符' },

  rowTools: {
    events: '事件',
    fragments: '流片段',
  },

  rowLink: {
    fallback: (item: number) => `行 #${item}`,
    title: (item: number) => `在对话中显示此行（条目 #${item}）`,
  },

  itemName: {
    turn: (turn: number) => `第 ${turn} 轮 · `,
    call: (tool: string) => `${tool} 调用`,
    sessionStart: 'Session 开始',
    childSession: '子会话',
    inSession: (session: string) => `（${session}）`,
  },

  fragments: {
    of: '流片段：',
    close: '关闭',
    reading: '正在读取此行的事件…',
    none: '此行没有收到消息内容。',
    part: { text: '文本', thinking: '思考', call: '参数', out: '输出' },
    partHeading: (part: string, summary: string) => `${part}：${summary}`,
    arrivedWhole: (chars: number) =>
      `整条到达，${countOf('zh', chars, { other: '# 个字符' })}，无 delta`,
    deltas: (deltas: number, chars: number) =>
      `${countOf('zh', deltas, { other: '# 个 delta' })}，${countOf('zh', chars, { other: '# 个字符' })}`,
    recordClock: '（时间取自记录时间戳）',
    verdict: {
      match: '片段拼接后与完整消息一致。',
      mismatch: '片段拼接后与完整消息不一致，',
      cut: '流片段未完成：片段之后没有收到完整消息。',
      whole: '整条到达：完整消息之前没有片段。',
    },
    fromCharacter: '自第',
    differs: (pieces: string, complete: string) =>
      ` 个字符起：片段为「${pieces}」，完整消息为「${complete}」。`,
    pauses: (n: number, longestMs: number) =>
      `超过 1 秒的停顿 ${countOf('zh', n, { other: '# 次' })}（最长 ${longestMs} 毫秒）`,
    pieceTitle: (event: number) => `事件 ${event}`,
    pieceAt: (ms: number) => `+${ms} 毫秒`,
  },

  chart: {
    label: (over: string, peak: number) =>
      `${over} 内每秒字符数，峰值每秒 ${formatInteger('zh', peak)} 个字符`,
    unit: '字符/秒',
    zero: '0 秒',
    axis: '距第一个片段的时间',
  },

  compare: {
    name: '事件流对比 Trace',
    toggleTitle: '把这条事件流与其 Session 的 Trace 文件对照：哪里不同',
    beside: '事件流对比 Trace：此事件流对照',
    noOther: '另一个已打开的文档——请同时打开该 Session 的 Trace 文件。',
    pick: '要对比的 Trace',
    close: '关闭',
    docKind: { stream: '事件流', 'Trace files': 'Trace 文件' },
    sessionsDiffer: (a: string, b: string) =>
      `这是两个不同的 Session（${a} 和 ${b}）：大多数记录都会不同。请选择此事件流所属 Session 的 Trace 文件。`,
    summary: (matched: number, unexpected: number, known: number) =>
      `${matched} 条记录相同且顺序一致；${
        unexpected === 0 ? '没有意外差异' : `${unexpected} 处意外差异`
      }${known > 0 ? `，${known} 处已知的生产端行为（§12）` : ''}。`,
    kind: {
      'stream-only': '仅在此事件流中',
      'trace-only': '仅在 Trace 中',
      'different-content': '内容不同',
      'different-order': '顺序不同',
    },
    expected: '预期内',
    inSession: (session: string) => `位于 ${session}`,
    streamEvent: (n: number) => `事件流第 ${n} 个事件`,
    traceRecord: 'Trace 记录',
    more: (n: number) => `… 另有 ${countOf('zh', n, { other: '# 处差异' })}。`,
    known: {
      'main-session-meta': '主 Session 的实时事件流从不发送 session_meta（§9）。',
      'rotated-head': '轮转后的 Trace 文件会重新以 session_meta 和 tool_list_ready 开头（§12）。',
      'context-summary':
        '轮转后的 Trace 文件开头的 [context_summary] 用户文本不会出现在事件流中（§12）。',
      'compaction-request-bounds':
        '压缩请求的 request_begin/request_end 只出现在 Trace 中（§12）。',
      'compaction-summary': '压缩摘要以 partial_text 流式发送，之后没有完整的 text（§12）。',
      'compaction-request':
        '压缩请求（它的 request_begin/request_end 及其自身消息）只出现在 Trace 中（§12）。',
      'child-announced':
        '事件流用 session_created 和子会话自己的 session_meta 宣告子会话（§7、§12）；subagent 指针写入 Trace。',
      'user-echo': (sender: string) =>
        `服务器的 /stream 会回显用户输入（sender ${sender}）（§12）。`,
    },
    contentDiff: {
      payloads: 'payload 不同：',
      field: (field: string) => `${field} 不同：`,
      onlyStream: '仅在事件流中',
      onlyTrace: '仅在 Trace 中',
      tooMany: '（改动太多，只列出第一处）',
      alike: (n: number) => `… ${countOf('zh', n, { other: '# 个字符' })}相同 …`,
    },
  },
};
