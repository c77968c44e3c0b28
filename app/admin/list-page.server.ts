import { data } from "react-router";
import type { z } from "zod";
import { LIST_PAGE_SIZE, type ListPaging } from "~/schemas/admin-lists";

/** One page of an admin list as a view's loader hands it to the list view. */
export type ListPage<R> = { rows: R[]; total: number; page: number; pageSize: number; error: string | null };

/**
 * One page of an admin list for a view's loader: the URL's page, search and filters (those under
 * `prefix`, for a view with two lists; empty ones mean "any") read with the list's one schema, as
 * its JSON endpoint reads them, then `load` (a service) asked for the page. A query the schema
 * refuses gives no rows and its message (the view answers 400: see withListStatus).
 */
export async function listPage<S extends z.ZodType<ListPaging>, R>(
  request: Request,
  schema: S,
  load: (query: z.output<S>) => Promise<{ rows: R[]; total: number }>,
  prefix = "",
): Promise<ListPage<R>> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams)
    if (key.startsWith(prefix) && value !== "") raw[key.slice(prefix.length)] = value;
  // The JSON endpoint's CSV switch means nothing to a page.
  delete raw.format;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const error = parsed.error.issues.map((i) => i.message).join(". ");
    return { rows: [], total: 0, page: 1, pageSize: LIST_PAGE_SIZE, error };
  }
  const { page, pageSize } = parsed.data;
  return { ...(await load(parsed.data)), page, pageSize, error: null };
}

/** The loader's answer: 400 when a list's query was refused (its message shows in the view), as People does. */
export function withListStatus<D extends object>(value: D, ...pages: ListPage<unknown>[]) {
  return data(value, { status: pages.some((p) => p.error) ? 400 : 200 });
}
