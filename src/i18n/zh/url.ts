// The url strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const url: Catalog['url'] = {
  copyLink: '复制链接',
  copyLinkTitle: '复制一个打开此行的链接',
  reopenLead: '此链接显示的是 ',
  reopenMiddle: '，一个从磁盘打开的文件，链接无法打开它。请再次打开它（拖放到这里，或点击',
  reopenRest: '），即可看到同一视图。',
};
