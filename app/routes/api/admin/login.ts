import type { Route } from "./+types/login";
import { requestContext } from "~/context";
import { adminLoginSchema } from "~/schemas/admin-login";
import { attemptLogin } from "~/services/sign-in.server";
import { tooManyRequests } from "~/services/rate-limit.server";
import { createAdminSession } from "~/services/session.server";
import { loginRefusal } from "~/admin/refusals.server";
import { jsonError, methodNotAllowed, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/login { email, password, captchaToken? }: starts a session (a new id each time) or says why not. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseJsonBody(request, adminLoginSchema);
  if ("response" in parsed) return parsed.response;
  const { email, password, captchaToken } = parsed.data;

  const result = await attemptLogin(email, password, context.get(requestContext).clientIp, captchaToken);
  if (result.kind === "limited") return tooManyRequests(result.retryAfterSeconds, "failed login attempts");
  const noStore = { "Cache-Control": "no-store" };
  if (result.kind !== "ok") {
    const { status, message, fields, captchaRequired } = loginRefusal(result);
    const extra = { ...(fields ? { fields } : {}), ...(captchaRequired ? { captchaRequired } : {}) };
    return jsonError(status, message, extra, noStore);
  }

  const cookie = await createAdminSession(request, result.adminUserId);
  return Response.json(
    { ok: true, isAuthenticated: true, email: result.email },
    { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
  );
}
