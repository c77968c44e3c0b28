import type { Route } from "./+types/admin-invite";
import { requestContext } from "~/context";
import { adminInviteAcceptApiSchema } from "~/features/admins/invite-schema";
import { acceptInvite } from "~/features/admins/invites.server";
import { signInRefusal } from "~/features/security/refusals.server";
import { isRefused } from "~/utils/refusal";
import { nextStepAfterPassword, startSecondStep } from "~/features/security/second-step.server";
import { beginAdminSession } from "~/features/security/two-factor.server";
import { methodNotAllowed, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/admin-invite { token, password, confirmPassword } (public, like /api/admin-setup): accepts
 * an admin invitation as its page does (app/features/admins/admin/invite-view.tsx) and signs the new admin in (201).
 * With ADMIN_REQUIRE_2FA=1 it answers { twoFactorSetupRequired: true } and the second step's cookie,
 * as POST /api/admin/login does. Failed links count per address like failed sign-ins (429 past them).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseJsonBody(request, adminInviteAcceptApiSchema);
  if ("response" in parsed) return parsed.response;
  const clientIp = context.get(requestContext).clientIp;
  const accepted = await acceptInvite(parsed.data.token, parsed.data.password, clientIp);
  if (isRefused(accepted)) return signInRefusal(accepted.refused);
  if ((await nextStepAfterPassword(accepted.adminUserId)) !== "session") {
    const stepCookie = await startSecondStep(accepted.adminUserId);
    return Response.json(
      { ok: true, isAuthenticated: false, email: accepted.email, twoFactorSetupRequired: true },
      { status: 201, headers: { "Set-Cookie": stepCookie, ...NO_STORE } },
    );
  }
  const cookie = await beginAdminSession(request, accepted.adminUserId, clientIp, "invitation");
  return Response.json(
    { ok: true, isAuthenticated: true, email: accepted.email },
    { status: 201, headers: { "Set-Cookie": cookie, ...NO_STORE } },
  );
}
