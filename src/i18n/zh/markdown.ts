// The markdown strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const markdown: Catalog['markdown'] = {
  plainText: '文本',
  image: (label: string) => `图片：${label}`,
  unavailable: '不可用',
  chipImage: '图片',
  linkTitle: (href: string) => `打开 ${href}`,
  otherTarget: (host: string) => `链接文字写的是另一个地址：实际打开的是 ${host}`,
  chipFile: '文件',
  markers: {
    turnRetried: '本轮已重试',
    turnAborted: '本轮已中断',
    userSteering: '用户引导',
    contextSummary: '上下文摘要',
    summary: '摘要',
    modelSwitched: '已切换模型',
    handoff: '交接',
    useSkills: '使用技能',
    scheduledTask: '定时 Task',
    backgroundTaskDone: '后台 Task 已完成',
    goal: '目标',
    attachedFile: '附加文件',
    attachedImage: '附加图片',
  },
};
