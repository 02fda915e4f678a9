// JSON.parse's messages are the engine's, in English; a Chinese screen shows them in Chinese.
// These are V8's (Chromium and Node: the page, the workers and the command line), with or
// without the "(line L column C)" newer engines add. Another engine's message stays as written.

const WHERE = /^(.*?) (in|after) JSON at position (\d+)(?: \(line (\d+) column (\d+)\))?$/;
const TOKEN = /^Unexpected token '(.*)', (.*) is not valid JSON$/s;
const SHORT = /^(.*) is not valid JSON$/s;

const FAULTS: Record<string, string> = {
  'Unexpected end of JSON input': '内容在 JSON 结束前中断',
  "Expected property name or '}'": '此处应为属性名或「}」',
  "Expected ',' or '}' after property value": '属性值后应为「,」或「}」',
  "Expected ',' or ']' after array element": '数组元素后应为「,」或「]」',
  "Expected ':' after property name": '属性名后应为「:」',
  'Expected double-quoted property name': '此处应为双引号括起的属性名',
  'Bad escaped character': '无效的转义字符',
  'Bad control character in string literal': '字符串中有未转义的控制字符',
  'Bad Unicode escape': '无效的 Unicode 转义',
  'No number after minus sign': '负号后缺少数字',
  'Exponent part is missing a number': '指数部分缺少数字',
  'Unterminated fractional number': '小数部分缺少数字',
  'Unterminated string': '字符串未结束',
  'Unexpected non-whitespace character': 'JSON 结束后还有非空白字符',
  'Unexpected number': '意外的数字',
  'Unexpected string': '意外的字符串',
};

function place(position: string, line: string | undefined, column: string | undefined): string {
  return line === undefined
    ? `（位置 ${position}）`
    : `（位置 ${position}，第 ${line} 行第 ${column ?? '?'} 列）`;
}

/** The engine's message in Chinese, or as written when it is not one of V8's. */
export function jsonFaultInChinese(message: string): string {
  const whole = FAULTS[message];
  if (whole !== undefined) return whole;
  const where = WHERE.exec(message);
  if (where) {
    const [, head = '', , position = '', line, column] = where;
    const fault = FAULTS[head];
    if (fault !== undefined) return fault + place(position, line, column);
  }
  const token = TOKEN.exec(message);
  if (token) return `意外的字符「${token[1] ?? ''}」：${token[2] ?? ''} 不是有效的 JSON`;
  const short = SHORT.exec(message);
  if (short) return `${short[1] ?? ''} 不是有效的 JSON`;
  return message;
}
