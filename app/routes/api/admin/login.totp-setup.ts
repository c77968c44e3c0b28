import type { Route } from "./+types/login.totp-setup";
import { startRequiredSetup } from "~/features/security/second-step-gate.server";
import { signInRefusal } from "~/features/security/refusals.server";
import { isRefused } from "~/utils/refusal";
import { postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/login/totp-setup (public: the second-step cookie says who; ADMIN_REQUIRE_2FA=1 and
 * no factor yet): { secret, otpauthUrl } of a new authenticator, shown this once.
 */
export async function action({ request }: Route.ActionArgs) {
  const started = await startRequiredSetup(request);
  if (isRefused(started)) return signInRefusal(started.refused);
  const { secret, otpauthUrl } = started;
  return Response.json({ secret, otpauthUrl }, { headers: { "Cache-Control": "no-store" } });
}
