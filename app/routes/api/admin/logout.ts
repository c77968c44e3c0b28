import type { Route } from "./+types/logout";
import { requestContext } from "~/context";
import { signOut } from "~/features/security/sign-in.server";
import { methodNotAllowed, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/logout: ends the session on the server and clears the cookie (fine without one). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const cookie = await signOut(request, context.get(requestContext).clientIp);
  return Response.json(
    { ok: true, isAuthenticated: false },
    { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
  );
}
