import type { Route } from "./+types/account.sign-in";
import { refusalResponse } from "~/admin/write.server";
import { requestContext } from "~/context";
import { signInSchema } from "~/features/account/schema";
import { requestSignInLink } from "~/features/account/sign-in.server";
import { endpoint, parseJsonBody } from "~/utils/http.server";

/**
 * POST /api/account/sign-in `{ email }` (public): the sign-in form's JSON twin. 202 with the same
 * message whether the address is known or not; 429 when a limit is reached.
 */
export const action = endpoint<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const read = await parseJsonBody(request, signInSchema);
    if ("response" in read) return read.response;
    const answer = await requestSignInLink(read.data.email, context.get(requestContext).clientIp);
    return "refused" in answer ? refusalResponse(answer.refused) : Response.json(answer, { status: 202 });
  },
});
export const loader = action;
