// The rows strings in 简体中文 (terms as in ../shared/GLOSSARY.md): each row's name in the
// conversation feed, as a screen reader says it.

import type { Catalog } from '../en';
import type { RepeatAnswer } from '../../store/derive/repeat-answer';

const ANSWER: Record<RepeatAnswer, string> = {
  same: '，结果相同',
  new: '，结果不同',
  pending: '，结果尚未返回',
  uncompared: '',
};

export const rows: Catalog['rows'] = {
  message: (who, text) => (text ? `${who}：${text}` : who),
  thinking: (text) => (text ? `思考：${text}` : '思考'),
  toolCall: (name, phase) => `工具调用 ${name}：${phase}`,
  repeatedCall: (call, ordinal, answer) => `${call}，重复 ×${ordinal}${ANSWER[answer]}`,
  toolPhase: {
    calling: '工具调用生成中',
    approval: '审批等待',
    running: '运行中',
    streaming: '输出中',
    denied: '已拒绝',
    forbidden: '策略已阻止',
    failed: '失败',
    aborted: '已中断',
    cut: '输出被截断',
    'no-output': '未记录输出',
    done: '已完成',
  },
  sessionStart: (id) => `Session 开始 ${id}`,
  subagent: (name) => `子会话 ${name}`,
  collapsed: (name) => `${name}（已折叠）`,
  requestCompleted: '请求完成',
  requestAborted: '请求已中断',
  requestFailed: (reason) => `请求失败：${reason}`,
  event: (type, detail) => (detail ? `事件 ${type}：${detail}` : `事件 ${type}`),
};
