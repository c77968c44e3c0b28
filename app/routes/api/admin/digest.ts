import type { Route } from "./+types/digest";
import { adminOf } from "~/admin/access.server";
import { apiWrite } from "~/admin/write.server";
import { digestEnabled, setDigestWrite } from "~/features/digest/digest.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/digest (admin): { digestEnabled } for the signed-in admin; PUT { enabled }: the weekly
 * digest (and the no-visitors alert) on or off, as the switch on /admin/security (product.md §10.13).
 */
export const action = endpoint<Route.ActionArgs>({
  GET: async ({ context }) =>
    Response.json({ digestEnabled: await digestEnabled(adminOf(context).adminUserId) }),
  PUT: apiWrite(setDigestWrite),
});
export const loader = action;
