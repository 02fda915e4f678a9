// The cost strings in 简体中文 (terms as in ../shared/GLOSSARY.md): 输入 tokens / 输出 tokens,
// 缓存读取 / 缓存写入, 子会话.

import type { Catalog } from '../en';
import { formatInteger } from '../count-of';

const n = (v: number) => formatInteger('zh', v);

export const cost: Catalog['cost'] = {
  opened: '已读取的请求中：',
  openedWithSubagents: '已读取的请求中（含子会话）：',
  withSubagents: '含子会话：',
  tokens: (amount: string) => `${amount} Token`,
  short: { input: '输入', cache_read: '读缓存', cache_write: '写缓存', output: '输出' },
  kindTitle: {
    input: (tokens: number) => `输入：${n(tokens)} tokens`,
    cache_read: (tokens: number) => `缓存读取：${n(tokens)} tokens`,
    cache_write: (tokens: number) => `缓存写入：${n(tokens)} tokens`,
    output: (tokens: number) => `输出：${n(tokens)} tokens`,
  },
  entryTitle: (input: number, read: number, write: number, output: number) =>
    `输入 ${n(input)}，缓存读取 ${n(read)}，缓存写入 ${n(write)}，输出 ${n(output)}`,
  noPrice: (models: string, unnamed: boolean) =>
    !unnamed
      ? `没有价格：${models}`
      : models
        ? `没有价格：${models}；未注明模型的请求也没有价格`
        : '未注明模型的请求没有价格',
  entryNoPrice: (noPrice: string) => `；${noPrice}`,
  modelSeparator: '、',

  prices: '价格',
  pricesTitle: '各模型价格（可编辑）',
  table: {
    title: '价格（美元 / 每百万 tokens）',
    note: '保存在此浏览器中。带日期的模型 ID 使用其系列的价格。',
    model: '模型',
    kind: { input: '输入', cache_read: '缓存读取', cache_write: '缓存写入', output: '输出' },
    priceOf: (kind: string, model: string) => `${model} 的${kind}价格`,
    reset: '恢复内置价格',
    close: '关闭',
  },
};
