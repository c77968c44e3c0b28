import type { Route } from "./+types/logout";
import { requestContext } from "~/context";
import { recordAudit } from "~/services/audit.server";
import { db } from "~/db/client.server";
import { destroyAdminSession, getAdminSession } from "~/services/session.server";
import { methodNotAllowed, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/logout: ends the session on the server and clears the cookie (fine without one). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const session = await getAdminSession(request);
  const cookie = await destroyAdminSession(request);
  if (session) {
    const address = context.get(requestContext).clientIp;
    await recordAudit(db(), { action: "sign-out", actorAdminId: session.adminUserId, address });
  }
  return Response.json(
    { ok: true, isAuthenticated: false },
    { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
  );
}
