import type { Route } from "./+types/login.totp-setup.confirm";
import { confirmRequiredSetup, stepJson } from "~/features/security/second-step-gate.server";
import { totpCodeSchema } from "~/features/security/two-factor-schema";
import { parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/login/totp-setup/confirm { code }: the factor is on, the session starts, { recoveryCodes }. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseJsonBody(request, totpCodeSchema);
  if ("response" in parsed) return parsed.response;
  return stepJson(await confirmRequiredSetup(request, context, parsed.data.code));
}
