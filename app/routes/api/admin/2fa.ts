import type { Route } from "./+types/2fa";
import { adminOf } from "~/admin/access.server";
import { twoFactorStatus } from "~/features/security/two-factor-settings.server";

/** GET /api/admin/2fa (admin): { totp: "off" | "pending" | "on", passkeys: [...], recoveryCodesLeft }. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await twoFactorStatus(adminOf(context).adminUserId));
}
