import { Moon, Sun } from 'lucide-react';
import { THEME_STORAGE_KEY } from '../../shared/constants';
import { buttonVariants } from '../../ui/button';

/**
 * The theme toggle. The server cannot know the saved theme, so both icons are drawn and CSS
 * shows the right one; browser/theme-toggle.ts wires the click and keeps the label accurate.
 */
export function ThemeToggleButton() {
  return (
    <button
      type="button"
      data-theme-toggle={THEME_STORAGE_KEY}
      aria-label="Ativar tema escuro"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
    >
      <Moon className="dark:hidden" aria-hidden />
      <Sun className="hidden dark:block" aria-hidden />
    </button>
  );
}
