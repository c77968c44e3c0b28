import type { Route } from "./+types/admin-setup";
import { requestContext } from "~/context";
import { adminSetupSchema } from "~/features/security/setup-schema";
import { createOwner } from "~/features/security/owner-setup.server";
import { beginAdminSession } from "~/features/security/two-factor.server";
import { signInRefusal } from "~/features/security/refusals.server";
import { isRefused } from "~/utils/refusal";
import { methodNotAllowed, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/admin-setup { email, password, confirmPassword, setupCode }: while no admin exists,
 * creates the owner's account with the one-time code printed at start, and logs them in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseJsonBody(request, adminSetupSchema);
  if ("response" in parsed) return parsed.response;

  const result = await createOwner(parsed.data, context.get(requestContext).clientIp);
  if (isRefused(result)) return signInRefusal(result.refused);

  const clientIp = context.get(requestContext).clientIp;
  const cookie = await beginAdminSession(request, result.adminUserId, clientIp, "owner-setup");
  return Response.json(
    { ok: true, isAuthenticated: true, email: result.email },
    { status: 201, headers: { "Set-Cookie": cookie, ...NO_STORE } },
  );
}
