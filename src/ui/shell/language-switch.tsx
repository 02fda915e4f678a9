import { ICON_BUTTON } from '../common/looks';
import { useLanguageStore, useT } from '../i18n/language-store';
import { FOLDED_LINE, FOLDED_WORD } from './header-button';

/** Two languages, so one button: it names the other one, in that language's own words. */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  return (
    <button
      type="button"
      data-testid="language-switch"
      data-language={language}
      lang={language === 'en' ? 'zh-CN' : 'en'}
      title={t.shell.switchToOtherLabel}
      aria-label={t.shell.switchToOtherLabel}
      onClick={() => setLanguage(language === 'en' ? 'zh' : 'en')}
      className={`h-8 min-w-8 px-1.5 text-xs font-medium ${ICON_BUTTON} ${FOLDED_LINE}`}
    >
      <span className={FOLDED_WORD}>{t.shell.language}</span>
      {t.shell.switchToOther}
    </button>
  );
}
