// Theme: the system's by default; a choice of light or dark is remembered. Applied as a `dark`
// class on <html> (Tailwind's dark variant keys on it).
export type ThemePref = 'system' | 'light' | 'dark';

const KEY = 'omniscope.theme';

export function readThemePref(storage: Pick<Storage, 'getItem'> = localStorage): ThemePref {
  try {
    const v = storage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

export function writeThemePref(pref: ThemePref): void {
  try {
    if (pref === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, pref);
  } catch {
    // Private mode or disabled storage: the choice lasts for this page only.
  }
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function isDark(pref: ThemePref, systemDark: boolean): boolean {
  return pref === 'dark' || (pref === 'system' && systemDark);
}

/** Every click flips what is shown; flipping back to what the system shows forgets the choice. */
export function nextThemePref(pref: ThemePref, systemDark: boolean): ThemePref {
  if (pref === 'system') return systemDark ? 'light' : 'dark';
  const opposite = pref === 'dark' ? 'light' : 'dark';
  return isDark(opposite, systemDark) === systemDark ? 'system' : opposite;
}

export function applyTheme(pref: ThemePref): void {
  const dark = isDark(pref, systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  document.documentElement.dataset.theme = pref;
}
