import type { ReactNode } from 'react';

/*
 * Hand-written SVG charts (docs/decisions.md, 'Dashboard charts'): a column chart of one series
 * per day and horizontal bars of shares. Each is drawn for the eye only (aria-hidden); the table
 * beside it carries the same numbers for screen readers and for copying.
 */

const W = 600;
const H = 160;

/** Columns of one value per day, scaled to the largest; the first and last day labelled. */
export function DayColumns({ days, values, color }: { days: string[]; values: number[]; color: string }) {
  const max = Math.max(1, ...values);
  const step = W / Math.max(1, values.length);
  const bar = Math.max(1, step * 0.7);
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H + 18}`} aria-hidden="true" focusable="false">
      <line x1={0} x2={W} y1={H} y2={H} className="chart__axis" />
      {values.map((value, index) => {
        const height = (value / max) * (H - 14);
        return (
          <rect
            key={days[index]}
            x={index * step + (step - bar) / 2}
            y={H - height}
            width={bar}
            height={height}
            fill={color}
            rx={1.5}
          />
        );
      })}
      <text x={0} y={H + 14} className="chart__label">
        {days[0]?.slice(5)}
      </text>
      <text x={W} y={H + 14} className="chart__label" textAnchor="end">
        {days.at(-1)?.slice(5)}
      </text>
      <text x={W} y={10} className="chart__label" textAnchor="end">
        {max}
      </text>
    </svg>
  );
}

/** Horizontal bars of shares (members by country), the largest first, with their counts. */
export function ShareBars({ items, color }: { items: { key: string; count: number }[]; color: string }) {
  const max = Math.max(1, ...items.map((item) => item.count));
  const row = 22;
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${items.length * row}`} aria-hidden="true" focusable="false">
      {items.map((item, index) => (
        <g key={item.key} transform={`translate(0 ${index * row})`}>
          <text x={0} y={15} className="chart__label">
            {item.key || '–'}
          </text>
          <rect x={70} y={4} width={((W - 140) * item.count) / max} height={14} fill={color} rx={2} />
          <text x={W} y={15} className="chart__label" textAnchor="end">
            {item.count}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** A chart with its table beside it (under it on a phone). */
export function ChartWithTable({
  title,
  chart,
  table,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <section className="admin-panel chart-panel" aria-label={title}>
      <h2 className="admin-panel__title">{title}</h2>
      <div className="chart-panel__body">
        <div className="chart-panel__chart">{chart}</div>
        <div className="chart-panel__table">{table}</div>
      </div>
    </section>
  );
}
