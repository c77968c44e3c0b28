import type { Route } from "./+types/login.2fa.passkey.options";
import { passkeyOptionsForStep } from "~/features/security/second-step-gate.server";
import { signInRefusal } from "~/features/security/refusals.server";
import { isRefused } from "~/utils/refusal";
import { methodNotAllowed, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/login/2fa/passkey/options (public: the second-step cookie says who): the options
 * for navigator.credentials.get() with the admin's passkeys; 401 without a second step.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const started = await passkeyOptionsForStep(request);
  if (isRefused(started)) return signInRefusal(started.refused);
  return Response.json(started, { headers: { "Cache-Control": "no-store" } });
}
