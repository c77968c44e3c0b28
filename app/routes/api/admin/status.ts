import { adminEmailById } from "~/features/security/sign-in.server";
import { getAdminSession } from "~/services/session.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/status: { isAuthenticated, email? } (public: it is how the login gate decides). */
export const loader = endpoint({
  GET: async ({ request }: { request: Request }) => {
    const session = await getAdminSession(request);
    const email = session ? await adminEmailById(session.adminUserId) : undefined;
    const body = email ? { isAuthenticated: true, email } : { isAuthenticated: false };
    return Response.json(body, { headers: { "Cache-Control": "no-store" } });
  },
});
export const action = loader;
