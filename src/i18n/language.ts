// Which of the two languages to speak: a link's ?lang=, then the reader's choice, then the system's.

export type Language = 'en' | 'zh';

/** BCP 47 tags handed to Intl and to <html lang>. */
export const LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', zh: 'zh-CN' };

/** "zh", "zh-CN", "zh_TW.UTF-8" → zh; "en…" → en; anything else → undefined. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const t = tag?.trim().toLowerCase();
  if (!t) return undefined;
  if (t === 'zh' || t.startsWith('zh-') || t.startsWith('zh_')) return 'zh';
  if (t === 'en' || t.startsWith('en-') || t.startsWith('en_')) return 'en';
  return undefined;
}

/** PenguinHarness's rule: a system whose first language is Chinese reads Chinese, any other English. */
export function systemLanguage(tags: readonly string[]): Language {
  return languageOf(tags[0]) === 'zh' ? 'zh' : 'en';
}

export function pickLanguage(choice: {
  url?: string | null;
  stored?: string | null;
  system: readonly string[];
}): Language {
  return languageOf(choice.url) ?? languageOf(choice.stored) ?? systemLanguage(choice.system);
}
