import { useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin";
import { AdminApp } from "~/components/admin/admin-app";
import { OwnerSetupForm } from "~/components/admin/owner-setup-form";
import { adminExists } from "~/services/admin-setup.server";

// The admin area stays out of search engines and caches; its data loads in the browser after login.
export function meta() {
  return [{ title: "Admin | Acumen Leadership Group" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
}

/** First run: with no admin yet, the page offers the owner's account instead of the login. */
export async function loader() {
  return { needsOwner: !(await adminExists()) };
}

/**
 * The admin app keeps its views in the query string (?post=new, ?tab=...): those changes need no
 * server round trip (whether an owner exists only changes through the setup form, which revalidates).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return false;
  return defaultShouldRevalidate;
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      {loaderData.needsOwner ? (
        <OwnerSetupForm onCreated={() => void revalidator.revalidate()} />
      ) : (
        <AdminApp />
      )}
    </main>
  );
}
