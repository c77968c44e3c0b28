import type { Route } from "./+types/login.2fa";
import { completeWithCode, stepJson } from "~/features/security/second-step-gate.server";
import { secondStepCodeSchema } from "~/features/security/two-factor-schema";
import { parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/login/2fa { code } (public: the second-step cookie says who): the authenticator's
 * code or a recovery code completes the sign-in; 401 for a wrong code or no second step, 429 past
 * the limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseJsonBody(request, secondStepCodeSchema);
  if ("response" in parsed) return parsed.response;
  return stepJson(await completeWithCode(request, context, parsed.data.code));
}
