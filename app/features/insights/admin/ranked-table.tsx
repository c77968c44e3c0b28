import type { ReactNode } from "react";
import { DataTable, type ScreenColumn } from "~/components/admin/data-table";

export type Column<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean };

type Props<R> = {
  caption: string;
  rows: R[];
  rowKey: (row: R) => string | number;
  /** The first names the row (its header); the others are its figures. */
  columns: Column<R>[];
  /** The figure each row's bar shows (a share of the largest). */
  barValue: (row: R) => number;
  empty: string;
};

/**
 * A ranked list (top pages, a funnel's steps, sources) as the admin's table, with a bar behind the
 * row's name: the numbers are the table's own, the bar only shows them.
 */
export function RankedTable<R>({ caption, rows, rowKey, columns, barValue, empty }: Props<R>) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  const max = Math.max(1, ...rows.map(barValue));
  const [name, ...figures] = columns;
  const screen: ScreenColumn<R>[] = [
    {
      header: name.header,
      value: () => "",
      rowHeader: true,
      className: "relative",
      render: (row) => (
        <>
          <span
            aria-hidden="true"
            className="absolute inset-y-1 left-0 rounded bg-brand-100"
            style={{ width: `${(barValue(row) / max) * 100}%` }}
          />
          <span className="relative">{name.cell(row)}</span>
        </>
      ),
    },
    ...figures.map((c) => ({ header: c.header, value: () => "", numeric: c.numeric, render: c.cell })),
  ];
  return <DataTable title={caption} rows={rows} rowKey={rowKey} columns={screen} />;
}
