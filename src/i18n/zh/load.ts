// The load strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const load: Catalog['load'] = {
  nothing: '无',
  andMore: (first: string, more: number) => `${first} 等 ${more + 1} 个文件`,
  pastedText: '粘贴的文本',
  sampleTrace: '示例 Trace',
};
