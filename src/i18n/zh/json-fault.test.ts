import { describe, expect, it } from 'vitest';
import { jsonFaultInChinese } from './json-fault';

const messageOf = (text: string): string => {
  try {
    JSON.parse(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`${text} parsed`);
};

describe('jsonFaultInChinese', () => {
  it.each([
    ['', '内容在 JSON 结束前中断'],
    ['{"a":1', '属性值后应为「,」或「}」（位置 6'],
    ['{"a" 1}', '属性名后应为「:」（位置 5'],
    ['[1 2]', '数组元素后应为「,」或「]」（位置 3'],
    ['{"a":"\\x"}', '无效的转义字符（位置 7'],
    ['{"a":"\t"}', '字符串中有未转义的控制字符'],
    ['{"a":1}x', 'JSON 结束后还有非空白字符（位置 7'],
    ['{"a":1,}', '此处应为双引号括起的属性名'],
    ['"abc', '字符串未结束'],
    ['abc', '意外的字符「a」："abc" 不是有效的 JSON'],
  ])('says what this engine says of %j in Chinese', (text, chinese) => {
    const said = jsonFaultInChinese(messageOf(text));
    expect(said).toContain(chinese);
    // No English left but the name JSON and the quoted text.
    expect(said.replace(/JSON|"[^"]*"/gu, '')).not.toMatch(/[A-Za-z]{2}/u);
  });

  it('gives line and column when the engine does', () => {
    expect(
      jsonFaultInChinese("Expected property name or '}' in JSON at position 1 (line 1 column 2)"),
    ).toBe('此处应为属性名或「}」（位置 1，第 1 行第 2 列）');
  });

  it("keeps another engine's words as written", () => {
    const firefox = 'JSON.parse: unexpected end of data at line 1 column 1 of the JSON data';
    expect(jsonFaultInChinese(firefox)).toBe(firefox);
  });
});
