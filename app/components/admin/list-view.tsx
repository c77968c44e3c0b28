import { useEffect, useEffectEvent, useId, useState, type ReactNode } from "react";
import { Download, Search } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { ListPage } from "~/admin/list-page.server";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/utils/cn";
import type { Choice, ListLabels } from "~/lists/columns";
import { DataTable, type RowsProps } from "./data-table";
import { ListFilter } from "./list-filter";
import { download, type ListUrl } from "./use-list-url";

type ListViewProps<T> = ListLabels &
  RowsProps<T> & {
    /** The page the view's loader read. */
    list: ListPage<T>;
    /** The list's state in the URL (useListUrl). */
    url: ListUrl;
    /** Whether the list has a search box (its query schema reads `q`). */
    searchable?: boolean;
    /** Controls beside the search box (filters, sort order, "New" buttons). */
    toolbar?: ReactNode;
    /** Choices that narrow the list, each kept in the URL under its name (useListUrl's `filters`). */
    filters?: ListFilterDef[];
  };

// Long enough not to ask the server on every key, short enough to feel immediate.
const SEARCH_DELAY_MS = 300;
const count = (n: number) => n.toLocaleString("en-US");

/**
 * The one list component of the admin area: one page of a server-paged list as the view's loader
 * read it, a debounced search and filters that go to the URL (and from there to the loader), pages,
 * CSV export of everything that matches, empty states.
 */
export { withRenders } from "./data-table";

/** A filter of a list: its URL name, its label, its choices and the "any" choice's words. */
export type ListFilterDef = { name: string; label: string; options: readonly Choice[]; anyLabel: string };

export function ListView<T>(props: ListViewProps<T>) {
  const { title, list, url, columns, onOpenRow, actions } = props;
  const [query, setQuery] = useState(url.q);
  const searchId = useId();
  const loading = useNavigation().state === "loading";

  // The URL changed under the box (back, a link): show its search.
  const [urlQ, setUrlQ] = useState(url.q);
  if (urlQ !== url.q) {
    setUrlQ(url.q);
    setQuery(url.q);
  }
  // The box changed: after a pause, the search goes to the URL (and from there to the server).
  // (An effect event: a re-render while the timer runs must not restart it.)
  const search = useEffectEvent((text: string) => url.setQ(text));
  const { q } = url;
  useEffect(() => {
    if (query === q) return;
    const timer = setTimeout(() => search(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, q]);

  const exportCsv = () => {
    const csv = new URLSearchParams(url.filterQuery);
    csv.set("format", "csv");
    if (!props.csvPath) return;
    download(`${props.csvPath}?${csv}`);
  };

  const { rows } = list;
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + rows.length - 1;
  const lastPage = Math.max(1, Math.ceil(list.total / list.pageSize));
  const searchable = props.searchable ?? true;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {searchable ? (
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
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                maxLength={200}
                className="pl-9"
              />
            </div>
          </div>
        ) : null}
        {props.filters?.map((f) => (
          <ListFilter
            key={f.name}
            label={f.label}
            value={url.filter(f.name)}
            onChange={(v) => url.setFilter(f.name, v)}
            options={f.options}
            anyLabel={f.anyLabel}
          />
        ))}
        {props.toolbar}
        {props.csvPath ? (
          <Button type="button" variant="outline" onClick={exportCsv} disabled={list.total === 0}>
            <Download className="h-4 w-4" aria-hidden /> Export CSV
          </Button>
        ) : null}
      </div>

      {list.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Could not load {title.toLowerCase()}: {list.error}
        </p>
      ) : list.total === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-muted">
          {!url.narrowed
            ? props.emptyMessage
            : (props.noMatchMessage ?? `Nothing matches “${url.q.trim()}”.`)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-muted">
          There is no page {list.page}.{" "}
          <Link
            to={url.pageHref(1)}
            preventScrollReset
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Go to the first page
          </Link>
        </p>
      ) : (
        <DataTable
          title={title}
          caption={`${title} (${first}–${last} of ${list.total})`}
          rows={rows}
          columns={columns}
          rowKey={props.rowKey}
          onOpenRow={onOpenRow}
          rowLabel={props.rowLabel}
          actions={actions}
          busy={loading}
        />
      )}
      <nav aria-label={`Pages of ${title.toLowerCase()}`} className="flex flex-wrap items-center gap-3">
        <PageLink url={url} to={list.page - 1} disabled={list.page <= 1}>
          Previous
        </PageLink>
        <PageLink url={url} to={list.page + 1} disabled={list.page >= lastPage}>
          Next
        </PageLink>
        <p className="text-sm text-muted" aria-live="polite">
          {rows.length > 0 ? `Showing ${count(first)}–${count(last)} of ${count(list.total)}` : ""}
        </p>
      </nav>
    </div>
  );
}

/** Previous/Next: a link while there is such a page (so it works as one: new tab, back), else inert text. */
function PageLink(props: { url: ListUrl; to: number; disabled: boolean; children: ReactNode }) {
  const look = buttonVariants({ variant: "outline", size: "sm" });
  if (props.disabled)
    return (
      <span className={cn(look, "pointer-events-none opacity-50")} aria-disabled="true">
        {props.children}
      </span>
    );
  return (
    <Link to={props.url.pageHref(props.to)} preventScrollReset className={look}>
      {props.children}
    </Link>
  );
}
