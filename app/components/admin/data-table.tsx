import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Table, type TableColumn } from "~/components/ui/table";
import type { Column } from "~/lists/columns";
import type { CsvCell } from "~/utils/csv";
import { cn } from "~/utils/cn";

/** A column on screen: its definition (as text, for the CSV too) and, where text is not enough, how it looks. */
export type ScreenColumn<T> = Column<T> & {
  render?: (row: T) => ReactNode;
  /** The cell names its row (a row header, `<th scope="row">`), e.g. a ranked table's label. */
  rowHeader?: boolean;
  /** A number: aligned right, header too, in even-width digits. */
  numeric?: boolean;
};

/** The columns with their on-screen look, by header. */
export function withRenders<T>(columns: Column<T>[], renders: Record<string, (row: T) => ReactNode>) {
  return columns.map((c): ScreenColumn<T> => (renders[c.header] ? { ...c, render: renders[c.header] } : c));
}

/** Columns drawn from the row alone (a small table with no list definition or CSV of its own). */
export const screenColumns = <T,>(columns: Record<string, (row: T) => ReactNode>): ScreenColumn<T>[] =>
  Object.entries(columns).map(([header, render]) => ({ header, value: () => "", render }));

const byId = (row: unknown) => (row as { id: string | number }).id;

const cellText = (v: CsvCell) =>
  v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v);

/** How a table draws its rows: its columns, each row's key, the row's details and actions (ListView's too). */
export type RowsProps<T> = {
  columns: ScreenColumn<T>[];
  /** Names each row for React; its `id` by default. */
  rowKey?: (row: T) => string | number;
  /** A row opens its details: the whole row is clickable and a "View" button does the same by keyboard. */
  onOpenRow?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /** Per-row actions shown in a last column. */
  actions?: (row: T) => ReactNode;
};

type DataTableProps<T> = RowsProps<T> & {
  /** Names the table for assistive technology (its scrollable region). */
  title: string;
  /** The caption (read, not shown); the title when absent. */
  caption?: string;
  rows: T[];
  busy?: boolean;
  /** What a small table says instead of itself when it has no rows (a list's is ListView's). */
  emptyMessage?: ReactNode;
};

/**
 * The admin's one table: every list (through ListView, which adds search, pages and CSV) and every
 * small table (sessions, passkeys, recovery, audit…) draws its rows with it (docs/conventions.md).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { title, rows, columns, onOpenRow, actions } = props;
  if (rows.length === 0 && props.emptyMessage)
    return <p className="text-sm text-muted">{props.emptyMessage}</p>;
  const tableColumns: TableColumn<T>[] = columns.map((c) => ({
    header: c.header,
    cell: (row) => (c.render ? c.render(row) : c.text ? c.text(row) : cellText(c.value(row))),
    rowHeader: c.rowHeader,
    headerClassName: cn("px-3 py-2 font-semibold", c.numeric && "text-right"),
    // A header cell centres by default; a figure is right-aligned either way.
    className: cn(
      "px-3 py-2",
      c.numeric ? "text-right tabular-nums" : c.rowHeader && "text-left",
      c.className,
    ),
  }));
  if (onOpenRow || actions)
    tableColumns.push({
      header: "Actions",
      headerContent: <span className="sr-only">Actions</span>,
      headerClassName: "px-3 py-2 font-semibold",
      className: "px-3 py-2",
      cellProps: { onClick: (e) => e.stopPropagation() },
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          {onOpenRow && (
            <Button type="button" size="sm" variant="outline" onClick={() => onOpenRow(row)}>
              View<span className="sr-only"> {props.rowLabel?.(row)}</span>
            </Button>
          )}
          {actions?.(row)}
        </div>
      ),
    });
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      role="region"
      aria-label={title}
      aria-busy={props.busy}
      tabIndex={0}
    >
      <Table
        caption={props.caption ?? title}
        className="w-full min-w-max border-collapse text-left text-sm"
        headRowClassName="bg-slate-50 text-slate-700"
        columns={tableColumns}
        rows={rows}
        rowKey={props.rowKey ?? byId}
        rowProps={(row) => ({
          onClick: onOpenRow ? () => onOpenRow(row) : undefined,
          className: cn(
            "border-t border-slate-200 align-top",
            onOpenRow && "cursor-pointer hover:bg-brand-50/60",
          ),
        })}
      />
    </div>
  );
}
