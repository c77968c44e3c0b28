import { Table, type TableColumn } from "~/components/ui/table";
import { countScale } from "./count-scale";
import { formatCount, formatDay } from "./format";

export type Series = { label: string; color: string; values: number[] };

type Props = {
  title: string;
  days: string[];
  series: Series[];
  /** Stacked bars add the series up (with a Total column); grouped bars stand side by side. */
  mode: "grouped" | "stacked";
};

const W = 720;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

/**
 * A per-day bar chart drawn as SVG on the server (no chart library), with its numbers in a table
 * that screen readers read instead of the picture.
 */
export function DailyBars({ title, days, series, mode }: Props) {
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + s.values[i], 0));
  // The chart's numbers as text, one row a day (the row is the day's index).
  const tableColumns: TableColumn<number>[] = [
    { header: "Date", rowHeader: true, cell: (i) => days[i] },
    ...series.map((s): TableColumn<number> => ({ header: s.label, cell: (i) => s.values[i] })),
    ...(mode === "stacked" ? [{ header: "Total", cell: (i: number) => totals[i] }] : []),
  ];
  const { top: max, ticks } = countScale(
    Math.max(0, ...(mode === "stacked" ? totals : series.flatMap((s) => s.values))),
  );
  const slot = (W - PAD.left - PAD.right) / Math.max(1, days.length);
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const labelEvery = Math.ceil(days.length / 8);

  return (
    <figure className="grid gap-3">
      <div className="flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = PAD.left + i * slot;
          const barW = mode === "stacked" ? slot * 0.7 : (slot * 0.8) / series.length;
          let base = 0;
          return (
            <g key={day}>
              {series.map((s, k) => {
                const v = s.values[i];
                const top = mode === "stacked" ? y(base + v) : y(v);
                const bottom = mode === "stacked" ? y(base) : y(0);
                const bx = mode === "stacked" ? x + slot * 0.15 : x + slot * 0.1 + k * barW;
                base += v;
                return (
                  <rect
                    key={s.label}
                    x={bx}
                    y={top}
                    width={Math.max(barW, 1)}
                    height={bottom - top}
                    fill={s.color}
                  />
                );
              })}
              {i % labelEvery === 0 && (
                <text x={x + slot / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="#475569">
                  {formatDay(day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        <Table
          caption={title}
          columns={tableColumns}
          rows={days.map((day, i) => i)}
          rowKey={(i) => days[i]}
        />
      </figcaption>
    </figure>
  );
}
