// The tools strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';
import { listOf } from '../list-of';

export const tools: Catalog['tools'] = {
  decision: {
    allow: { label: '已批准', title: '已批准此调用' },
    deny: { label: '已拒绝', title: '用户拒绝了此调用' },
    forbidden: { label: '策略已阻止', title: '被命令策略否决' },
  },
  waitingForApproval: '审批等待',
  callMissing: '缺少调用记录；只看到了它的输出或审批决定。',
  unnamedTool: '（未命名工具）',
  phase: {
    calling: '工具调用生成中…',
    running: '运行中',
    streaming: '输出中',
    noOutput: '未记录输出',
  },
  repeated: (ordinal: number) => `重复 ×${ordinal}`,
  repeatAnswer: { same: '结果相同', new: '结果不同' },
  repeatedTitle: (times: readonly string[]) =>
    `与本任务中之前的 ${times.length} 次调用相同（同一工具、同一参数），时间为 ${listOf('zh', times)}。点击跳到上一次；按 r / R 跳到下一个 / 上一个重复调用。`,
  repeatAnswerTitle: {
    same: '与上一次得到的结果相同（状态和输出一致）：这一步没有得到新信息。',
    new: '结果与上一次不同：两次之间情况有变化。',
    pending: '结果尚未返回：两次都完成后再与上一次比较。',
    uncompared: '未与上一次的结果比较：其中一次没有完整结果，或两者都过长，打开前无法比较。',
  },
  durationTitle: '从调用到输出',
  arguments: '参数',
  argsNote: {
    streaming: '生成中…',
    invalid: '不是有效的 JSON：按原样显示',
    empty: '无参数',
    large: '内容过大：按原样显示',
    deep: '嵌套过深，无法格式化：按原样显示',
  },
  argsSize: (size: string) => `（${size}）`,
  formatted: '格式化',
  raw: '原文',
  output: '工具输出',
  errorOutput: '错误输出',
  emptyOutput: '（输出为空）',
  keptGone: '其余输出留在原文件中，但该文件已改变或无法读取。',
  image: (n: number) => `图片 ${n}`,
  outputTruncated: '输出已截断',
  outputArchived: '输出已归档',
  toolDidNotRun: '工具未执行；模型收到的是：',
  nothing: '（无）',
  escapeTitle: (label: string, meaning: string, raw: string) =>
    `终端转义序列 ${label}（${meaning}），仅显示、未执行：${raw}`,
};
