// The list strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const list: Catalog['list'] = {
  conversation: '对话',
  newRows: (n: number) => `${n} 条新内容 ↓`,
  agentWriting: 'Agent 正在输出…',
  approvalWaiting: (tool: string, waiting: number) =>
    waiting > 1 ? `审批等待：${tool}（共 ${waiting} 个工具调用）` : `审批等待：${tool}`,
  empty: {
    file: '没有可显示的内容：这个文件里没有一行是记录。',
    unread: '没有可显示的内容：无法读取这个文件。',
    waiting: '已连接：正在等待第一条记录…',
    closed: '连接在收到任何记录前就结束了。',
    session: '这个 Session 还没有消息或事件。',
    problems: (errors: number) => `查看原因：问题列表中有 ${errors} 个错误`,
  },
};
