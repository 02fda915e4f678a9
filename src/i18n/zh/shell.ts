// The shell strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const shell: Catalog['shell'] = {
  languageSwitch: '语言',
  switchToOther: 'EN',
  switchToOtherLabel: '语言：中文。切换到 English（英文）',
};
