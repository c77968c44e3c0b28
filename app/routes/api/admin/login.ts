import type { Route } from "./+types/login";
import { requestContext } from "~/context";
import { adminLoginSchema } from "~/schemas/admin-login";
import { attemptLogin } from "~/services/admin-auth.server";
import { tooManyRequests } from "~/services/rate-limit.server";
import { createAdminSession } from "~/services/session.server";
import { captchaMessages } from "~/utils/captcha.server";
import { jsonError, methodNotAllowed, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

// SPEC §5's captcha message (contact form), used here too.
const CAPTCHA_REQUIRED = "Please complete the CAPTCHA verification.";

/** POST /api/admin/login { email, password, captchaToken? }: starts a session (a new id each time) or says why not. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseJsonBody(request, adminLoginSchema);
  if ("response" in parsed) return parsed.response;
  const { email, password, captchaToken } = parsed.data;

  const result = await attemptLogin(email, password, context.get(requestContext).clientIp, captchaToken);
  if (result.kind === "limited") return tooManyRequests(result.retryAfterSeconds, "failed login attempts");
  const noStore = { "Cache-Control": "no-store" };
  // Past the free attempts for this e-mail, each attempt needs a solved captcha; the form then shows it.
  if (result.kind === "captcha") {
    const message = result.reason === "required" ? CAPTCHA_REQUIRED : captchaMessages[result.reason];
    return jsonError(400, message, { fields: { captchaToken: message }, captchaRequired: true }, noStore);
  }
  // The same answer for an unknown e-mail and a wrong password.
  if (result.kind === "invalid")
    return jsonError(
      401,
      "Invalid credentials",
      result.captchaRequired ? { captchaRequired: true } : {},
      noStore,
    );

  const cookie = await createAdminSession(request, result.adminUserId);
  return Response.json(
    { ok: true, isAuthenticated: true, email: result.email },
    { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
  );
}
