const label = (dark: boolean) => (dark ? 'Ativar tema claro' : 'Ativar tema escuro');

/**
 * The theme toggle on the server-rendered pages (same key and labels as the SPA's). The
 * storage key comes in the button's data-theme-toggle, so this script imports nothing shared
 * with the SPA and stays a single small file.
 */
export function initThemeToggle(root: Document) {
  const html = root.documentElement;
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    const key = button.dataset.themeToggle;
    if (!key) continue;
    button.setAttribute('aria-label', label(html.classList.contains('dark')));
    button.addEventListener('click', () => {
      const dark = html.classList.toggle('dark');
      button.setAttribute('aria-label', label(dark));
      try {
        localStorage.setItem(key, dark ? 'dark' : 'light');
      } catch {
        // private mode: the choice lasts for this page only
      }
    });
  }
}
