// The filters strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const filters: Catalog['filters'] = {
  filters: '筛选',
  onSuffix: '（已启用）',
  group: { kind: '类型', role: '角色', tool: '工具', status: '状态', session: 'Session' },
  kind: { messages: '消息', thinking: '思考', tools: '工具', events: '事件' },
  role: { user: '用户', assistant: '模型' },
  status: { errors: '错误与失败尝试', denied: '已拒绝', pending: '审批等待' },
  main: '主会话',
  clear: '清除筛选',
  more: (n: number) => `另外 ${n} 个`,
  fewer: '收起',
  hidden: (n: number) => `已隐藏 ${n} 条`,
};
