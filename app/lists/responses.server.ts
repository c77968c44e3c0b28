import type { z } from "zod";
import { parseQuery } from "~/utils/http.server";
import type { ListColumns } from "./columns";
import type { ListPaging } from "~/schemas/admin-lists";
import { csvFileName, csvLines } from "~/utils/csv";

/**
 * One page of an admin list as product.md's JSON array, with the count of every matching row in
 * `X-Total-Count` and the neighbouring pages in `Link` (RFC 8288), so product.md's response shape stays.
 */
export function pageResponse(request: Request, page: { rows: unknown[]; total: number }, q: ListPaging) {
  const headers = new Headers({ "X-Total-Count": String(page.total) });
  const link = (n: number, rel: string) => {
    const url = new URL(request.url);
    url.searchParams.set("page", String(n));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [
    q.page > 1 && link(Math.min(q.page - 1, Math.max(1, Math.ceil(page.total / q.pageSize))), "prev"),
    q.page * q.pageSize < page.total && link(q.page + 1, "next"),
  ].filter(Boolean);
  if (links.length) headers.set("Link", links.join(", "));
  return Response.json(page.rows, { headers });
}

/**
 * Every matching row as a CSV download, written one batch at a time as the client reads: a list of
 * any size never sits in memory whole. Each cell is the column's value, as the admin's list shows it.
 */
export function csvResponse<T>(name: string, list: ListColumns<T>, batches: AsyncGenerator<T[]>) {
  const columns = [...list.columns, ...list.exportColumns];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // A BOM so that spreadsheet apps read UTF-8, then the header.
    start: (controller) =>
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([columns.map((c) => c.header)])}`)),
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLines(next.value.map((row) => columns.map((c) => c.value(row))))));
    },
    cancel: () => void batches.return(undefined),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(name)}"`,
    },
  });
}

/**
 * The GET of an admin list's JSON endpoint: the URL read with the list's one query schema (400
 * naming each bad parameter), then one page (`pageResponse`) or, with `format=csv`, every row.
 */
export function listEndpoint<S extends z.ZodType<ListPaging & { format?: "csv" | "json" }>, T>(
  name: string,
  schema: S,
  columns: ListColumns<T>,
  load: {
    page: (q: z.output<S>) => Promise<{ rows: T[]; total: number }>;
    batches: (q: z.output<S>) => AsyncGenerator<T[]>;
  },
) {
  return async ({ request }: { request: Request }) => {
    const query = parseQuery(request, schema);
    if ("response" in query) return query.response;
    if (query.data.format === "csv") return csvResponse(name, columns, load.batches(query.data));
    return pageResponse(request, await load.page(query.data), query.data);
  };
}
