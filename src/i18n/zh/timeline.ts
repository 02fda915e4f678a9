// The timeline's strings in 简体中文 (terms as in ../shared/GLOSSARY.md): 执行时间线, 模型, 重试,
// 审批等待, 工具调用执行, 子会话, 关键路径.

import type { Catalog } from '../en';
import { common } from './common';

/** A trace's word, in the glossary's where it has one; a word it does not know, as written. */
const wordOf = (words: ReadonlyMap<string, string>, value: string) => words.get(value) ?? value;
const DECISION = new Map([
  ['allow', '已批准'],
  ['deny', '已拒绝'],
  ['forbidden', '已禁止'],
]);
/** A request's end, as its badge in the list says it (common.stopReason). */
const STOP = new Map(Object.entries(common.stopReason).map(([k, v]) => [k, v.label]));

export const timeline: Catalog['timeline'] = {
  toggle: '执行时间线',
  toggleTitle: '当前 Task 的执行时间线',
  region: '执行时间线',
  heading: '执行时间线',
  empty: '此 Task 中还没有计时的内容。',
  fit: '复位',
  track: '执行时间线轨道：滚轮或 + / - 缩放，拖动或方向键平移，0 复位',
  taskPicker: '执行时间线显示的 Task',
  wholeSession: '整个 Session',
  legend: {
    model: '模型',
    retryWait: '重试等待',
    approval: '审批等待',
    tool: '工具调用执行',
    subagent: '子会话',
    critical: '关键路径',
  },
  criticalTitle: ' · 关键路径',
  criticalLabel: '，关键路径',
  cluster: (count: number) => `${count} 个时段，点击放大`,
  lanes: {
    model: '模型',
    tools: '工具',
    subagent: (id: string) => `子会话 ${id}`,
  },
  spans: {
    request: (status: string | undefined, attempt: number | undefined) =>
      `模型 ${status === undefined ? '输出中' : wordOf(STOP, status)}${attempt === undefined ? '' : ` · 第 ${attempt} 次尝试`}`,
    retryIn: (ms: number) => `${(ms / 1000).toFixed(1)} 秒后重试`,
    approval: (decision: string | undefined) =>
      `审批等待 ${decision === undefined ? '待定' : wordOf(DECISION, decision)}`,
    tool: '工具',
    subagent: (id: string) => `子会话 ${id}`,
  },
};
