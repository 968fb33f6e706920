import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the parts these bar charts use, so the rest of Chart.js is left out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export type BarChartConfig = ChartConfiguration<'bar', number[], string>;

/**
 * A Chart.js bar chart on a canvas that fills its parent (give the parent a height). The config
 * should be memoised: each new one redraws the chart in place.
 */
export function BarChartCanvas({ config, label }: { config: BarChartConfig; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = Chart.getChart(canvas);
    if (!chart) {
      new Chart(canvas, config);
      return;
    }
    chart.data = config.data;
    chart.options = config.options ?? {};
    chart.update();
  }, [config]);

  useEffect(() => {
    const canvas = canvasRef.current;
    return () => {
      if (canvas) Chart.getChart(canvas)?.destroy();
    };
  }, []);

  return (
    // Chart.js sizes the canvas from this wrapper, which must hold nothing else. Out of the flow,
    // the canvas cannot widen its grid column and keep itself too wide when the page narrows.
    <div className="relative h-full w-full">
      <canvas ref={canvasRef} className="absolute inset-0" role="img" aria-label={label} />
    </div>
  );
}
