import type { Route } from "./+types/login";
import { requestContext } from "~/context";
import { adminLoginSchema } from "~/features/security/login-schema";
import { attemptLogin } from "~/features/security/sign-in.server";
import { nextStepAfterPassword, startSecondStep } from "~/features/security/second-step.server";
import { beginAdminSession } from "~/features/security/two-factor.server";
import { signInRefusal } from "~/features/security/refusals.server";
import { isRefused } from "~/utils/refusal";
import { methodNotAllowed, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/login { email, password, captchaToken? }: starts a session (a new id each time) or
 * says why not. For an admin with a second factor on (or one to set up, ADMIN_REQUIRE_2FA=1) it
 * answers 200 { twoFactorRequired: true } (or { twoFactorSetupRequired: true }) and a second-step
 * cookie that is no session: POST /api/admin/login/2fa (or …/totp-setup) completes it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseJsonBody(request, adminLoginSchema);
  if ("response" in parsed) return parsed.response;
  const { email, password, captchaToken } = parsed.data;

  const result = await attemptLogin(email, password, context.get(requestContext).clientIp, captchaToken);
  if (isRefused(result)) return signInRefusal(result.refused, result.captchaRequired);

  const next = await nextStepAfterPassword(result.adminUserId);
  if (next !== "session") {
    const stepCookie = await startSecondStep(result.adminUserId);
    const body = next === "code" ? { twoFactorRequired: true } : { twoFactorSetupRequired: true };
    return Response.json(
      { ok: true, isAuthenticated: false, ...body },
      { headers: { "Set-Cookie": stepCookie, "Cache-Control": "no-store" } },
    );
  }
  const cookie = await beginAdminSession(
    request,
    result.adminUserId,
    context.get(requestContext).clientIp,
    "password",
  );
  return Response.json(
    { ok: true, isAuthenticated: true, email: result.email },
    { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
  );
}
