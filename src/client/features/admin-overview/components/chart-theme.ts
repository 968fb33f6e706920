import type { ChartOptions } from 'chart.js';
import type { Plan } from '../../../../shared/constants';

/** The design tokens a chart draws with, as values: a canvas cannot read `var(--primary)`. */
export type ChartTheme = {
  primary: string;
  success: string;
  destructive: string;
  text: string;
  grid: string;
  tooltipBackground: string;
  tooltipText: string;
  fontFamily: string;
};

type ColorKey = Exclude<keyof ChartTheme, 'fontFamily'>;

const TOKENS: Record<ColorKey, string> = {
  primary: '--primary',
  success: '--success',
  destructive: '--destructive',
  text: '--muted-foreground',
  grid: '--border',
  // Inverted, so the tooltip stands out from the card in either theme.
  tooltipBackground: '--foreground',
  tooltipText: '--background',
};

export const PLAN_COLORS: Record<Plan, ColorKey> = {
  mensal: 'primary',
  anual: 'success',
  vitalicio: 'destructive',
};

/** Reads the tokens from the root's computed style, which holds the light or the dark set. */
export function readChartTheme(
  rootStyle: Pick<CSSStyleDeclaration, 'getPropertyValue'>,
  fontFamily: string,
): ChartTheme {
  const colors = Object.fromEntries(
    Object.entries(TOKENS).map(([key, token]) => [key, rootStyle.getPropertyValue(token).trim()]),
  ) as Record<ColorKey, string>;
  return { ...colors, fontFamily };
}

/** What both bar charts share: no animation (as before), pt-BR numbers, the theme's text and lines. */
export function baseBarOptions(theme: ChartTheme): ChartOptions<'bar'> {
  return {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    locale: 'pt-BR',
    color: theme.text,
    font: { family: theme.fontFamily, size: 12 },
    plugins: {
      tooltip: {
        backgroundColor: theme.tooltipBackground,
        titleColor: theme.tooltipText,
        bodyColor: theme.tooltipText,
        footerColor: theme.tooltipText,
      },
    },
  };
}

/** A bar's colour also on hover: Chart.js cannot lighten an oklch() token and would drop it. */
export const barColor = (color: string | string[]) => ({
  backgroundColor: color,
  hoverBackgroundColor: color,
  borderWidth: 0,
});
