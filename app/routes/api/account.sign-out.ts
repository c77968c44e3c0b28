import { z } from "zod";
import { clientApi } from "~/features/account/api.server";
import { endClientSession, endEveryClientSession } from "~/features/account/client-session.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/account/sign-out `{ everywhere? }`: ends this session, or every one of the person's. */
export const action = endpoint({
  POST: clientApi(
    async ({ personId, input, request }) =>
      Response.json(
        { ok: true },
        {
          headers: {
            "Set-Cookie": input.everywhere
              ? await endEveryClientSession(personId)
              : await endClientSession(request),
          },
        },
      ),
    { input: z.object({ everywhere: z.boolean().default(false) }) },
  ),
});
export const loader = action;
