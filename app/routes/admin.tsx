import { Link, Outlet, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin";
import { AdminApp, AdminMain, AdminShell } from "~/components/admin/admin-app";
import { LoginForm } from "~/components/admin/login-form";
import { OwnerSetupForm } from "~/components/admin/owner-setup-form";
import { ErrorScreen } from "~/components/layout/error-screen";
import { buttonVariants } from "~/components/ui/button";
import { adminEmailById } from "~/services/sign-in.server";
import { adminExists } from "~/services/owner-setup.server";
import { getAdminSession } from "~/services/session.server";
import type { ShellHandle } from "~/root";
import { submitAdminForm } from "~/utils/admin-form";

export { action } from "./admin.server";

/** Every /admin page is drawn in the admin's own shell rather than the marketing site's (root.tsx). */
export const handle: ShellHandle = { ownShell: true };

// The admin area stays out of search engines and caches (every view below inherits these headers).
export function meta() {
  return [{ title: "Admin | Acumen Leadership Group" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
}

/**
 * The gate for every /admin URL: the logged-in admin's e-mail, or none (then the login form shows
 * at the URL asked for, and after login the same URL shows its view); with no admin at all yet,
 * the first-run owner setup instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getAdminSession(request);
  const email = session ? ((await adminEmailById(session.adminUserId)) ?? null) : null;
  return { email, needsOwner: email ? false : !(await adminExists()) };
}

/**
 * The session is read again after a post (login, logout), on another view and on an explicit
 * revalidation (a list that met a 401); a change of only the query (a list's page, search, filter)
 * keeps the layout's data. Without this each keystroke of a search cost a round trip, and a list's
 * next URL update could start from parameters a still-pending navigation was about to replace.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlyQueryChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return formMethod || !onlyQueryChanged ? defaultShouldRevalidate : false;
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  submitAdminForm(() => serverAction());

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { email, needsOwner } = loaderData;
  if (!email) {
    return (
      <AdminShell>
        <AdminMain>{needsOwner ? <OwnerSetupForm /> : <LoginForm />}</AdminMain>
      </AdminShell>
    );
  }
  return (
    <AdminShell email={email}>
      <AdminApp>
        <AdminMain>
          <Outlet />
        </AdminMain>
      </AdminApp>
    </AdminShell>
  );
}

/** An unknown admin URL, an unknown person, or a failure: said inside the admin's shell. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const email = loaderData?.email;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AdminShell email={email}>
        <AdminMain>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Not found</h1>
          <p className="text-muted">There is nothing at this admin address. It may have been removed.</p>
          <Link to="/admin" className={buttonVariants({ className: "w-fit" })}>
            Back to the admin
          </Link>
        </AdminMain>
      </AdminShell>
    );
  }
  return (
    <AdminShell email={email}>
      <ErrorScreen error={error} />
    </AdminShell>
  );
}
