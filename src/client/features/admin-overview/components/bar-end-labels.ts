import type { Plugin } from 'chart.js';
import { toFont } from 'chart.js/helpers';

/** Writes each bar's value just past its end (horizontal bars), in the chart's text colour and font. */
export const barEndLabels: Plugin<'bar'> = {
  id: 'barEndLabels',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const values = chart.data.datasets[0]?.data ?? [];
    ctx.save();
    ctx.fillStyle = String(chart.options.color);
    ctx.font = toFont(chart.options.font ?? {}).string;
    ctx.textBaseline = 'middle';
    chart.getDatasetMeta(0).data.forEach((bar, index) => {
      const { x, y } = bar.getProps(['x', 'y'], true);
      ctx.fillText(Number(values[index]).toLocaleString('pt-BR'), x + 6, y);
    });
    ctx.restore();
  },
};
