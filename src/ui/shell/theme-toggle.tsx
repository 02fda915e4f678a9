import { useEffect, useState } from 'react';
import {
  applyTheme,
  isDark,
  nextThemePref,
  readThemePref,
  systemPrefersDark,
  writeThemePref,
} from './theme';
import { ICON_BUTTON } from '../common/looks';
import { useT } from '../i18n/language-store';
import { FOLDED_LINE, FOLDED_WORD } from './header-button';

export function ThemeToggle() {
  const t = useT();
  const [pref, setPref] = useState(readThemePref);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystemDark(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  useEffect(() => applyTheme(pref), [pref, systemDark]);

  const dark = isDark(pref, systemDark);
  const shown = dark ? t.shell.theme.dark : t.shell.theme.light;
  const label = pref === 'system' ? t.shell.theme.system(shown) : t.shell.theme.fixed(shown);
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme={dark ? 'dark' : 'light'}
      title={t.shell.theme.clickToSwitch(label)}
      aria-label={label}
      onClick={() => {
        const next = nextThemePref(pref, systemDark);
        writeThemePref(next);
        setPref(next);
      }}
      className={`size-8 ${ICON_BUTTON} ${FOLDED_LINE}`}
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
        {dark ? (
          <path d="M15.3 12.9A6.5 6.5 0 0 1 7.1 4.7a6.5 6.5 0 1 0 8.2 8.2Z" />
        ) : (
          <path d="M10 14a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0-12a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm0 14a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0v-1a1 1 0 0 1 1-1ZM3 9h1a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm13 0h1a1 1 0 1 1 0 2h-1a1 1 0 1 1 0-2ZM4.9 4.9a1 1 0 0 1 1.4 0l.7.7a1 1 0 0 1-1.4 1.4l-.7-.7a1 1 0 0 1 0-1.4Zm9.2 9.2a1 1 0 0 1 1.4 0l.7.7a1 1 0 0 1-1.4 1.4l-.7-.7a1 1 0 0 1 0-1.4ZM4.9 15.1a1 1 0 0 1 0-1.4l.7-.7A1 1 0 1 1 7 14.4l-.7.7a1 1 0 0 1-1.4 0Zm9.2-9.2a1 1 0 0 1 0-1.4l.7-.7a1 1 0 1 1 1.4 1.4l-.7.7a1 1 0 0 1-1.4 0Z" />
        )}
      </svg>
      <span className={FOLDED_WORD}>{label}</span>
    </button>
  );
}
