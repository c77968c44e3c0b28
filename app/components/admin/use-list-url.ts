import { useRef } from "react";
import { useSearchParams } from "react-router";

/** A list's state as its URL holds it (so links, reload and back keep it), and the ways to change it. */
export type ListUrl = {
  q: string;
  setQ: (q: string) => void;
  filter: (name: string) => string;
  setFilter: (name: string, value: string) => void;
  /** The URL (search part) of another page of this list, the rest of the URL kept. */
  pageHref: (page: number) => string;
  /** A search or filter narrows the list (an empty answer then means "no match", not "none yet"). */
  narrowed: boolean;
  /** The search and filters as the list's JSON endpoint reads them (for its CSV). */
  filterQuery: URLSearchParams;
};

/**
 * The page, search and filters of one of the admin's lists, read from and written to the URL; the
 * view's loader reads the same parameters. `prefix` tells two lists on one view apart
 * ("webinar-page", "webinar-q"); `sort` orders but does not narrow.
 */
export function useListUrl({
  prefix = "",
  filters = [],
  sort,
}: { prefix?: string; filters?: string[]; sort?: string } = {}): ListUrl {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => params.get(prefix + name) ?? "";
  const q = read("q");

  const filterQuery = new URLSearchParams();
  if (q.trim()) filterQuery.set("q", q.trim());
  for (const f of filters) if (read(f)) filterQuery.set(f, read(f));
  const narrowed = filterQuery.size > 0;
  if (sort && read(sort)) filterQuery.set(sort, read(sort));

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
    q,
    setQ: (value) => update({ q: value }),
    filter: read,
    setFilter: (name, value) => update({ [name]: value }),
    pageHref: (n) => {
      const next = new URLSearchParams(params);
      if (n > 1) next.set(prefix + "page", String(n));
      else next.delete(prefix + "page");
      return `?${next}`;
    },
    narrowed,
    filterQuery,
  };
}

/** Starts the download of a file the server streams (a link's `download` keeps the page where it is). */
export function download(href: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = "";
  document.body.appendChild(a);
  a.click();
  a.remove();
}
