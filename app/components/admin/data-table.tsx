import { useId, useMemo, useState, type ReactNode } from "react";
import { Download, Search } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { csvFileName, downloadCsv, toCsv, type CsvCell } from "~/utils/csv";
import { cn } from "~/utils/cn";
import { ApiError } from "~/utils/api-client";
import { Spinner } from "./spinner";

export type Column<T> = {
  header: string;
  /** The cell as text: what the search looks at and what the CSV holds. */
  value: (row: T) => CsvCell;
  /** How the cell shows on screen (defaults to the value). */
  render?: (row: T) => ReactNode;
  className?: string;
};

type DataTableProps<T> = {
  /** Names the list: the table caption, the search label and the CSV file. */
  title: string;
  exportName: string;
  rows: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  emptyMessage: string;
  /** Shown when the search leaves nothing (default: "Nothing matches …"). */
  noMatchMessage?: string;
  /** Extra columns for the CSV only (e.g. every answer of a submission). */
  exportColumns?: Column<T>[];
  /** A row opens its details: the whole row is clickable and a "View" button does the same by keyboard. */
  onOpenRow?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /** Per-row actions shown in a last column. */
  actions?: (row: T) => ReactNode;
  /** Controls beside the search box (sort order, "New" buttons). */
  toolbar?: ReactNode;
  /**
   * A list paged and searched on the server: the search box edits this value instead of filtering
   * the rows shown, and `total` is how many rows the whole list has.
   */
  serverSearch?: { value: string; onChange: (value: string) => void; total: number | undefined };
};

const cellText = (v: CsvCell) =>
  v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v);

/** The one list component of the admin area: search over the visible columns, CSV export, empty states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { title, rows, columns, onOpenRow, actions } = props;
  const [query, setQuery] = useState("");
  const searchId = useId();

  const visible = useMemo(() => {
    const q = props.serverSearch ? "" : query.trim().toLowerCase();
    if (!rows || !q) return rows ?? [];
    return rows.filter((row) => columns.some((c) => cellText(c.value(row)).toLowerCase().includes(q)));
  }, [rows, columns, query, props.serverSearch]);

  const exportCsv = () => {
    const cols = [...columns, ...(props.exportColumns ?? [])];
    downloadCsv(
      csvFileName(props.exportName),
      toCsv(
        cols.map((c) => c.header),
        visible.map((row) => cols.map((c) => c.value(row))),
      ),
    );
  };

  if (props.isLoading) {
    return (
      <div className="flex items-center gap-3 py-10 text-muted" role="status">
        <Spinner /> Loading {title.toLowerCase()}…
      </div>
    );
  }
  if (props.error) {
    const message =
      props.error instanceof ApiError
        ? (props.error.serverMessage ?? props.error.message)
        : String(props.error);
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Could not load {title.toLowerCase()}: {message}
      </p>
    );
  }

  const hasActions = Boolean(onOpenRow || actions);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-1">
          <Label htmlFor={searchId}>Search {title.toLowerCase()}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={props.serverSearch ? props.serverSearch.value : query}
              onChange={(e) => (props.serverSearch ? props.serverSearch.onChange : setQuery)(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        {props.toolbar}
        <Button type="button" variant="outline" onClick={exportCsv} disabled={visible.length === 0}>
          <Download className="h-4 w-4" aria-hidden /> Export CSV
        </Button>
      </div>

      {rows && rows.length === 0 && !props.serverSearch?.value ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-muted">
          {props.emptyMessage}
        </p>
      ) : visible.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-muted">
          {props.noMatchMessage ?? `Nothing matches “${(props.serverSearch?.value ?? query).trim()}”.`}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-slate-200"
          role="region"
          aria-label={title}
          tabIndex={0}
        >
          <table className="w-full min-w-max border-collapse text-left text-sm">
            <caption className="sr-only">
              {title} ({visible.length} of {rows?.length ?? 0})
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="px-3 py-2 font-semibold">
                    {c.header}
                  </th>
                ))}
                {hasActions && (
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr
                  key={props.rowKey(row)}
                  onClick={onOpenRow ? () => onOpenRow(row) : undefined}
                  className={cn(
                    "border-t border-slate-200 align-top",
                    onOpenRow && "cursor-pointer hover:bg-brand-50/60",
                  )}
                >
                  {columns.map((c) => (
                    <td key={c.header} className={cn("px-3 py-2", c.className)}>
                      {c.render ? c.render(row) : cellText(c.value(row))}
                    </td>
                  ))}
                  {hasActions && (
                    <td className="px-3 py-2" onClick={(e) => e.stopPropagation()}>
                      <div className="flex flex-wrap gap-2">
                        {onOpenRow && (
                          <Button type="button" size="sm" variant="outline" onClick={() => onOpenRow(row)}>
                            View<span className="sr-only"> {props.rowLabel?.(row)}</span>
                          </Button>
                        )}
                        {actions?.(row)}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-muted" aria-live="polite">
        {rows ? `Showing ${visible.length} of ${props.serverSearch?.total ?? rows.length}` : ""}
      </p>
    </div>
  );
}
