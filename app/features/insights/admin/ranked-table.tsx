import type { ReactNode } from "react";

export type Column<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean };

type Props<R> = {
  caption: string;
  rows: R[];
  columns: Column<R>[];
  /** The figure each row's bar shows (a share of the largest). */
  barValue: (row: R) => number;
  empty: string;
};

/** A ranked list as a table, with a bar behind the first column: the numbers are the table's own. */
export function RankedTable<R>({ caption, rows, columns, barValue, empty }: Props<R>) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  const max = Math.max(1, ...rows.map(barValue));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-muted">
          {columns.map((c) => (
            <th key={c.header} scope="col" className={`py-2 font-medium ${c.numeric ? "text-right" : ""}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-b border-slate-100">
            {columns.map((c, k) =>
              k === 0 ? (
                <th key={c.header} scope="row" className="relative py-2 pr-3 text-left font-normal">
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-1 left-0 rounded bg-brand-100"
                    style={{ width: `${(barValue(row) / max) * 100}%` }}
                  />
                  <span className="relative break-all">{c.cell(row)}</span>
                </th>
              ) : (
                <td key={c.header} className={`py-2 pl-3 tabular-nums ${c.numeric ? "text-right" : ""}`}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
