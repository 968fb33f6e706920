import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Revenue, RevenuePeriod } from '../../../../shared/schemas/admin-overview';
import { TakenBackTable } from './taken-back-table';

const none = { count: 0, value: 0, valueRate: null, countRate: null };
const period = (overrides: Partial<RevenuePeriod> = {}): RevenuePeriod => ({
  received: { count: 0, value: 0 },
  refunds: none,
  chargebacks: none,
  unsummed: 0,
  ...overrides,
});
const render = (last30Days: RevenuePeriod, last12Months: RevenuePeriod) =>
  renderToString(<TakenBackTable revenue={{ last30Days, last12Months } as Revenue} />);

// Empty revenue rows are hidden or explained, never a table of "— / — das vendas".
describe('refunds and chargebacks table', () => {
  it('says there were none instead of drawing rows of dashes', () => {
    const html = render(period(), period());
    expect(html).toContain('Nenhum reembolso ou chargeback nos últimos 12 meses.');
    expect(html).not.toContain('—');
    expect(html).not.toContain('<table');
  });

  it('keeps only the kinds that happened, and says "sem vendas" where there is nothing to divide by', () => {
    const refund = { count: 1, value: 197, valueRate: null, countRate: null };
    const html = render(
      period({ refunds: refund }),
      period({ refunds: { ...refund, valueRate: 0.5, countRate: 0.5 } }),
    );
    expect(html).toContain('Reembolsos');
    expect(html).not.toContain('Chargebacks');
    expect(html).toContain('sem vendas no período');
    expect(html).not.toContain('— das vendas');
  });
});
