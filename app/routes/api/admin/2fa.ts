import type { Route } from "./+types/2fa";
import { adminOf } from "~/admin/access.server";
import { twoFactorStatus } from "~/features/security/two-factor-settings.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/2fa (admin): { totp: "off" | "pending" | "on", passkeys: [...], recoveryCodesLeft }. */
export const loader = endpoint({
  GET: async ({ context }: Route.LoaderArgs) =>
    Response.json(await twoFactorStatus(adminOf(context).adminUserId)),
});
export const action = loader;
