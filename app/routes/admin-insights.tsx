import { redirect } from "react-router";
import type { Route } from "./+types/admin-insights";
import { AdminNav } from "~/components/admin/admin-nav";
import { InsightsView } from "~/components/admin/insights/insights-view";
import { parseViewRange } from "~/schemas/insights-range";
import { insightsFor } from "~/services/insights.server";
import { getAdminSession } from "~/services/session.server";
import { siteDay } from "~/utils/dates";

export function meta() {
  return [{ title: "Insights | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
}

/** /admin/insights: admin only; without a session, the admin login at /admin. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getAdminSession(request))) throw redirect("/admin");
  const { range, preset, error } = parseViewRange(new URL(request.url).searchParams, siteDay());
  return { insights: await insightsFor(range), preset, error };
}

export default function AdminInsightsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <AdminNav />
      <InsightsView {...loaderData} />
    </main>
  );
}
