// The search's strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';
import type { Re2Description } from '../../search/regex-reason';
import { formatInteger } from '../count-of';

/** re2js's reasons for a pattern it cannot parse. */
const REASONS: Record<Re2Description, string> = {
  'regexp/syntax: internal error': '正则引擎内部错误',
  'invalid character class range': '字符类范围无效',
  'invalid escape sequence': '转义序列无效',
  'invalid named capture': '命名捕获组无效',
  'invalid or unsupported Perl syntax': 'Perl 语法无效或不受支持',
  'invalid nested repetition operator': '重复运算符嵌套无效',
  'invalid repeat count': '重复次数无效',
  'missing closing ]': '缺少右方括号 ]',
  'missing closing )': '缺少右括号 )',
  'missing argument to repetition operator': '重复运算符前缺少内容',
  'trailing backslash at end of expression': '表达式以反斜杠结尾',
  'duplicate capture group name': '捕获组名称重复',
  'unexpected )': '多余的右括号 )',
  'expression nests too deeply': '表达式嵌套过深',
  'expression too large': '表达式过大',
  'invalid capture in lookbehind': '后行断言中不能有捕获组',
};

export const search: Catalog['search'] = {
  input: '搜索对话',
  placeholder: '搜索消息、思考、工具调用、输出、错误',
  matchCase: '区分大小写',
  regex: '正则表达式',
  previous: '上一个匹配（Shift+Enter）',
  next: '下一个匹配（Enter）',
  close: '关闭搜索（Esc）',
  invalid: '正则表达式无效：',
  reason: ({ description, pattern }) =>
    pattern === null ? REASONS[description] : `${REASONS[description]}：\`${pattern}\``,
  stopped: {
    'too-slow': '此模式在这个 Trace 上太慢，搜索已停止。请换一个更简单的模式。',
    failed: '搜索已停止：搜索进程出错。修改查询即可重试。',
  },
  noMatches: '无匹配',
  searching: '搜索中…',
  matches: (n: number) => `${formatInteger('zh', n)} 个匹配`,
  current: (k: number, n: number) => `${formatInteger('zh', k)} / ${formatInteger('zh', n)}`,
};
