// The keyboard strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const keyboard: Catalog['keyboard'] = {
  title: '键盘快捷键',
  shortcuts: {
    search: '搜索',
    nextMatch: '下一个匹配（在搜索框中按 Enter）',
    prevMatch: '上一个匹配（在搜索框中按 Shift+Enter）',
    nextRow: '下一条消息',
    prevRow: '上一条消息',
    nextTurn: '下一轮',
    prevTurn: '上一轮',
    nextError: '下一个错误或失败尝试',
    prevError: '上一个错误或失败尝试',
    nextRepeat: '下一个参数相同的重复工具调用',
    prevRepeat: '上一个参数相同的重复工具调用',
    toggle: '展开或折叠消息',
    copy: '复制消息',
    top: '跳到顶部',
    bottom: '跳到底部',
    focusChild: '打开光标处的子会话',
    back: '返回：关闭，或离开子会话',
    help: '列出快捷键',
    leaveList: '离开对话：跳到它之前 / 之后的内容',
    closeTab: '关闭焦点所在标签页的 Trace',
    outline: 'Task 与轮次大纲',
    timeline: '执行时间线',
    inspector: '事件检查器',
    timeTravel: '时间回溯：后退 / 前进一个事件',
  },
};
