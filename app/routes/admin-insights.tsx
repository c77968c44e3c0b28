import type { Route } from "./+types/admin-insights";
import { adminMeta } from "~/components/admin/admin-view";
import { InsightsView } from "~/components/admin/insights/insights-view";
import { parseViewRange } from "~/schemas/insights-range";
import { insightsFor } from "~/services/insights.server";
import { registrationsByEventSource } from "~/services/event-insights.server";
import { RegistrationsByEvent } from "~/components/admin/insights/registrations-by-event";
import { siteDay } from "~/utils/dates";

export const meta = () => adminMeta("Insights");

/** /admin/insights (the admin layout's guard has checked the session). */
export async function loader({ request }: Route.LoaderArgs) {
  const { range, preset, error } = parseViewRange(new URL(request.url).searchParams, siteDay());
  return {
    insights: await insightsFor(range),
    preset,
    error,
    registrationsByEvent: await registrationsByEventSource(range),
  };
}

export default function AdminInsightsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InsightsView {...loaderData} />
      <RegistrationsByEvent rows={loaderData.registrationsByEvent} />
    </>
  );
}
