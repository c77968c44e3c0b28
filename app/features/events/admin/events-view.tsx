import { href, Link } from "react-router";
import type { Route } from "./+types/events-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction } from "~/admin/view-action";
import { viewActions, thenGoTo } from "~/admin/write.server";
import { AdminView, adminMeta, ViewSection } from "~/components/admin/admin-view";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge } from "~/components/ui/badge";
import { site } from "~/content/site";
import { EventForm } from "~/features/events/admin/event-form";
import { eventColumns, eventList, eventState, type EventListRow } from "~/features/events/list";
import { listEvents } from "~/features/events/list.server";
import { eventListQuerySchema } from "~/features/events/schema";
import { saveNewEvent } from "~/features/events/writes.server";
import { nowMs } from "~/utils/clock.server";
import { siteTimeZone } from "~/utils/dates";
import { localInputValue } from "~/utils/event-time";

export const meta = () => adminMeta("Events");

/** The zones offered in the form: the site's own (SITE_TIME_ZONE) first, then every zone the runtime knows. */
const timeZones = (first: string) => [
  first,
  ...Intl.supportedValuesOf("timeZone").filter((z) => z !== first),
];

/** /admin/events (product.md §10.9): the webinar sessions, a page at a time, and the form for a new one. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, eventListQuerySchema, listEvents);
  const at = nowMs();
  const zone = siteTimeZone();
  const defaults = {
    title: "",
    slug: "",
    summary: "",
    agenda: "",
    takeaways: "",
    // Two weeks ahead, 2 PM in the site's zone.
    startsLocal: localInputValue(new Date(at + 14 * 86400_000), zone).slice(0, 11) + "14:00",
    timeZone: zone,
    durationMinutes: 60,
    moreSessions: "",
    certificateMinSessions: "",
    capacity: 50,
    price: "",
    joinUrl: "",
    replayUrl: "",
    host: `${site.guide.name}, ${site.guide.title}`,
    published: false,
  };
  return withListStatus({ list, at, timeZones: timeZones(zone), defaults }, list);
}

const eventPage = (id: number) => href("/admin/events/:id", { id: String(id) });

/** The new-session form's save (defined once with POST /api/admin/events), then the session's page. */
export const action = viewActions({ save: thenGoTo(saveNewEvent, (made) => eventPage(made.id)) });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const columns = withRenders(eventColumns.columns, {
    Title: (e: EventListRow) => (
      <Link className="text-brand-700 underline" to={eventPage(e.id)}>
        {e.title}
      </Link>
    ),
    State: (e: EventListRow) => {
      const state = eventState(e, loaderData.at);
      return <Badge tone={state === "Upcoming" ? "success" : "muted"}>{state}</Badge>;
    },
  });
  return (
    <AdminView title="Events">
      <ViewSection
        headingId="sessions-heading"
        title="Sessions"
        className="mt-6 grid gap-3"
        headingClassName="text-xl font-semibold text-ink"
      >
        <ListView {...eventList} list={loaderData.list} url={useListUrl()} columns={columns} />
      </ViewSection>
      <ViewSection
        headingId="new-heading"
        title="New session"
        className="mt-10"
        headingClassName="mb-4 text-xl font-semibold text-ink"
      >
        <EventForm
          kind="create"
          values={loaderData.defaults}
          timeZones={loaderData.timeZones}
          submitLabel="Create session"
        />
      </ViewSection>
    </AdminView>
  );
}
