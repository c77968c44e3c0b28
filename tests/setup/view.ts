import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { routerContextFor } from "~/context";
import { dataRoutesOf, loadRouteTable, routeForPath, type TableRoute } from "./route-table";

let table: Promise<TableRoute[]> | undefined;

/** What a page request gave the page's own route: its status, loader and action data, or its error. */
export type ViewAnswer = {
  status: number;
  data: unknown;
  action: unknown;
  error: unknown;
  /** Every route's loader and action data, by route id (the layout's too). */
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown>;
};

/**
 * Requests an admin page as the server does for a document: the route table's middleware first (the
 * /admin layout's guard), then the action (a post) and every loader. Answers what the page's own
 * route got, or the Response that ended the request (a redirect).
 */
export async function callView(
  path: string,
  opts: { form?: Record<string, string> | FormData; cookie?: string; routes?: TableRoute[] } = {},
): Promise<ViewAnswer | Response> {
  const routes = opts.routes ?? (await (table ??= loadRouteTable()));
  const request = new Request(`http://localhost${path}`, {
    method: opts.form ? "POST" : "GET",
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    // A FormData posts as multipart (a file upload); fields alone as a urlencoded form.
    body: opts.form instanceof FormData ? opts.form : opts.form ? new URLSearchParams(opts.form) : undefined,
  });
  const leaf = routeForPath(routes, new URL(request.url).pathname);
  if (!leaf) throw new Error(`no route serves ${path}`);
  let page: StaticHandlerContext | undefined;
  const response = await createStaticHandler(dataRoutesOf(routes)).query(request, {
    requestContext: routerContextFor({ nonce: "test", clientIp: "203.0.113.8", requestId: "test" }),
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      page = result;
      return new Response(null, { status: result.statusCode, headers: { "Content-Type": "text/html" } });
    },
  });
  if (!page) return response as Response;
  const errors = (page.errors ?? {}) as Record<string, unknown>;
  return {
    status: (response as Response).status,
    data: page.loaderData[leaf.id],
    action: page.actionData?.[leaf.id],
    error: Object.values(errors)[0],
    loaderData: page.loaderData,
    actionData: page.actionData ?? {},
  };
}
