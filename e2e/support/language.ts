// What a Chinese page must not show: an English string of our catalogs that Chinese says otherwise.
import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { zh } from '../../src/i18n/zh';

type Tree = { [key: string]: unknown };

/** The catalog's plain strings (functions need arguments and are checked by the catalog test). */
function strings(tree: Tree, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') return [[at, value]];
    if (typeof value === 'object' && value !== null) return strings(value as Tree, at);
    return [];
  });
}

const chinese = new Map(strings(zh));
/** Payload types are protocol words, shown as written in both languages (the inspector's types). */
const PROTOCOL_WORDS = new Set(['text', 'thinking', 'tool_call', 'tool_call_output', 'image_url']);

/** English strings with a word in them whose Chinese differs: these must never show in Chinese. */
const ENGLISH_ONLY = [
  ...new Set(
    strings(en)
      .filter(
        ([key, value]) =>
          chinese.get(key) !== value && /[a-z]{3}/i.test(value) && !PROTOCOL_WORDS.has(value),
      )
      .map(([, value]) => value),
  ),
];

/**
 * The names, labels, titles, placeholders and texts of the page's controls and headings that
 * are an English catalog string: our words left untranslated. Inside the conversation only
 * buttons and aria-labels are read: its headings, links and titles may be the agent's Markdown.
 */
export async function englishLeaks(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const wanted = new Set(english);
    const found = new Set<string>();
    const look = (s: string | null | undefined) => {
      const t = s?.trim();
      if (t && wanted.has(t)) found.add(t);
    };
    const selector =
      'button, a, label, h1, h2, h3, h4, th, option, summary, [role=tab], [role=menuitem], [title], [aria-label], [placeholder]';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const inTrace = el.closest('[data-testid=conversation]') !== null;
      look(el.getAttribute('aria-label'));
      if (inTrace && el.tagName !== 'BUTTON') continue;
      look(el.getAttribute('title'));
      look(el.getAttribute('placeholder'));
      if (el.childElementCount === 0) look(el.textContent);
      else for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE) look(n.textContent);
    }
    return [...found];
  }, ENGLISH_ONLY);
}
