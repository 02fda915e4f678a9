// The outline strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const outline: Catalog['outline'] = {
  outline: '大纲',
  close: '关闭大纲',
  toggleTitle: 'Task 与轮次大纲',
  emptyPrompt: '（空提示）',
  toolCalls: '工具调用',
  childSessions: '子会话',
  failures: '失败的尝试、失败或被拒绝的调用',
  compaction: '压缩',
  child: (id: string) => `子会话 ${id}`,
};
