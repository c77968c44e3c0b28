import { z } from "zod";
import { byId, refusalResponse } from "~/admin/write.server";
import { parseQuery } from "~/utils/http.server";
import { isRefused, type Refused } from "~/utils/refusal";

type ReadArgs = { request: Request; params: Record<string, string | undefined> };

/**
 * The JSON door of a read of one row (GET /api/admin/<things>/{id}): the path's params read with
 * `params` (by default `byId(notFound)`; a bad one is a 404 with its message), then `load`: the row
 * as JSON, a 404 with `notFound` when there is none, or the refusal it answers. A `load` may answer a
 * Response of its own (a download).
 */
export function apiRead<P = { id: number }, R = unknown>(
  notFound: string,
  load: (params: P, request: Request) => Promise<R | Refused | undefined>,
  params: z.ZodType<P> = byId(notFound) as unknown as z.ZodType<P>,
) {
  return async ({ request, params: raw }: ReadArgs): Promise<Response> => {
    const ids = params.safeParse(raw);
    if (!ids.success)
      return refusalResponse({ status: 404, message: ids.error.issues[0]?.message ?? notFound });
    const row = await load(ids.data, request);
    if (row === undefined || row === null) return refusalResponse({ status: 404, message: notFound });
    if (isRefused(row)) return refusalResponse(row.refused);
    return row instanceof Response ? row : Response.json(row);
  };
}

/** The JSON door of a read by query (figures, a page of rows): the query read with `schema` (400), `load`'s answer. */
export function apiQuery<S extends z.ZodType, R>(
  schema: S | (() => S),
  load: (query: z.infer<S>, request: Request) => Promise<R>,
) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const query = parseQuery(request, typeof schema === "function" ? schema() : schema);
    if ("response" in query) return query.response;
    const answer = await load(query.data, request);
    return answer instanceof Response ? answer : Response.json(answer);
  };
}
