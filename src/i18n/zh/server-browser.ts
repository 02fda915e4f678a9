// The server-browser strings in 简体中文 (terms as in ../shared/GLOSSARY.md): server browser → 服务器浏览.

import type { Catalog } from '../en';
import { countOf } from '../count-of';

export const serverBrowser: Catalog['serverBrowser'] = {
  project: 'Project',
  agent: 'Agent',
  change: '更改',
  retry: '重试',
  cause: {
    unreachable: (server: string) =>
      `无法连接：${server}，或它拒绝了本页面（CORS，或以明文 http 连接另一台机器）。它在运行吗？地址正确吗？错误：`,
    'not-penguin': (server: string) =>
      `没有 PenguinHarness API：${server}。这是 PenguinHarness 服务器吗？它的回答：`,
  },
  noServer: {
    before:
      '此 Omniscope 没有转发到任何 PenguinHarness 服务器：请在上方输入服务器地址，或这样启动 Omniscope：',
    after: '。',
  },
  proxyServer: '--proxy 指向的服务器',
  choices: { project: 'Project', agent: 'Agent' },
  noChoice: (what: string) => `此服务器上没有 ${what}。`,
  pick: (what: string) => `选择 ${what}`,
  sessions: '会话',
  noSessions: '还没有会话。',
  loading: '加载中…',
  loadMore: '加载更多',
  subagentTitle: '由另一个会话的 Agent 启动',
  subagent: '子会话',
  pending: (n: number) => countOf('zh', n, { other: '# 个审批等待' }),
  statuses: { running: '运行中', idle: '空闲', aborted: '已中断', failed: '失败' },
  lastActivity: (when: string) => `最近活动：${when}`,
  openLive: '实时打开',
  openTraceFiles: '打开 Trace 文件',
  abort: '中断',
  abortQuestion: '中断此会话的 Task？',
  abortStops: ' 将立即停止；Agent 正在进行的工作会被打断，会话变为空闲。',
  cancel: '取消',
  abortConfirm: '中断会话',
  downloadFailed: (session: string, error: string) => `无法下载 ${session} 的 Trace 文件：${error}`,
  downloading: (session: string, files: number, size: string) =>
    `正在下载 ${session} 的 Trace 文件：${countOf('zh', files, { other: '# 个文件' })}，${size}`,
  ofTotal: (total: string) => ` / ${total}`,
  downloaded: '已下载的 Trace 文件',
};
