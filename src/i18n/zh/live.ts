// The live strings in 简体中文 (terms as in ../shared/GLOSSARY.md): live → 实时, replay → 回放.

import type { Catalog } from '../en';

export const live: Catalog['live'] = {
  connect: '连接',
  connectTitle: '连接实时 Session',
  panelTitle: '连接实时 Session',
  panelHint: '消息随流式传输实时呈现；连接中断后会自动恢复。',
  close: '关闭',
  penguin: {
    server: '服务器',
    notAnAddress: '不是服务器地址：请输入形如 http://localhost:3000 的地址。',
    serverPlaceholder: '同源（omniscope serve --proxy）',
    sessionId: 'Session id',
  },
  sse: {
    notUrl: '不是有效的 URL',
    streamUrl: '流 URL',
    hint: '通过 fetch 读取：断开后凭 Last-Event-ID 续传。跨域服务器须允许 CORS。',
  },
  state: {
    signInNeeded: '需要登录',
    live: '实时',
    liveSyncing: '实时 · 同步中',
    connecting: '连接中…',
    stalled: '停滞：没有完整的事件',
    gone: '已停止实时：文件已删除',
    reconnectingIn: (seconds: number) => `${seconds} 秒后重新连接`,
    reconnecting: '重新连接中…',
    paused: '已暂停',
    pausedHeld: (held: number) => `已暂停 · ${held} 条新事件`,
    replay: (position: number, length: number) => `回放中 · ${position}/${length}`,
    replayPaused: (position: number, length: number) => `回放已暂停 · ${position}/${length}`,
    replayFinished: (length: number) => `回放结束 · ${length}/${length}`,
    closed: (reason: string) => `已关闭：${reason}`,
    lastDrop: (reason: string) => ` — 上次断开：${reason}`,
  },
  unreachable: {
    title: (server: string) => `尚未连接到 ${server}`,
    network:
      '没有收到任何应答：服务器可能未运行或地址有误，也可能拒绝了本页面（CORS，或以纯 http 访问另一台机器）。',
    http: '服务器返回了错误。',
    lastError: '上次尝试的结果：',
    trying: '正在重试…',
  },
  reasons: {
    disconnected: '已断开',
    replayFinished: '回放结束',
    captureEmpty: '捕获为空',
    fileDeleted: '跟踪的文件已删除',
    serverEnded: '服务器结束了流',
    noBody: '响应没有正文',
    http: (status: number, message: string | null) =>
      message === null ? `HTTP ${status}` : `HTTP ${status}：${message}`,
    notEventStream: (contentType: string | null) =>
      `不是事件流（Content-Type：${contentType ?? '无'}）`,
    silent: (seconds: number) => `${seconds} 秒内没有数据或心跳`,
    eventTooLarge: (limit: number) => `正在丢弃一个超过 ${limit} 字节的事件`,
    noEventCompleted: (bytes: number, seconds: number) =>
      `已收到 ${bytes} 字节，但 ${seconds} 秒内没有完整的事件`,
    captureUnreadable: (cause: string) => `无法读取捕获：${cause}`,
  },
  controls: {
    resume: '继续',
    pause: '暂停（继续接收，停止更新）',
    disconnect: '断开连接',
  },
  task: (state: string) => `Task：${state}`,
  taskStates: { idle: '空闲', running: '运行中', compacting: '压缩中' },
  allow: '允许',
  deny: '拒绝',
  sending: '发送中…',
  retryNow: '立即重试',
  giveUp: '放弃',
  giveUpTitle: '中断该 Task',
  login: {
    signingInTo: '正在登录',
    viaProxy: '（即本 Omniscope，它会转发给其 --proxy 服务器）',
    passwordSent: '：密码将发送到该处。',
    answered: (reason: string) => `服务器答复：「${reason}」请登录后继续。`,
    user: '用户',
    password: '密码',
    loggingIn: '登录中…',
    logIn: '登录',
    asked: '服务器要求登录。',
    previewHostAdvice:
      '此 PenguinHarness 服务器将该主机名留给预览页面，其 API 在另一个主机名下提供。' +
      '请使用提供 API 的主机名访问——本机上的服务器用 `localhost`，而不是 `127.0.0.1`：' +
      '`omniscope serve --proxy http://localhost:<port>`，或在“服务器”字段中填写该地址。',
  },
  save: {
    button: '保存',
    title: '保存为 Trace JSONL',
    nothing: '没有可保存的内容：尚未收到完整的记录，或打开此 Trace 的文件已不可用。',
    traceFiles: 'Trace 文件',
    captureTitle: '收到的每个事件，保存为原始 .sse 捕获',
    events: (n: number) => `${n} 个事件`,
    records: (n: number) => `${n} 条记录`,
    all: (n: number) => `全部下载（${n} 个文件）`,
    html: '保存为 HTML',
    savingHtml: '正在保存为 HTML…',
    htmlTitle: '单个 HTML 文件，可在任何浏览器中离线查看此 Session',
    redactFirst: '先对可能的密钥脱敏',
    saved: (name: string) => `已保存 ${name}。`,
    redacted: (summary: string) => `脱敏：${summary}。`,
    noViewer: '此页面无法提供单文件查看器',
  },
};
