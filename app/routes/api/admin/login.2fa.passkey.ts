import type { Route } from "./+types/login.2fa.passkey";
import { completeWithPasskey, NO_SECOND_STEP, stepJson } from "~/features/security/second-step-gate.server";
import { passkeySignInSchema } from "~/features/security/passkeys-schema";
import { readSecondStep } from "~/features/security/second-step.server";
import { signInRefusal } from "~/features/security/refusals.server";
import { methodNotAllowed, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/login/2fa/passkey { response } (public: the second-step cookie says who): a
 * passkey's answer to the step's challenge completes the sign-in, as a code does; 401 without a
 * second step or for an answer that does not verify, 429 past the limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // No second step: 401 before the body is read (a stranger learns nothing about its shape).
  if (!(await readSecondStep(request))) return signInRefusal({ status: 401, message: NO_SECOND_STEP });
  const parsed = await parseJsonBody(request, passkeySignInSchema);
  if ("response" in parsed) return parsed.response;
  return stepJson(await completeWithPasskey(request, context, parsed.data.response));
}
