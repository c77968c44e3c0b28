import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { LOGOUT_FETCHER, useAdminPostUrl, type AdminFormData } from "~/admin/form";
import { AdminNav } from "./admin-nav";

/**
 * What a logout's answer says. Called by the admin layout's clientAction (app/routes/admin.tsx), not
 * by the button: the login gate replaces the view, and the button with it, in the same render that
 * would hand the button its answer, so a toast there was lost now and then.
 */
export function sayLogoutResult(answer: AdminFormData) {
  if (answer.ok) toast({ title: "Logged out", description: "You have been logged out." });
  else toast({ title: "Error", description: "Could not log out. Please try again.", variant: "destructive" });
}

/**
 * Logout: a post to the admin layout's action (works before hydration); the login gate follows.
 * Once hydrated, no loader runs again after it (useSignedOut in app/admin/form.ts says why).
 */
function LogoutButton() {
  const fetcher = useFetcher<AdminFormData>({ key: LOGOUT_FETCHER });
  return (
    <fetcher.Form method="post" action={useAdminPostUrl()} defaultShouldRevalidate={false}>
      <input type="hidden" name="intent" value="logout" />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        <LogOut className="h-4 w-4" aria-hidden /> {fetcher.state !== "idle" ? "Logging out…" : "Logout"}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The admin's own frame, for every /admin page (the login gate and the first-run form too): a skip
 * link, its header (with the admin: the views' navigation and logout) and the page's <main>. No
 * marketing header, footer or newsletter form.
 */
export function AdminShell({ email, children }: { email?: string | null; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link
            to={href("/admin")}
            className="rounded-sm text-lg font-bold text-brand-900 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            Admin Dashboard
          </Link>
          {email ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-muted">Signed in as {email}</span>
              <LogoutButton />
            </div>
          ) : (
            <Link to={href("/")} className="text-sm font-semibold text-brand-700 underline">
              Back to the website
            </Link>
          )}
        </div>
        {email && <AdminNav />}
      </header>
      {children}
    </>
  );
}

/** A view's frame inside the shell: the page's <main>. */
export function AdminMain({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 outline-none sm:px-6"
    >
      {children}
    </main>
  );
}
