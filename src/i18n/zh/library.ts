// The library strings in 简体中文 (terms as in ../shared/GLOSSARY.md): library → 会话库.

import type { IndexProgress } from '../../library/index-progress';
import type { Catalog } from '../en';
import { countOf, formatInteger } from '../count-of';

export const library: Catalog['library'] = {
  button: '会话库',
  title: '会话库',
  tabs: { sessions: '会话', search: '搜索', stats: '统计' },
  unavailable: (error: string) => `会话库不可用：${error}`,
  connecting: '连接中…',
  indexing: '正在建立索引…',
  progress: (p: IndexProgress) =>
    p.phase === 'reading'
      ? `正在建立索引… 已读取 ${formatInteger('zh', p.done)} / ${formatInteger('zh', p.total)} 个文件，${formatInteger('zh', p.lines)} 行`
      : `正在建立索引… 已汇总 ${formatInteger('zh', p.done)} / ${formatInteger('zh', p.total)} 个会话`,
  indexed: (n: number) => countOf('zh', n, { other: '已索引 # 个会话' }),
  updating: ' · 更新中…',
  indexingFailed: (error: string) => `索引失败：${error}`,
  statuses: { done: '已完成', running: '运行中', failed: '失败', aborted: '已中断' },
  filters: {
    project: 'Project',
    agent: 'Agent',
    model: '模型',
    status: '状态',
    tool: '工具',
    from: '起',
    to: '止',
    all: '全部',
    hasErrors: '有错误',
    hasErrorsTitle: '有失败的请求（无论是否重试）、失败的工具调用，或 Session 本身失败',
    clear: '清除筛选',
    total: (n: number) => countOf('zh', n, { other: '# 个会话' }),
  },
  columns: {
    title: 'Session',
    project: 'Project',
    agent: 'Agent',
    model: '模型',
    started_at: '开始时间',
    duration_ms: '用时',
    status: '状态',
    requests: '请求',
    tool_calls: '工具',
    request_failures: '失败',
    retries: '重试',
    approvals_denied: '已拒绝',
    total_tokens: 'Token',
    cost_usd: '成本',
    children: '子会话',
  },
  noMatch: '没有匹配的会话。请调整筛选，或在所服务的文件夹下添加 Trace 文件。',
  problems: {
    summary: (n: number) => countOf('zh', n, { other: '# 个文件有问题' }),
    kinds: {
      unreadable: '无法读取',
      huge: '文件过大',
      binary: '二进制文件',
      symlink: '符号链接',
      unindexed: '未能索引',
    },
    badLines: (n: number) => countOf('zh', n, { other: '# 个坏行' }),
    line: (line: number, reason: string) => `第 ${line} 行：${reason}`,
  },
  search: {
    label: '搜索所有会话',
    placeholder: '搜索所有会话：消息、思考、工具、输出、错误',
    matchCase: '区分大小写',
    regex: '正则表达式',
    count: (occurrences: number, sessions: number) =>
      `${countOf('zh', sessions, { other: '# 个会话' })}中共 ${countOf('zh', occurrences, { other: '# 处匹配' })}`,
    partial: '（已搜索 3 秒：可能还有更多匹配）',
    hint: '在库中每个会话的消息、思考、工具名、参数、输出和错误中查找文字。点击结果会在该记录处打开会话，并带上这次搜索。',
    none: (text: string, caseSensitive: boolean, regex: boolean) =>
      `没有会话匹配“${text}”${caseSensitive ? '（区分大小写）' : ''}${regex ? '（按正则表达式）' : ''}。`,
    kinds: {
      text: '消息',
      thinking: '思考',
      tool_arguments: '参数',
      tool_output: '输出',
      tool_name: '工具',
      error: '错误',
    },
  },
  stats: {
    unreadable: (message: string) => `无法读取统计：${message}`,
    reading: '正在读取会话库…',
    totals: {
      sessions: '会话',
      cost: '成本',
      tokens: 'Token',
      toolCalls: '工具调用',
      retries: '重试',
    },
    unpriced: (n: number) =>
      countOf('zh', n, { other: '# 个会话使用的模型没有内置价格：其成本按 $0 计。' }),
    measures: { cost: '成本', tokens: 'Token' },
    periods: { day: '日', week: '周' },
    groups: { model: '模型', agent: 'Agent', project: 'Project' },
    spendTitle: (measure: string, period: string) => `${measure}（按${period}）`,
    measure: '度量',
    period: '周期',
    groupBy: '分组',
    noStart: '还没有会话带有开始时间。',
    tools: '工具',
    approvals: '审批结果',
    retries: '重试原因',
    costliest: '成本最高的会话',
    longest: '用时最长的会话',
    noApprovals: '没有审批。',
    noRetries: '没有重试。',
    decisions: { allow: '已批准', deny: '已拒绝', forbidden: '已禁止', pending: '审批等待' },
    causes: { timeout: '超时', malformed: '响应无法解析', failed: '失败', open: '未结束' },
    callFigures: (calls: number, sessions: number) =>
      `${countOf('zh', calls, { other: '# 次调用' })} · ${countOf('zh', sessions, { other: '# 个会话' })}`,
    retryFigures: (retries: number, sessions: number) =>
      `${countOf('zh', retries, { other: '# 次重试' })} · ${countOf('zh', sessions, { other: '# 个会话' })}`,
    loading: '加载中…',
    noToolCalls: '没有工具调用。',
    toolColumns: { tool: '工具', calls: '调用', failed: '失败或被拒' },
    noSessions: '没有会话。',
    noCost: '没有产生成本的会话。',
    tokensShort: 'Token',
    none: '无',
    readout: (period: string, key: string, value: string) =>
      `${period} · ${key} · ${value} — 点击打开这些会话`,
    readoutHint: '指向柱条查看数值；点击打开对应的会话。',
    chartLabel: (measure: string, periods: number) =>
      `${measure}（按周期），共 ${countOf('zh', periods, { other: '# 个周期' })}`,
  },
};
