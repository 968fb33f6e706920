// Charts take their colours from the design tokens, so they follow the light and dark themes.
export const CHART = {
  primary: 'var(--primary)',
  success: 'var(--success)',
  muted: 'var(--muted-foreground)',
  grid: 'var(--border)',
  text: 'var(--muted-foreground)',
} as const;

export const PLAN_COLORS = {
  mensal: 'var(--primary)',
  anual: 'var(--success)',
  vitalicio: 'var(--destructive)',
} as const;
