// The shell strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';
import { countOf, formatInteger } from '../count-of';

export const shell: Catalog['shell'] = {
  languageSwitch: '语言',
  switchToOther: 'EN',
  switchToOtherLabel: '语言：中文。切换到 English（英文）',
  language: '语言',
  productName: 'Omniscope',
  actions: '操作',
  folder: '文件夹',
  openTraces: '已打开的 Trace',
  closeTab: (label: string) => `关闭「${label}」`,
  engineWorker:
    '实验功能（engine=worker）：此 Trace 由 worker 持有。时间回溯、事件流和保存 SSE 捕获暂不可用。',
  docDetails: {
    text: '详情',
    title: '此 Trace 的模型、Token、费用与大小',
  },
  theme: {
    system: (shown: string) => `主题：跟随系统（${shown}）`,
    fixed: (shown: string) => `主题：${shown}`,
    dark: '深色',
    light: '浅色',
    clickToSwitch: (label: string) => `${label}。点击切换。`,
  },
  start: {
    title: '阅读 Agent 对话',
    introLead: 'Omniscope 可打开 OmniMessage Trace：PenguinHarness 的 JSONL Trace 文件（轮转的',
    introSeparator: '、',
    introRest: '… 与子会话文件会合并为一段对话）以及实时 SSE 流。文件只在浏览器中读取，不会上传。',
    dropHere: '将 Trace 文件或 traces/ 文件夹拖放到这里',
    dropHint: '或点击选择文件 · 按 Ctrl/⌘+V 粘贴 JSONL',
    openFiles: '打开文件',
    openFilesHint: '一个或多个 .jsonl Trace 文件',
    openFolder: '打开文件夹',
    openFolderHint: 'traces/ 文件夹：按日期浏览其中的 Session',
    paste: '粘贴 JSONL',
    pasteHint: '从日志或终端复制的记录',
    sample: '打开示例 Trace',
    sampleHint: '一个真实的 PenguinHarness Session：重试、一次拒绝、一个子会话、一次压缩',
    library: '会话库',
    libraryHint: '此服务器索引的全部 Session：排序、筛选、搜索',
  },
  drop: {
    title: '松开即可打开',
    hint: 'Trace 文件、多个 Session，或整个 traces/ 文件夹',
  },
  pasteDialog: {
    title: '粘贴 JSONL',
    hint: '每行一条 OmniMessage 记录，同 Trace 文件或日志。',
  },
  load: {
    reading: (progress: string) => `正在读取 ${progress}`,
    waiting: '正在等待会话',
    records: (n: number) => `${formatInteger('zh', n)} 条记录`,
    stopped: '（已停止）',
    couldNotRead: (error: string) => `无法读取：${error}`,
    progressLabel: '正在读取 Trace',
  },
  startup: {
    notOpened: '未打开：',
    reason: (reason: string) => `（${reason}）`,
    pageSession: '此页面中的 Session',
    unreadable: (detail: string) => `无法读取：${detail}`,
  },
  serverConfirm: {
    lead: () => '此链接请求在 PenguinHarness 服务器',
    rest: (sessions: number) =>
      ` 上打开${countOf('zh', sessions, { other: ' # 个 Session' })}。连接会向它发送你的登录 Cookie，以及你随后输入的任何密码。请只连接你了解的服务器。`,
    cancel: '不连接',
    connectTo: (origin: string) => `连接到 ${origin}`,
  },
  folderBrowser: {
    title: '此文件夹中的 Session',
    counts: (sessions: number, files: number, read: number) =>
      `${sessions} 个 Session · ${files} 个文件 · 已读取 ${read}/${sessions}`,
    subagent: '子会话',
    noPrompt: '无提示词',
    files: (n: number) => countOf('zh', n, { other: '# 个文件' }),
  },
  sessionStatus: {
    running: '运行中',
    done: '已完成',
    failed: '失败',
    aborted: '已中断',
    cut: '已截断',
  },
};
