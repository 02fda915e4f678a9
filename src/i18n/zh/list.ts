// The list strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const list: Catalog['list'] = {
  conversation: '对话',
  newRows: (n: number) => `${n} 条新内容 ↓`,
  agentWriting: 'Agent 正在输出…',
};
