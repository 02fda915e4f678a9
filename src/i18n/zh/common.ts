// The common strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';
import { formatInteger } from '../count-of';

export const common: Catalog['common'] = {
  open: '打开',
  cancel: '取消',
  close: '关闭',
  dismiss: '关闭',
  copy: '复制',
  copied: '已复制',
  copyFailed: '复制失败',
  running: '运行中',
  missing: '（缺失）',
  duration: {
    ms: (v: string) => `${v} 毫秒`,
    s: (v: string) => `${v} 秒`,
    minSec: (m: number, s: string) => `${m} 分 ${s} 秒`,
    hourMin: (h: number, m: string) => `${h} 小时 ${m} 分`,
    elapsed: (s: number) => `${s} 秒`,
  },
  /** The part's English name (`what`) is kept for data-what; the reader gets a plain notice. */
  couldNotDraw: () => '这部分内容无法显示',
  dataAsJson: '以 JSON 查看其数据',
  image: {
    fallbackCaption: '图片',
    couldNotDecode: (caption: string) => `${caption}：无法解码`,
    toggleSize: '切换原始尺寸',
    fromTrace: 'Trace 中的图片',
    unsupportedUrl: (url: string) => `不支持的图片 URL：${url}`,
    loadFrom: (host: string) => `从 ${host} 加载图片`,
    from: (host: string) => `来自 ${host} 的图片`,
  },
  fidelity: {
    label: '服务商原始数据（保真）',
    hide: '隐藏服务商原始数据（保真）',
    show: '显示服务商原始数据（保真）',
  },
  longText: {
    size: (lines: number, size: string) => `${formatInteger('zh', lines)} 行，${size}`,
    showLess: '收起',
    showAll: (size: string) => `显示全部（${size}）`,
  },
  unknownValue: (_field: string, value: string) =>
    `未知的值：${value}（本查看器不认识这个值，按收到的原样显示）`,
  invisibleChar: (code: string, name: string) =>
    `Trace 中的不可见字符 ${code}（${name}），显示出来以免它伪装文本`,
  invisibleFamily: {
    control: '控制字符',
    tag: '标签字符',
    format: '不可见格式字符',
  },
  stopReason: {
    completed: { label: '已完成', title: '正常结束' },
    aborted: { label: '已中断', title: '被用户中断（或被拒绝）' },
    timeout: { label: '超时', title: '连接超时、网络中断或临时配额限制' },
    malformed: { label: '格式错误', title: '响应不完整或无法解析' },
    failed: { label: '失败', title: '错误（工具失败，或非临时性的模型服务错误）' },
    auth: { label: '认证被拒', title: '服务商拒绝了凭据' },
  },
};
