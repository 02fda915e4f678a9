// The language the interface speaks, chosen once at start and by the header's switch; remembered.

import { create } from 'zustand';
import { CATALOGS, type Catalog } from '../../i18n/catalogs';
import { LOCALE, pickLanguage, type Language } from '../../i18n/language';

const KEY = 'omniscope.language';

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function remember(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
}

function apply(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE[language];
}

/**
 * ?lang= from a link wins and is remembered, as if picked in the header. Outside a browser (unit
 * tests of modules that read words) there is no link, storage or system language: English.
 */
function initial(): Language {
  const url =
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  const system = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const language = pickLanguage({ url, stored: stored(), system });
  if (url !== null && language === url) remember(language);
  apply(language);
  return language;
}

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: initial(),
  setLanguage(language) {
    remember(language);
    apply(language);
    set({ language });
  },
}));

export const useLanguage = (): Language => useLanguageStore((s) => s.language);

/** The catalog of the language shown: components read their words from it. */
export const useT = (): Catalog => CATALOGS[useLanguageStore((s) => s.language)];

/** For code outside React's render (document title, confirm dialogs, clipboard notes). */
export const currentLanguage = (): Language => useLanguageStore.getState().language;
export const currentCatalog = (): Catalog => CATALOGS[currentLanguage()];
