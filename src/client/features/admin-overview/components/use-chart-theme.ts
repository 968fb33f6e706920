import { useMemo, useSyncExternalStore } from 'react';
import { currentTheme, type Theme } from '../../../lib/theme';
import { type ChartTheme, readChartTheme } from './chart-theme';

// The theme toggle flips the `dark` class on <html> (lib/theme.ts); the tokens change with it.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const serverTheme = (): Theme => 'light';

/** The chart colours of the theme shown now, read again each time the theme changes. */
export function useChartTheme(): ChartTheme {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the computed tokens are the current theme's
  return useMemo(
    () =>
      readChartTheme(getComputedStyle(document.documentElement), getComputedStyle(document.body).fontFamily),
    [theme],
  );
}
