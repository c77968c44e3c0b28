import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { refusalResponse } from "~/admin/write.server";
import { integerId, jsonError, parseJsonBody } from "~/utils/http.server";
import { isRefused, type Refused } from "~/utils/refusal";
import { clientOf } from "./gates.server";

type Args = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};

/**
 * An /api/account/* handler (behind requireClient): the signed-in person, the path's id when the
 * route names a row (not an integer: 404), the JSON body read with `input` when given; the result
 * as JSON, or the refusal as `{ error, fields? }` with its status.
 */
export function clientApi<I = undefined>(
  run: (a: { personId: number; id: number; input: I; request: Request }) => Promise<unknown | Refused>,
  opts: { input?: z.ZodType<I>; notFound?: string } = {},
) {
  return async ({ request, params, context }: Args): Promise<Response> => {
    let id = 0;
    if (opts.notFound) {
      const parsed = integerId(params.id);
      if (parsed === undefined) return jsonError(404, opts.notFound);
      id = parsed;
    }
    let input = undefined as I;
    if (opts.input) {
      const read = await parseJsonBody(request, opts.input);
      if ("response" in read) return read.response;
      input = read.data;
    }
    const result = await run({ personId: clientOf(context).personId, id, input, request });
    if (isRefused(result)) return refusalResponse(result.refused);
    if (result instanceof Response) return result;
    return Response.json(result ?? { ok: true });
  };
}
