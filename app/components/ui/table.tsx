import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from "react";
import { cn } from "~/utils/cn";

/** One column: its header, its cell, and whether the cell names its row (`<th scope="row">`). */
export type TableColumn<T> = {
  /** The header's text, also the column's key. */
  header: string;
  /** What the header shows when its text is not enough (e.g. read only by assistive technology). */
  headerContent?: ReactNode;
  cell: (row: T) => ReactNode;
  rowHeader?: boolean;
  headerClassName?: string;
  className?: string;
  /** Attributes of every cell of the column (e.g. a click handler). */
  cellProps?: TdHTMLAttributes<HTMLTableCellElement>;
};

type TableProps<T> = {
  /** Read by assistive technology, not shown. */
  caption: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  className?: string;
  headRowClassName?: string;
  /** Attributes of a body row (its look, a click that opens it). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
};

/**
 * The one `<table>` of the site (docs/conventions.md): a caption, a header row of column headers and a
 * row per item. The admin's DataTable builds on it (adding its scroll region and actions); the home
 * page's before/after table and the charts' text alternatives use it as it is.
 */
export function Table<T>(props: TableProps<T>) {
  const { columns, rowProps } = props;
  return (
    <table className={props.className}>
      <caption className="sr-only">{props.caption}</caption>
      <thead>
        <tr className={props.headRowClassName}>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.headerClassName}>
              {c.headerContent ?? c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => {
              const Cell = c.rowHeader ? "th" : "td";
              return (
                <Cell
                  key={c.header}
                  scope={c.rowHeader ? "row" : undefined}
                  className={cn(c.rowHeader && "font-normal", c.className)}
                  {...c.cellProps}
                >
                  {c.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
