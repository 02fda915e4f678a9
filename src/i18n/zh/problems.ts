// The problems strings in 简体中文 (terms as in ../shared/GLOSSARY.md). Protocol field names, event
// types and values quoted from the file stay as written.

import type { Catalog } from '../en';
import { countOf, formatInteger } from '../count-of';
import { jsonFaultInChinese } from './json-fault';

export const problems: Catalog['problems'] = {
  panel: {
    label: '问题',
    reading: '读取',
    protocol: '协议',
    approvals: '审批',
    repeats: '重复调用',
    noRepeat: '没有参数相同且结果相同的重复工具调用。',
    repeatSame: (ordinal: number) =>
      `本轮次中以相同参数第 ${ordinal} 次调用此工具，状态和输出与上一次相同：`,
    close: '关闭问题面板',
    everyLineRead: '每一行都已读取。',
    noRuleBroken: '没有违反任何协议规则。',
    more: (more: string) => `还有 ${more} 条`,
    moreOfTotal: (more: string, total: string) => `还有 ${more} 条（共 ${total} 条）`,
    event: (event: string) => `事件 ${event}`,
    inSession: (session: string) => `位于 ${session}`,
  },
  count: {
    title: '输入中的问题：格式错误的行与违反协议之处（失败的请求在摘要中计为失败或重试）',
    errors: (n: number) => countOf('zh', n, { other: '# 个错误' }),
    warnings: (n: number) => countOf('zh', n, { other: '# 个警告' }),
  },
  severity: { error: '错误', warning: '警告' },
  got: {
    missing: '缺失',
    null: '空值（null）',
    array: '数组',
    string: '字符串',
    number: '数字',
    boolean: '布尔值',
    object: '对象',
    other: '其他值',
  },
  want: {
    string: '字符串',
    stringOrNull: '字符串或 null',
    number: '数字',
    numberOrString: '数字或字符串',
    object: '对象',
    array: '数组',
    strings: '字符串数组',
    tools: '工具数组',
    tokenCounts: 'Token 计数对象',
  },
  reasons: {
    recordNotObject: (got: string) => `记录应为 JSON 对象，实际为${got}`,
    serverEventNotObject: (got: string) => `服务器事件应为 JSON 对象，实际为${got}`,
    fieldMistyped: (field: string, want: string, got: string) =>
      `字段 ${field} 应为${want}，实际为${got}`,
    fieldMustBe: (field: string, want: string) => `字段 ${field} 应为${want}`,
    metaFieldMissing: (field: string) => `session_meta 缺少必填字段 ${field}：其余字段已保留`,
    fieldMissing: (field: string) => `缺少必填字段 ${field}`,
    envelopeTypeUnknown: (type: string) =>
      `字段 type 应为 session_meta、model_msg 或 event_msg，实际为「${type}」`,
    payloadTypeMisplaced: (payloadType: string, envelope: string) =>
      `payload.type「${payloadType}」不能出现在 ${envelope} 中`,
    payloadTypeUnknown: (payloadType: string, envelope: string) =>
      `未知的 ${envelope} payload.type「${payloadType}」，按 JSON 显示`,
    valueUnknown: (value: string, field: string, expected: string) =>
      `${field} 的值「${value}」未知（应为 ${expected}）`,
    serverEventMessage: (type: string, message: string) => `服务器事件「${type}」：${message}`,
    toolCallInvalid: (problem: string) => `toolCall：${problem}`,
    toolCallNotToolCall: '字段 toolCall 应为 tool_call 信封',
    invalidJson: (detail: string) => `JSON 无效：${jsonFaultInChinese(detail)}`,
    recordTooLarge: (size: string, limit: string) => `记录过大（${size}，上限 ${limit}），已跳过`,
    recordTooDeep: '记录嵌套过深，无法传给页面，已跳过',
    lastLineIncomplete: '最后一行不完整（文件在写入时被截断？）',
    lastEventIncomplete: '最后一个事件不完整（捕获在写入时被截断？）',
    sseSyntax: (detail: string) => `SSE 语法：${detail}`,
    sseUnknownName: (name: string) => `未知的 SSE 事件名「${name}」，作为未知服务器事件保留`,
    sseUnknownNameText: (name: string) =>
      `未知的 SSE 事件名「${name}」，作为未知服务器事件保留（其数据不是 JSON，按文本保留）`,
    sseEventWithoutId: (index: number, problem: string) => `事件 #${index}（无 id）：${problem}`,
    utf16: (endian: string, bom: string, from: string) =>
      `文件是 UTF-16（${endian}，${bom}），不是 UTF-8，未读取；请先转换，例如 iconv -f ${from} -t UTF-8`,
    littleEndian: '小端序',
    bigEndian: '大端序',
    withBom: '带字节顺序标记',
    withoutBom: '不带字节顺序标记',
    firstNotSessionMeta: (record: string) =>
      `第一条记录是 ${record}，不是 session_meta：Trace 文件以 session_meta 开头（文件开头可能缺失）`,
    tracePartials: 'Trace 文件不应包含 partial 记录（按原样保留）',
    traceOrigin: 'Trace 文件中出现 origin 字段：Trace 文件不含子会话消息（按原样保留）',
    traceRuleRepeated: (rule: string, more: number) =>
      `${rule}：首次之后还有 ${countOf('zh', more, { other: '# 条记录' })}`,
    eventTooLarge: (size: number, after: string, limit: number) =>
      `事件过大：id ${after} 之后的 ${formatInteger('zh', size)} 字节，超过 ${formatInteger('zh', limit)} 字节上限，已丢弃`,
    noIdYet: '（无：第一个事件）',
    idNotResumable: (why: string, after: string) =>
      `SSE id 无法用于续传（${why}）：重连时将从${after}续传`,
    idTooLong: (length: number, limit: number) =>
      `${formatInteger('zh', length)} 个字符，超过请求头可容纳的 ${formatInteger('zh', limit)} 个`,
    idUnsendableCharacter: '含有请求头无法原样携带的字符',
    idSpacesAtEnds: '首尾有空格，请求头会将其去掉',
    resumeFromStart: '头',
    resumeAfterId: (id: string) => ` id ${id} 之后`,
    historyRecordInvalid: (list: string, index: number, problem: string) =>
      `${list}[${index}]：${problem}`,
    historyUnavailable: (detail: string) => `历史记录不可用：${detail}`,
    resyncWithoutHistory: '服务器要求重新同步，但此来源没有可重新获取的历史记录：可能缺少事件',
    failed: (detail: string) => `失败：${detail}`,
    cannotRead: (detail: string) => `无法读取：${detail}`,
    notARegularFile: '无法读取：不是普通文件',
    unknownFormat: '未知格式：既不是 JSON Lines 也不是 SSE',
    noRecords: '没有记录',
    emptyFile: '文件为空，可能仍在写入',
    blankLinesOnly: '文件只有空行，可能仍在写入',
    onlyLineIncomplete: (line: number) =>
      `第 ${line} 行是唯一的记录，但不完整：行尾没有换行，可能仍在写入`,
    givenTwice: '重复给出，只读取一次',
    copyLeftOut: (kept: string, left: string) =>
      `同一个 Trace 文件出现两次：读取 ${kept}，略过其副本 ${left}`,
    twoParents: (child: string, parents: readonly string[], under: string) =>
      `子会话 ${child} 被 ${parents.length} 个父会话（${parents.join('、')}）的 subagent 指针指向：只算一个会话，列在 ${under} 之下`,
    jsonArrayOfRecords: '记录的 JSON 数组：已按数组读取，但 Trace 文件应每行一条记录（JSON Lines）',
    notAMessagesResponse:
      '不是 Trace 文件、SSE 捕获、/messages 响应或记录数组（没有「messages」数组）',
    urlInvalid: '不是有效的 URL',
    urlScheme: (protocol: string) => `不打开 ${protocol} URL：只打开 http 和 https`,
    urlCredentials:
      '含用户名或密码的链接无法由本页面获取，浏览器在发出请求前就会拒绝它：请从链接中删去它们，或改用无需凭据的链接',
    urlRefused: (url: string, why: string) => `${url}：${why}`,
    fetchNoAnswer: (url: string) => `GET ${url}：没有应答，或服务器不允许其他网站读取（CORS）`,
    fetchHttp: (url: string, status: string) => `GET ${url}：HTTP ${status}`,
    liveMalformed: '「live」应为 {cursor, fragments}',
  },
  breaches: {
    metaSessionMismatch: (meta: string, session: string) =>
      `${meta} 的 session_meta 出现在 Session ${session} 中`,
    approvalWithoutCall: (id: string) => `${id} 有审批但没有 tool_call`,
    outputWithoutCall: (id: string) => `${id} 有输出但没有 tool_call`,
    callWithoutOutput: (id: string, name: string) => `tool_call ${id}（${name}）始终没有输出`,
    decidedCallWithoutOutput: (decision: string, id: string) =>
      `${decision} 的 tool_call ${id} 没有合成输出`,
    compactionWithoutEnd: 'compaction_begin 始终没有对应的 compaction_end：计为失败',
    compactionEndWithoutBegin: 'compaction_end 之前没有未结束的 compaction_begin',
    requestBeginWhileOpen: (request: number) => `请求 ${request} 尚未结束时出现 request_begin`,
    requestEndWithoutBegin: 'request_end 之前没有未结束的 request_begin',
    fragmentMismatch: (pieces: string, streamed: number, complete: number) =>
      `拼接的${pieces}片段（${formatInteger('zh', streamed)} 个字符）与完整消息（${formatInteger('zh', complete)} 个字符）不一致`,
    argumentPieces: '参数',
    outputPieces: '输出',
    duplicateToolCall: (id: string) => `tool_call ${id} 出现了两次`,
    duplicateOutput: (id: string) => `tool_call ${id} 收到了第二个完整输出`,
    approvalBeforeCall: (id: string) => `${id} 的 approval_decision 早于其 tool_call`,
    approvalAfterOutput: (id: string) => `${id} 的 approval_decision 晚于其输出开始`,
    fragmentWithoutComplete: (closed: string) =>
      `流片段已停止，但完整消息始终没有到来（关闭原因：${closed}）`,
    fragmentUnterminated: (closed: string) => `流片段始终没有停止（关闭原因：${closed}）`,
    fragmentWithoutStart: (type: string, eventType: string) =>
      `${type} ${eventType} 之前没有未结束的 start`,
    fragmentAfterStop: (type: string, eventType: string) =>
      `${type} ${eventType} 出现在其 stop 之后`,
  },
  rules: {
    'fragment-without-start':
      '一个流式片段（delta 或 stop）之前没有 start。流片段以 start 开始，然后是 delta、stop，最后是完整消息（§4）。',
    'fragment-after-stop':
      '流片段的 stop 之后又来了一个片段。stop 是最后一个片段，之后只能是完整消息（§4）。',
    'fragment-unterminated':
      '流片段在 stop 到来之前就被关闭了（因新的 start、所属请求结束或来源结束）（§4）。',
    'fragment-without-complete':
      '流片段已停止，但完整消息始终没有到来；生产方应在 stop 之后立即发送它（§4）。',
    'fragment-mismatch': '完整消息与各片段拼接的结果不一致；片段拼接后必须与之相等（§4）。',
    'approval-before-call':
      'approval_decision 早于它所决定的 tool_call 到来；决定应在调用之后（§9）。',
    'approval-after-output':
      'approval_decision 在其工具输出之后到来；它必须早于该工具的任何输出（§9）。',
    'call-without-output':
      '一个已提交的工具调用始终没有收到 tool_call_output；每个已提交的调用恰好有一个输出（§9）。',
    'output-without-call':
      'tool_call_output 指向的 tool_call_id 没有对应的工具调用；调用与输出严格按 id 配对（§3）。',
    'duplicate-output':
      '同一个 tool_call_id 收到了第二个完整的 tool_call_output；每个调用恰好有一个（§9）。',
    'duplicate-tool-call': '同一个 tool_call_id 被提交了两次；每个调用的 id 唯一（§3）。',
    'request-begin-while-open':
      '上一个请求还没有 request_end 时又出现了 request_begin；请求的 begin 与 end 成对出现（§9）。',
    'request-end-without-begin': 'request_end 之前没有 request_begin（§9）。',
    'compaction-end-without-begin': 'compaction_end 之前没有 compaction_begin（§9）。',
    'compaction-without-end':
      'compaction_begin 始终没有对应的 compaction_end：进程已终止，因此计为一次失败的压缩（§9）。',
    'meta-session-mismatch': 'session_meta 指向的 Session 与其记录所属的 Session 不同（§2）。',
  },
};
