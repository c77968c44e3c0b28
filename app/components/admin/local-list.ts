import { useMemo, useState } from "react";
import { csvFileName, downloadCsv, toCsv, type CsvCell } from "~/utils/csv";
import type { Column } from "./list-columns";
import type { AdminList } from "./use-admin-list";

const cellText = (v: CsvCell) =>
  v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v);

/**
 * A list whose rows are all in memory already (the blog posts): searched over the visible columns and
 * exported in the browser, all on one page (as before the server-paged lists), behind the same
 * interface as a server-paged list.
 */
export function useLocalList<T>(props: {
  rows: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  exportName: string;
  columns: Column<T>[];
  exportColumns?: Column<T>[];
}): AdminList<T> {
  const { rows, columns } = props;
  const [q, setQ] = useState("");
  const matching = useMemo(() => {
    const needle = q.trim().toLowerCase();
    if (!rows || !needle) return rows ?? [];
    return rows.filter((row) => columns.some((c) => cellText(c.value(row)).toLowerCase().includes(needle)));
  }, [rows, columns, q]);
  return {
    rows: rows && matching,
    total: matching.length,
    page: 1,
    pageSize: Math.max(matching.length, 1),
    isLoading: props.isLoading,
    error: props.error,
    q,
    setQ,
    // Nothing shown although rows exist: the search left nothing.
    narrowed: (rows?.length ?? 0) > 0,
    exportCsv: () => {
      const cols = [...columns, ...(props.exportColumns ?? [])];
      downloadCsv(
        csvFileName(props.exportName),
        toCsv(
          cols.map((c) => c.header),
          matching.map((row) => cols.map((c) => c.value(row))),
        ),
      );
    },
  };
}
