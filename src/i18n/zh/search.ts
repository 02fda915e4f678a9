// The search's strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';
import { formatInteger } from '../count-of';

export const search: Catalog['search'] = {
  input: '搜索对话',
  placeholder: '搜索消息、思考、工具调用、输出、错误',
  matchCase: '区分大小写',
  regex: '正则表达式',
  previous: '上一个匹配（Shift+Enter）',
  next: '下一个匹配（Enter）',
  close: '关闭搜索（Esc）',
  invalid: '正则表达式无效：',
  stopped: {
    'too-slow': '此模式在这个 Trace 上太慢，搜索已停止。请换一个更简单的模式。',
    failed: '搜索已停止：搜索进程出错。修改查询即可重试。',
  },
  noMatches: '无匹配',
  searching: '搜索中…',
  matches: (n: number) => `${formatInteger('zh', n)} 个匹配`,
  current: (k: number, n: number) => `${formatInteger('zh', k)} / ${formatInteger('zh', n)}`,
};
