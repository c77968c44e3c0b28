import { redirect } from "react-router";
import type { Route } from "./+types/admin-home";
import { ADMIN_VIEWS } from "~/components/admin/admin-nav";
import { getAdminSession } from "~/services/session.server";

/**
 * /admin: People is the admin's home. Logged out, the layout shows the login here (and after login
 * this redirect runs). An old link to a tab (`/admin?tab=newsletter`, `&post=…`) goes to its view's
 * own URL with the rest of its query.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getAdminSession(request))) return null;
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  params.delete("tab");
  params.delete("redirectTo");
  const view = ADMIN_VIEWS.find((v) => v.slug === tab)?.slug ?? "people";
  const query = params.size ? `?${params}` : "";
  throw redirect(`/admin/${view}${query}`);
}

export default function AdminHome() {
  return null;
}
