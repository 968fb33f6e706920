import type { TooltipItem } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { countOf } from '../../../../shared/format';
import type { Revenue } from '../../../../shared/schemas/admin-overview';
import {
  type BarChartConfig,
  membersPerMonthChartConfig,
  moneyPerMonthChartConfig,
  perDayChartConfig,
  planChartConfig,
  receivedPerDayChartConfig,
} from './chart-configs';
import { readChartTheme } from './chart-theme';
import { formatCompactPrice, formatRate, shortMonth } from './revenue-format';

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

/** Each bar series as the legend and the colours name it. */
const seriesOf = (config: BarChartConfig) =>
  config.data.datasets.map(({ label, data, backgroundColor }) => ({ label, data, backgroundColor }));

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
    expect(seriesOf(config)).toEqual([
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

// Intl writes a narrow no-break space in "R$ 1,7 mil": compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

const perMonth: Revenue['perMonth'] = [
  {
    month: '2026-10',
    received: 3941,
    sales: 3,
    refunds: { count: 1, value: 197 },
    chargebacks: { count: 1, value: 1000.5 },
    newMembers: 4,
    churnedMembers: 2,
  },
  {
    month: '2026-11',
    received: 0,
    sales: 0,
    refunds: { count: 0, value: 0 },
    chargebacks: { count: 0, value: 0 },
    newMembers: 0,
    churnedMembers: 1,
  },
];

describe('revenue formatters', () => {
  it('writes compact reais, rates as pt-BR percents (— with nothing to divide by), months short', () => {
    expect(plain(formatCompactPrice(1747))).toBe('R$ 1,7 mil');
    expect(formatRate(197 / 2944)).toBe('6,7%');
    expect(formatRate(0.25)).toBe('25%');
    expect(formatRate(null)).toBe('—');
    expect(shortMonth('2026-01')).toBe('jan. de 26');
    expect([0, 1, 1234].map((n) => countOf(n, 'venda', 'vendas'))).toEqual([
      '0 vendas',
      '1 venda',
      '1.234 vendas',
    ]);
  });
});

describe('receivedPerDayChartConfig', () => {
  const config = receivedPerDayChartConfig(
    [
      { day: '2026-11-25', received: 1747, sales: 1 },
      { day: '2026-11-26', received: 0, sales: 0 },
    ],
    theme,
  );

  it('draws one green series of reais per day, dd/mm, without a legend', () => {
    expect(config.data.labels).toEqual(['25/11', '26/11']);
    expect(seriesOf(config)).toEqual([
      { label: 'Recebido', data: [1747, 0], backgroundColor: theme.success },
    ]);
    expect(config.options?.plugins?.legend?.display).toBe(false);
    expect(config.options?.animation).toBe(false);
  });

  it('writes reais on the axis and in the tooltip', () => {
    const tick = config.options?.scales?.y?.ticks?.callback as (value: number) => string;
    expect(plain(tick.call(null as never, 2000))).toBe('R$ 2 mil');
    const label = config.options?.plugins?.tooltip?.callbacks?.label as (item: TooltipItem<'bar'>) => string;
    expect(plain(label.call(null as never, { dataset: { label: 'Recebido' }, raw: 1747 } as never))).toBe(
      'Recebido: R$ 1.747,00',
    );
  });
});

describe('moneyPerMonthChartConfig', () => {
  it('draws received against refunds and chargebacks together, per month, with a legend', () => {
    const config = moneyPerMonthChartConfig(perMonth, theme);
    expect(config.data.labels).toEqual(['out. de 26', 'nov. de 26']);
    expect(seriesOf(config)).toEqual([
      { label: 'Recebido', data: [3941, 0], backgroundColor: theme.success },
      { label: 'Reembolsos e chargebacks', data: [1197.5, 0], backgroundColor: theme.destructive },
    ]);
    expect(config.options?.plugins?.legend?.labels?.color).toBe(theme.text);
    expect(config.options?.plugins?.tooltip?.mode).toBe('index');
  });
});

describe('membersPerMonthChartConfig', () => {
  // "Novos membros" is the per-day chart's accounts created: one word, one definition on /admin.
  it('draws new subscribers against those who lost access, whole numbers', () => {
    const config = membersPerMonthChartConfig(perMonth, theme);
    expect(seriesOf(config)).toEqual([
      { label: 'Novos assinantes', data: [4, 0], backgroundColor: theme.primary },
      { label: 'Perderam o acesso', data: [2, 1], backgroundColor: theme.destructive },
    ]);
    expect(config.options?.scales?.y?.ticks).toMatchObject({ precision: 0, color: theme.text });
    expect(config.options?.scales?.y?.grid?.color).toBe(theme.grid);
  });
});
