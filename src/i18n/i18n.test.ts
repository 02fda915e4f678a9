import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs';
import { countOf } from './count-of';
import { languageOf, pickLanguage, systemLanguage } from './language';
import { listOf } from './list-of';
import { relativeTime } from './relative-time';

type Tree = { [key: string]: unknown };

/** A catalog function called with sample arguments: numbers and a text, or a text and a list. */
function sample(f: (...a: unknown[]) => unknown): unknown {
  try {
    return f(2, 'x', 3);
  } catch {
    return f('x', [2, 3], 3);
  }
}

/** Every leaf of a catalog as [path, value], functions called with sample arguments. */
function leaves(tree: Tree, path = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'function') return [[at, sample(value as (...a: unknown[]) => unknown)]];
    if (typeof value === 'object' && value !== null) return leaves(value as Tree, at);
    return [[at, value]];
  });
}

const en = new Map(leaves(CATALOGS.en));
const zh = new Map(leaves(CATALOGS.zh));

/** Strings that are the same in both languages on purpose: names, units and symbols. */
const SAME_IN_BOTH =
  /^(Omniscope|PenguinHarness|OmniMessage|JSON|JSONL|SSE|MCP|URL|HTML|SQL|CSV|ID|Token|Trace|Session|Session id|Agent|Task|Project|Workspace|[\W\d_]*)$/u;

describe('catalogs', () => {
  it('give the same keys in both languages, each a non-empty string', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of [...en, ...zh]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('translate every sentence: a zh string equal to its en one is a name or a symbol', () => {
    const untranslated = [...en].filter(
      ([key, value]) => zh.get(key) === value && !SAME_IN_BOTH.test(String(value)),
    );
    expect(untranslated).toEqual([]);
  });

  // The terms of PenguinHarness's screens (its glossary), checked wherever English says one.
  it("use PenguinHarness's words: where English says a glossary term, Chinese says its term", () => {
    const terms: [RegExp, string][] = [
      [/^approval wait$/i, '审批等待'],
      [/^subagent$/i, '子会话'],
      [/^aborted$/i, '已中断'],
      [/^Allow$/, '允许'],
      [/^Deny$/, '拒绝'],
      [/^thinking$/i, '思考'],
      [/^tool calls?$/i, '工具调用'],
      [/^running$/i, '运行中'],
      [/^retry$/i, '重试'],
      [/^compaction$/i, '压缩'],
      [/^context window$/i, '上下文窗口'],
      [/^system prompt$/i, '系统提示词'],
      [/^timeline$/i, '执行时间线'],
      [/^messages$/i, '消息'],
      [/^total tokens$/i, '总 Token'],
    ];
    for (const [key, value] of en)
      for (const [english, chinese] of terms)
        if (english.test(String(value))) expect(zh.get(key), key).toContain(chinese);
  });
});

describe('the timeline in Chinese', () => {
  it('says a request’s end and an approval’s decision in the glossary’s words, an unknown one as written', () => {
    const { spans } = CATALOGS.zh.timeline;
    expect(spans.request('completed', undefined)).toBe('模型 已完成');
    expect(spans.request('timeout', 2)).toBe('模型 超时 · 第 2 次尝试');
    expect(spans.request('malformed', undefined)).toBe('模型 格式错误');
    expect(spans.request('mystery_status', undefined)).toBe('模型 mystery_status');
    expect(spans.request('constructor', undefined)).toBe('模型 constructor');
    expect(spans.approval('forbidden')).toBe('审批等待 已禁止');
    expect(spans.approval('__proto__')).toBe('审批等待 __proto__');
  });
});

describe('language', () => {
  it('follows the system: zh* reads Chinese, anything else English', () => {
    expect(systemLanguage(['zh-CN', 'en'])).toBe('zh');
    expect(systemLanguage(['zh-TW'])).toBe('zh');
    expect(systemLanguage(['en-GB', 'zh-CN'])).toBe('en');
    expect(systemLanguage(['fr-FR'])).toBe('en');
    expect(systemLanguage([])).toBe('en');
  });

  it('lets a link win over a stored choice, and a stored choice over the system', () => {
    expect(pickLanguage({ url: 'zh', stored: 'en', system: ['en-US'] })).toBe('zh');
    expect(pickLanguage({ url: null, stored: 'zh', system: ['en-US'] })).toBe('zh');
    expect(pickLanguage({ url: 'klingon', stored: null, system: ['zh-CN'] })).toBe('zh');
  });

  it('reads POSIX locales as the command line gets them', () => {
    expect(languageOf('zh_CN.UTF-8')).toBe('zh');
    expect(languageOf('C')).toBeUndefined();
    expect(languageOf('en_US.UTF-8')).toBe('en');
  });
});

describe('Intl helpers', () => {
  it('agree the noun with the count in English and count in Chinese', () => {
    const requests = { one: '# request', other: '# requests' };
    expect(countOf('en', 1, requests)).toBe('1 request');
    expect(countOf('en', 12_500, requests)).toBe('12,500 requests');
    expect(countOf('zh', 3, { other: '# 个请求' })).toBe('3 个请求');
  });

  it('say one of a counted thing in the singular wherever English counts it', () => {
    const en = CATALOGS.en;
    expect(en.common.longText.size(1, '190 KB')).toBe('1 line, 190 KB');
    expect(en.shell.folderBrowser.counts(1, 1, 1)).toBe('1 session · 1 file · 1/1 read');
    expect(en.redact.found(1, 1, 0)).toMatch(/^1 likely secret in 1 file\./);
    expect(en.library.indexed(1)).toBe('1 session indexed');
    expect(en.library.stats.callFigures(1, 1)).toBe('1 call · 1 session');
    expect(en.library.stats.retryFigures(1, 2)).toBe('1 retry · 2 sessions');
    expect(en.library.stats.unpriced(1)).toMatch(/^1 session uses a model/);
    expect(en.events.mcpTools(1)).toBe('1 tool');
    expect(en.events.promptSize(1, '40 B')).toBe('1 line, 40 B');
    expect(en.sessions.compaction.at('6.8k', 1)).toBe('at 6.8k tokens · 1 turn');
    expect(en.streamDebugger.compare.summary(1, 0, 0)).toMatch(/^1 record alike/);
    expect(en.live.save.events(1)).toBe('1 event');
    expect(en.live.save.all(1)).toBe('Download all (1 file)');
    expect(en.shell.load.records(1)).toBe('1 record');
  });

  it('join lists and say relative times in each language', () => {
    expect(listOf('en', ['a', 'b', 'c'])).toBe('a, b, and c');
    expect(listOf('zh', ['a', 'b', 'c'])).toBe('a、b和c');
    expect(relativeTime('en', -3 * 60_000)).toBe('3 minutes ago');
    expect(relativeTime('zh', -3 * 60_000)).toBe('3分钟前');
  });
});
