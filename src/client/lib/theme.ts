import { THEME_STORAGE_KEY } from '../../shared/constants';

export type Theme = 'light' | 'dark';

// Default light, kept in localStorage under "theme"; public/theme-init.js applies it before paint.
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
