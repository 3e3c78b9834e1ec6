// Charts on uPlot: a kept library of ~20 KB gzip (Recharts would be ~100 KB, most of the dashboard's
// 150 KB budget; Chart.js ~60 KB even tree-shaken). The canvas is hidden from assistive technology;
// the same figures are in a table beside it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  /** A null leaves a gap: no point (a week with nothing to count is not a 0). */
  values: (number | null)[];
  /** A line's dash pattern, so that lines differ by more than colour. */
  dash?: number[];
}

/** `max`: the top of the value axis when it is fixed (100 for percentages); else the largest value. */
export function Chart({ kind, labels, series, height = 220, max }: { kind: 'line' | 'bars'; labels: string[]; series: ChartSeries[]; height?: number; max?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || labels.length === 0) return;
    const xs = labels.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const plot = new uPlot(
      {
        width: el.clientWidth || 480,
        height,
        legend: { show: false },
        cursor: { show: false },
        // Counts start at zero; bars get half a step of room at both ends.
        scales: { x: { time: false, range: (_u, min, max) => (kind === 'bars' ? [min - 0.5, max + 0.5] : [min, max]) }, y: { range: (_u, _min, top) => [0, max ?? Math.max(1, top)] } },
        axes: [
          // Every label when there is room, else every second (third…): uPlot draws no tick at all
          // when no step it may use leaves room between labels.
          { values: (_u, ticks) => ticks.map((i) => labels[i] ?? ''), incrs: [1, 2, 3, 4, 6, 7, 14, 28], stroke: '#334155' },
          { stroke: '#334155', incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500] },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            fill: kind === 'bars' ? s.color : undefined,
            width: 2,
            dash: s.dash,
            ...(kind === 'bars' && bars ? { paths: bars, points: { show: false } } : {}),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 480, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [kind, labels, series, height, max]);
  return (
    <div data-slot="chart">
      <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
      {series.length > 1 && (
        <ul className="mt-1 flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
