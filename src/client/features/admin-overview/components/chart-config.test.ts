import { describe, expect, it } from 'vitest';
import { readChartTheme } from './chart-theme';
import { perDayChartConfig } from './per-day-chart-config';
import { planChartConfig } from './plan-chart-config';

// A computed style as the browser gives it: custom properties keep their leading space.
const fakeStyle = (tokens: Record<string, string>) => ({
  getPropertyValue: (name: string) => (name in tokens ? ` ${tokens[name]}` : ''),
});

const theme = readChartTheme(
  fakeStyle({
    '--primary': 'oklch(0.49 0.22 293)',
    '--success': 'oklch(0.52 0.14 155)',
    '--destructive': 'oklch(0.55 0.22 27)',
    '--muted-foreground': 'oklch(0.48 0.03 265)',
    '--border': 'oklch(0.92 0.006 265)',
    '--foreground': 'oklch(0.21 0.03 265)',
    '--background': 'oklch(1 0 0)',
  }),
  'Inter Variable',
);

describe('readChartTheme', () => {
  it('reads each colour from its design token, trimmed', () => {
    expect(theme).toEqual({
      primary: 'oklch(0.49 0.22 293)',
      success: 'oklch(0.52 0.14 155)',
      destructive: 'oklch(0.55 0.22 27)',
      text: 'oklch(0.48 0.03 265)',
      grid: 'oklch(0.92 0.006 265)',
      tooltipBackground: 'oklch(0.21 0.03 265)',
      tooltipText: 'oklch(1 0 0)',
      fontFamily: 'Inter Variable',
    });
  });
});

describe('planChartConfig', () => {
  const config = planChartConfig(
    [
      { plan: 'mensal', count: 1234 },
      { plan: 'anual', count: 56 },
      { plan: 'vitalicio', count: 7 },
    ],
    theme,
  );

  it('draws one horizontal bar per plan, in the plan’s colour, also on hover', () => {
    expect(config.options?.indexAxis).toBe('y');
    expect(config.data.labels).toEqual(['Mensal', 'Anual', 'Vitalício']);
    const [dataset] = config.data.datasets;
    expect(dataset?.data).toEqual([1234, 56, 7]);
    const colors = [theme.primary, theme.success, theme.destructive];
    expect(dataset?.backgroundColor).toEqual(colors);
    expect(dataset?.hoverBackgroundColor).toEqual(colors);
  });

  it('writes the counts at the bars’ ends, in pt-BR, without a legend or animation', () => {
    expect(config.plugins?.map((plugin) => plugin.id)).toEqual(['barEndLabels']);
    expect(config.options?.locale).toBe('pt-BR');
    expect(config.options?.animation).toBe(false);
    expect(config.options?.plugins?.legend?.display).toBe(false);
  });

  it('draws text and grid lines in the theme’s colours', () => {
    expect(config.options?.color).toBe(theme.text);
    expect(config.options?.scales?.x?.grid?.color).toBe(theme.grid);
    expect(config.options?.scales?.y?.ticks?.color).toBe(theme.text);
    expect(config.options?.plugins?.tooltip?.backgroundColor).toBe(theme.tooltipBackground);
  });
});

describe('perDayChartConfig', () => {
  const config = perDayChartConfig(
    [
      { day: '2026-10-27', members: 3, subscriptions: 1 },
      { day: '2026-10-28', members: 0, subscriptions: 2 },
    ],
    theme,
  );

  it('labels each day dd/mm and draws members and subscriptions as two series', () => {
    expect(config.data.labels).toEqual(['27/10', '28/10']);
    expect(
      config.data.datasets.map(({ label, data, backgroundColor }) => ({ label, data, backgroundColor })),
    ).toEqual([
      { label: 'Novos membros', data: [3, 0], backgroundColor: theme.primary },
      { label: 'Novas assinaturas', data: [1, 2], backgroundColor: theme.success },
    ]);
  });

  it('shows a legend in the theme’s text colour and a tooltip with both figures of the day', () => {
    expect(config.options?.plugins?.legend?.labels?.color).toBe(theme.text);
    expect(config.options?.plugins?.tooltip?.mode).toBe('index');
    expect(config.options?.plugins?.tooltip?.titleColor).toBe(theme.tooltipText);
    expect(config.options?.scales?.y?.grid?.color).toBe(theme.grid);
    expect(config.options?.animation).toBe(false);
  });
});
