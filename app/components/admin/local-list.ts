import { useMemo, useState } from "react";
import { csvFileName, downloadCsv, toCsv, type CsvCell } from "~/utils/csv";
import type { Column } from "./list-columns";
import type { AdminList } from "./use-admin-list";

const PAGE_SIZE = 50;
const cellText = (v: CsvCell) =>
  v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v);

/**
 * A list whose rows are all in memory already (the blog posts): searched over the visible columns,
 * paged and exported in the browser, behind the same interface as a server-paged list.
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
  const [page, setPage] = useState(1);
  const matching = useMemo(() => {
    const needle = q.trim().toLowerCase();
    if (!rows || !needle) return rows ?? [];
    return rows.filter((row) => columns.some((c) => cellText(c.value(row)).toLowerCase().includes(needle)));
  }, [rows, columns, q]);
  return {
    rows: rows && matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pageSize: PAGE_SIZE,
    isLoading: props.isLoading,
    error: props.error,
    q,
    setQ: (value) => {
      setQ(value);
      setPage(1);
    },
    setPage,
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
