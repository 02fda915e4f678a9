// The context view's strings in 简体中文 (terms as in ../shared/GLOSSARY.md): 上下文窗口,
// 上下文占用, 系统提示词, 工具定义（n）, 消息, 压缩.

import type { Catalog } from '../en';
import { countOf, formatInteger } from '../count-of';

const n = (v: number) => formatInteger('zh', v);

export const context: Catalog['context'] = {
  show: '上下文',
  showTitle: '模型为这次请求收到的内容',
  dialog: '一次请求的模型上下文',
  noBegin: '这次请求没有可作为起点的 request_begin。',
  heading: '模型收到的内容',
  modelContext: (id: number) => `模型上下文 ${id}`,
  close: '关闭',

  attempt: {
    of: (attempt: number, ofTurn: number) => `第 ${attempt} 次尝试（共 ${ofTurn} 次）`,
    inFlight: '进行中',
    committed: '已提交',
    notCommitted: (status: string) => `未提交（${status}）：它写出的内容不在之后的任何上下文中`,
  },

  diff: {
    first: '此上下文的第一次请求：之前没有内容',
    replacedBySummary: '上下文已被摘要替换',
    newContext: '新的模型上下文',
    same: '与上一次请求的上下文相同',
    since: '自上一次请求以来',
    toolsChanged: '工具列表有变化：',
    systemPromptChanged: '系统提示词有变化',
    history: (count: number) => `历史中 ${countOf('zh', count, { other: '# 条消息' })}未变`,
    removed: (count: number) =>
      `上一个上下文中的 ${countOf('zh', count, { other: '# 条消息' })}已移除`,
    reply: '· 上一次请求自己的回答，现已成为历史',
  },

  kind: {
    text: '文本',
    thinking: '思考',
    inline_thinking: '思考（数据）',
    tool_call: '工具调用',
    tool_call_output: '工具输出',
    image_url: '图片',
    inline_data: '数据',
    summary: '摘要',
  },
  showInConversation: '在对话中显示',
  size: (chars: number, tokens: number) => `${n(chars)} 字符 · ≈${n(tokens)} Token`,

  messages: (count: number) => `消息（${count}），按发送顺序`,
  noMessages: '这次请求之前没有消息。',
  showMore: (more: number, rest: number) => `再显示 ${more} 条（剩余 ${rest} 条）`,

  systemPrompt: '系统提示词',
  noSystemPrompt: '不在此 Trace 中（没有 session_meta）',
  tools: '工具定义',
  toolCount: (count: number) => `（${count}）`,
  noTools: '此 Trace 中没有工具列表',

  totals: {
    meter: '预估上下文占用（相对上下文窗口）',
    segment: { system: '系统提示词', tools: '工具定义', messages: '消息' },
    segmentTitle: (label: string, tokens: number) => `${label}：≈ ${n(tokens)} Token`,
    tokens: (total: number) => `≈ ${n(total)} Token`,
    ofWindow: (window: number, percent: string) => ` / ${n(window)}（${percent}%）`,
    binary: (bytes: string) => `另有 ${bytes} 图片或数据，未计入估算`,
    estimated: '按字符数 ÷ 4 估算。',
    reported: (tokens: number) =>
      `服务商为这次请求统计了 ${n(tokens)} 个输入 tokens（token_usage total − output）。`,
  },
};
