import {
  href,
  Link,
  Outlet,
  isRouteErrorResponse,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/admin";
import { sessionOf } from "~/admin/access.server";
import { guardAdminViews, secondStepOf } from "~/features/security/gates.server";
import { isAdminGate } from "~/admin/gate";
import { submitAdminForm, useSignedOut } from "~/admin/form";
import { AdminMain, AdminShell, sayLogoutResult } from "~/components/admin/admin-app";
import { ADMIN_VIEWS } from "~/components/admin/admin-nav";
import { LoginForm } from "~/features/security/admin/login-form";
import { OwnerSetupForm } from "~/features/security/admin/owner-setup-form";
import { RequiredSetupForm, SecondStepForm } from "~/features/security/admin/second-step-forms";
import type { AdminGate } from "~/admin/gate";
import { ErrorScreen } from "~/components/layout/error-screen";
import { buttonVariants } from "~/components/ui/button";
import { adminEmailById } from "~/features/security/sign-in.server";
import { adminExists } from "~/features/security/owner-setup.server";
import type { ShellHandle } from "~/components/layout/own-shell";

export { action } from "./admin.server";

/**
 * The one guard of the admin's pages: every loader and action under /admin needs an admin session,
 * checked here before any of them runs; only this layout's own posts (login, setup, logout) pass
 * without one. Views hold no access code: adminOf(context) gives them the admin.
 * See docs/decisions/0080-admin-on-loaders.md.
 */
export const middleware = guardAdminViews("/admin");

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
 * The logged-in admin's e-mail for the shell. It runs without a session only after the layout's own
 * post failed (a login refused before hydration): then the login (or first-run setup) shows again
 * with the post's answer. /admin itself is People, the admin's home; an old link to a tab
 * (`/admin?tab=newsletter`, `&post=…`) goes to its view's own URL with the rest of its query.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = sessionOf(context);
  const email = session ? ((await adminEmailById(session.adminUserId)) ?? null) : null;
  if (!email) return { email, needsOwner: !(await adminExists()), ...(await secondStepOf(request)) };
  const url = new URL(request.url);
  if (url.pathname.replace(/\/$/, "") === "/admin") {
    const params = url.searchParams;
    const view = ADMIN_VIEWS.find((v) => v.slug === params.get("tab")) ?? ADMIN_VIEWS[0];
    params.delete("tab");
    params.delete("redirectTo");
    throw redirect(`${view.to}${params.size ? `?${params}` : ""}`);
  }
  return { email, needsOwner: false };
}

/**
 * The session is read again after a post (login, logout), on another view and on an explicit
 * revalidation; a change of only the query (a list's page, search, filter)
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

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  const answer = await submitAdminForm(() => serverAction());
  if (intent === "logout") sayLogoutResult(answer);
  return answer;
}

/** The login form, or the owner's first-run setup while no admin exists, at the URL asked for. */
function Gate({ needsOwner, step, passkeys }: Pick<AdminGate, "needsOwner" | "step" | "passkeys">) {
  const form = needsOwner ? (
    <OwnerSetupForm />
  ) : step === "code" ? (
    <SecondStepForm passkeys={passkeys === true} />
  ) : step === "setup" ? (
    <RequiredSetupForm />
  ) : (
    <LoginForm />
  );
  return (
    <AdminShell>
      <AdminMain>{form}</AdminMain>
    </AdminShell>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { email, needsOwner } = loaderData;
  const signedOut = useSignedOut(loaderData);
  if (signedOut) return <Gate needsOwner={false} />;
  if (!email)
    return (
      <Gate
        needsOwner={needsOwner}
        step={"step" in loaderData ? loaderData.step : undefined}
        passkeys={"passkeys" in loaderData ? loaderData.passkeys : undefined}
      />
    );
  return (
    <AdminShell email={email}>
      <AdminMain>
        <Outlet />
      </AdminMain>
    </AdminShell>
  );
}

/**
 * The guard's refusal (no session: the gate), an unknown admin URL, an unknown person, or a
 * failure: said inside the admin's shell.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && isAdminGate(error.data))
    return <Gate needsOwner={error.data.needsOwner} step={error.data.step} passkeys={error.data.passkeys} />;
  const email = loaderData?.email;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AdminShell email={email}>
        <AdminMain>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Not found</h1>
          <p className="text-muted">There is nothing at this admin address. It may have been removed.</p>
          <Link to={href("/admin")} className={buttonVariants({ className: "w-fit" })}>
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
