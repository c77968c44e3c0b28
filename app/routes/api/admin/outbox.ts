import type { Route } from "./+types/outbox";
import { listOutboxMessages } from "~/services/admin-lists.server";
import { adminRoute } from "~/utils/admin-route.server";

/** GET /api/admin/outbox (admin): queued and sent e-mails with their delivery state. */
export const loader = adminRoute<Route.LoaderArgs>(async () => Response.json(await listOutboxMessages()));
