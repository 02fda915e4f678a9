// The Chinese catalog, typed by the English one.
//
// Terms follow PenguinHarness's screens (its glossary: 审批等待, 子会话, 已中断, 工具调用, 执行时间线,
// 上下文窗口, 系统提示词, 压缩, 重试, 轮次 / 第 N 轮, 成本中心, …); Session, Trace, Token, Task, Project,
// Workspace and Agent stay in English. A space separates Chinese from Latin words and numbers;
// punctuation is fullwidth (，。：（）「」、).
//
// Our own terms, for screens PenguinHarness does not have:
//   stream debugger / Events → 事件流        event inspector → 事件检查器
//   fragments → 流片段                        time travel → 时间回溯
//   replay → 回放                             SSE capture → SSE 捕获
//   redaction → 脱敏                          library → 会话库
//   outline → 大纲                            filters → 筛选
//   problems → 问题                           diagnostics → 诊断
//   runs compare → 运行对比                   document tab → 标签页
//   critical path → 关键路径                  torn line → 残行
//   bad line → 坏行                           envelope → 信封
//   request (model request) → 请求            tool output → 工具输出
//   server browser → 服务器浏览               demo → 演示
//   live → 实时                               bundle (one HTML file) → 单文件 HTML
//   sample trace → 示例 Trace                 theme → 主题：跟随系统 / 浅色 / 深色
//   stop reasons → 超时 / 格式错误 / 失败 / 认证被拒
//   provider data (fidelity) → 服务商原始数据（保真）
//   user steering → 用户引导                  handoff → 交接
//   scheduled task → 定时 Task                cut off → 已截断
//   forbidden (decision) → 已禁止             Blocked by policy → 策略已阻止
//   Assistant (role) → 模型回复; assistant (filter) → 模型
//   Goal → 目标                               budget limited → 预算用尽
//   in flight → 进行中                        Turn N → 第 N 轮
//   invisible characters → 控制字符 / 标签字符 / 不可见格式字符

import type { Catalog } from '../en';
import { common } from './common';
import { shell } from './shell';
import { load } from './load';
import { keyboard } from './keyboard';
import { url } from './url';
import { markdown } from './markdown';
import { rows } from './rows';
import { sessions } from './sessions';
import { messages } from './messages';
import { events } from './events';
import { tools } from './tools';
import { list } from './list';
import { outline } from './outline';
import { filters } from './filters';
import { streamDebugger } from './stream-debugger';
import { timeline } from './timeline';
import { search } from './search';
import { context } from './context';
import { cost } from './cost';
import { library } from './library';
import { live } from './live';
import { serverBrowser } from './server-browser';
import { redact } from './redact';
import { runsCompare } from './runs-compare';
import { problems } from './problems';
import { cli } from './cli';

export const zh: Catalog = {
  common,
  shell,
  load,
  keyboard,
  url,
  markdown,
  rows,
  sessions,
  messages,
  events,
  tools,
  list,
  outline,
  filters,
  streamDebugger,
  timeline,
  search,
  context,
  cost,
  library,
  live,
  serverBrowser,
  redact,
  runsCompare,
  problems,
  cli,
};
