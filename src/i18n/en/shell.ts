// The shell strings in English: header, tabs, start page, dialogs around the documents.

export const shell = {
  languageSwitch: 'Language',
  /** The switch's own label says where it goes, in that language's own words. */
  switchToOther: '中文',
  switchToOtherLabel: 'Language: English. Switch to 中文 (Chinese)',
};
