import { useRef } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ApiError } from "~/utils/api-client";

/** What a list's query holds: one page of rows and how many match in all (X-Total-Count). */
export type ListPage<T> = { rows: T[]; total: number };

export type AdminList<T> = {
  rows: T[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  error: unknown;
  /** The search as the URL holds it. */
  q: string;
  setQ: (q: string) => void;
  /** The URL (search part) of another page of this list, the rest of the URL kept (absent when every
   * row is on one page). */
  pageHref?: (page: number) => string;
  /** Absent when every row is on one page. */
  setPage?: (page: number) => void;
  /** Downloads the CSV of every row matching the search and filters. */
  exportCsv: () => void;
  /** A search or filter narrows the list (an empty answer then means "no match", not "none yet"). */
  narrowed: boolean;
};

/** A list the server pages: its filters live in the URL too. */
export type ServerList<T> = AdminList<T> & {
  filter: (name: string) => string;
  setFilter: (name: string, value: string) => void;
};

/** The server's page size for the admin lists (app/schemas/admin-lists.ts). */
const PAGE_SIZE = 50;

/**
 * One of the admin's server-paged lists, its page, search and filters read from the URL (so links,
 * reload and back keep them). `prefix` tells two lists on one view apart ("leads-page", "leads-q").
 * The query key starts with the API path, so invalidating that path refreshes every page of it.
 */
export function useAdminList<T>(
  path: string,
  {
    prefix = "",
    filters = [],
    sort,
  }: {
    prefix?: string;
    filters?: string[];
    /** A parameter that orders but does not narrow. */ sort?: string;
  } = {},
): ServerList<T> {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => params.get(prefix + name) ?? "";
  const asked = Number(read("page"));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const q = read("q");

  const api = new URLSearchParams();
  if (q.trim()) api.set("q", q.trim());
  for (const f of filters) if (read(f)) api.set(f, read(f));
  const narrowed = api.size > 0;
  if (sort && read(sort)) api.set(sort, read(sort));
  const filterQuery = api.toString();
  if (page > 1) api.set("page", String(page));
  const query = api.toString();

  const result = useQuery<ListPage<T>>({
    queryKey: [path, query],
    queryFn: async ({ signal }) => {
      const res = await fetch(query ? `${path}?${query}` : path, { credentials: "include", signal });
      if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
      return { rows: (await res.json()) as T[], total: Number(res.headers.get("X-Total-Count") ?? 0) };
    },
    // The current page stays on screen while the next one loads (no flash of a spinner).
    placeholderData: keepPreviousData,
  });

  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set(prefix + "page", String(n));
    else next.delete(prefix + "page");
    return `?${next}`;
  };

  // A change asked for while the URL still shows what the previous one changed from builds on that
  // one: a search typed and the order changed in quick succession both land (the debounced search
  // fired while the order's navigation was still rendering, and put the old order back).
  const pending = useRef<{ from: string; next: URLSearchParams }>(undefined);
  // Typing and filtering replace the history entry and go back to page 1; paging adds an entry.
  const update = (changes: Record<string, string>) => {
    const from = params.toString();
    const next = new URLSearchParams(pending.current?.from === from ? pending.current.next : params);
    next.delete(prefix + "page");
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(prefix + name, value);
      else next.delete(prefix + name);
    }
    pending.current = { from, next };
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return {
    rows: result.data?.rows,
    total: result.data?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
    isLoading: result.isLoading,
    error: result.error,
    q,
    setQ: (value) => update({ q: value }),
    filter: read,
    setFilter: (name, value) => update({ [name]: value }),
    pageHref,
    setPage: (n) => setParams(pageHref(n), { preventScrollReset: true }),
    // The server streams it: every matching row, not only this page.
    exportCsv: () => download(`${path}?${filterQuery ? `${filterQuery}&` : ""}format=csv`),
    narrowed,
  };
}

/** Starts the download of a file the server streams (a link's `download` keeps the page where it is). */
function download(href: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = "";
  document.body.appendChild(a);
  a.click();
  a.remove();
}
