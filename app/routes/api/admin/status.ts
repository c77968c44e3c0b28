import type { Route } from "./+types/status";
import { adminEmailById } from "~/features/security/sign-in.server";
import { getAdminSession } from "~/services/session.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/admin/status: { isAuthenticated, email? } (public: it is how the login gate decides). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getAdminSession(request);
  const email = session ? await adminEmailById(session.adminUserId) : undefined;
  const body = email ? { isAuthenticated: true, email } : { isAuthenticated: false };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
