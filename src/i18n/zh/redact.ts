// The redact strings in 简体中文 (terms as in ../shared/GLOSSARY.md): redaction → 脱敏.

import type { Catalog } from '../en';
import { formatInteger } from '../count-of';

export const redact: Catalog['redact'] = {
  toggle: '脱敏',
  toggleTitle: '查找可能的密钥，并保存脱敏后的 Trace 文件',
  pane: '分享前脱敏',
  scanning: '正在查找密钥…',
  saving: '正在写入脱敏后的文件…',
  cancelled: '已取消：没有保存任何内容。',
  found: (count: number, files: number, failed: number) =>
    `在 ${formatInteger('zh', files)} 个文件中发现 ${formatInteger('zh', count)} 处可能的密钥${failed ? `（${failed} 个文件未扫描）` : ''}。除非你选择保留，每一处都会被替换。所有内容都不会离开此页面。`,
  notScanned: (file: string, error: string) => `${file}：未扫描（${error}）`,
  notUtf8: (file: string, lines: readonly number[]) =>
    `${file}：第 ${lines.join('、')} 行不是有效的 UTF-8：保存时按原字节写出，除非替换了其中的密钥`,
  more: (n: number) => `…另有 ${formatInteger('zh', n)} 处，均会被替换。`,
  scanAgain: '重新扫描',
  close: '关闭',
  save: '保存脱敏文件',
  replace: '替换',
  progress: '脱敏进度',
  cancel: '取消',
  replaced: (total: number, parts: string) =>
    `已替换 ${formatInteger('zh', total)} 处${parts ? `（${parts}）` : ''}`,
  replacedKind: (n: number, kind: string) => `${kind} ${formatInteger('zh', n)} 处`,
  listSeparator: '、',
  workerFailed: '脱敏 Worker 运行失败',
  notRedacted: (file: string, error: string) => `${file}：未脱敏（${error}）`,
  unread: '未读取',
  kinds: {
    secret: '密钥',
    'high-entropy': '疑似随机串',
    password: '密码',
    email: '邮箱',
    'home-path': '用户主目录',
  },
};
