import type { Route } from "./+types/insights-view";
import { adminMeta } from "~/components/admin/admin-view";
import { InsightsView } from "~/features/insights/admin/insights-report";
import { parseViewRange } from "~/features/insights/range-schema";
import { insightsFor } from "~/features/insights/insights.server";
import { registrationsByEventSource } from "~/features/insights/registrations-by-event.server";
import { RegistrationsByEvent } from "~/features/insights/admin/registrations-by-event";
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
