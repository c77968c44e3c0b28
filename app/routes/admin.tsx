import { AdminApp } from "~/components/admin/admin-app";

// The admin area stays out of search engines and caches; its data loads in the browser after login.
export function meta() {
  return [{ title: "Admin | Acumen Leadership Group" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
}

export default function AdminPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <AdminApp />
    </main>
  );
}
