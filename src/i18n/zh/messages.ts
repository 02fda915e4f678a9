// The messages strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const messages: Catalog['messages'] = {
  user: '用户',
  assistant: '模型回复',
  userImage: '用户图片',
  userData: '用户数据',
  assistantData: '模型数据',
  thinking: '思考',
  thinkingBinary: '思考（二进制）',
  sender: {
    parent_agent: '来自父 Agent',
    harness: '来自 harness',
    server: '来自服务器',
  },
  signed: '已签名',
  encrypted: '已加密',
  encryptedReasoning: (size: string) => `加密的思考内容（${size}），无法读取`,
  emptyReasoning: '思考内容为空',
  hideReasoning: '收起思考',
  streaming: '生成中',
  fidelity: 'fidelity 数据',
  download: (name: string) => `下载 ${name}`,
  unknownType: '未知类型',
  cut: {
    label: '已截断',
    why: {
      restarted: '流已重新开始',
      'request-ended': '请求先结束了',
      aborted: '被用户中断',
      'compaction-ended': '压缩先结束了',
      'source-ended': 'Trace 已结束',
    },
    noRecord: '没有完整记录',
    liveCompaction: '无最终消息，实时压缩即是如此',
    partial: {
      message: '消息不完整',
      reasoning: '思考不完整',
      call: '调用不完整',
      output: '输出不完整',
    },
  },
};
