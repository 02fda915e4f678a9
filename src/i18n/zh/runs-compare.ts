// The runs-compare strings in 简体中文 (terms as in ../shared/GLOSSARY.md): runs compare → 运行对比.

import type { Catalog } from '../en';

export const runsCompare: Catalog['runsCompare'] = {
  toggle: '运行对比',
  toggleTitle: '逐轮对比两次运行',
  taskTurn: (task: number, turn: number) => `Task ${task} · 第 ${turn} 轮`,
  firstDivergence: '首个分歧',
  noDivergence: '没有分歧：两次运行完全相同。',
  sameRun: {
    pickOther: '两侧是同一次运行。请在一侧选择其他文档或 Session，或打开第二次运行。',
    onlyOne: '只打开了一次运行。请再打开一次运行，与它对比。',
    open: '打开第二次运行',
  },
  firstDivergenceAt: (task: number, turn: number) => `首个分歧：Task ${task}，第 ${turn} 轮。`,
  sides: { left: '左侧', right: '右侧' },
  documentOf: (side: string) => `${side}文档`,
  sessionOf: (side: string) => `${side} Session`,
  mainSession: '主会话',
  childSession: (key: string) => `子会话 ${key}`,
  noSuchTurn: '没有这一轮',
  showTurn: '在其文档中显示这一轮',
  failed: (n: number) => `${n} 次失败或被拒`,
  tokens: (figure: string) => `${figure} Token`,
  open: '进行中',
};
