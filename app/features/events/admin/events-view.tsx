import { href, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/events-view";
import { readNewEventForm } from "~/features/events/event-form.server";
import { readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { EventForm } from "~/features/events/admin/event-form";
import { Badge } from "~/components/ui/badge";
import { site } from "~/content/site";
import { createEvent, listEvents } from "~/features/events/events-admin.server";
import { nowMs } from "~/utils/clock.server";
import { durationLabel, eventDateLabel, eventTimeLabel, localInputValue } from "~/utils/event-time";

export const meta = () => adminMeta("Events");

/** The zones offered in the form: the business's own first, then every zone the runtime knows. */
const timeZones = () => [
  "America/New_York",
  ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "America/New_York"),
];

/** /admin/events (issue 25): every webinar session, and the form for a new one. */
export async function loader() {
  const rows = await listEvents();
  const at = nowMs();
  return {
    events: rows.map((e) => ({
      id: e.id,
      title: e.title,
      when: `${eventDateLabel(e.startsAt, e.timeZone)}, ${eventTimeLabel(e.startsAt, e.durationMinutes, e.timeZone)} · ${durationLabel(e.durationMinutes)}`,
      state: e.cancelledAt
        ? "Cancelled"
        : !e.published
          ? "Draft"
          : e.startsAt.getTime() > at
            ? "Upcoming"
            : "Past",
      seats: `${(e.counts.confirmed ?? 0) + (e.counts.attended ?? 0) + (e.counts.no_show ?? 0)} / ${e.capacity}`,
      waitlisted: e.counts.waitlisted ?? 0,
    })),
    timeZones: timeZones(),
    defaults: {
      title: "",
      slug: "",
      summary: "",
      agenda: "",
      takeaways: "",
      startsLocal: localInputValue(new Date(at + 14 * 86400_000), "America/New_York").slice(0, 11) + "14:00",
      timeZone: "America/New_York",
      durationMinutes: 60,
      capacity: 50,
      joinUrl: "",
      replayUrl: "",
      host: `${site.guide.name}, ${site.guide.title}`,
      published: false,
    },
  };
}

/** The new-event form's post: created, then its own page; or each field's message. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const read = readNewEventForm(form);
  if ("fields" in read) return refuse(400, "Check the highlighted fields.", { fields: read.fields });
  const created = await createEvent(read.value);
  if ("refused" in created)
    return refuse(created.refused.status, created.refused.message, {
      fields: { [created.refused.field ?? "form"]: created.refused.message },
    });
  return redirect(href("/admin/events/:id", { id: String(created.id) }));
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<{ fields?: Record<string, string> }>();
  return (
    <AdminView title="Events">
      <section aria-labelledby="sessions-heading" className="mt-6">
        <h2 id="sessions-heading" className="text-xl font-semibold text-ink">
          Sessions
        </h2>
        {loaderData.events.length === 0 ? (
          <p className="mt-2 text-muted">No sessions yet.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-2 pr-4">Title</th>
                <th className="py-2 pr-4">When</th>
                <th className="py-2 pr-4">State</th>
                <th className="py-2 pr-4">Seats taken</th>
                <th className="py-2">Waitlist</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.events.map((e) => (
                <tr key={e.id} className="border-b">
                  <td className="py-2 pr-4">
                    <Link
                      className="text-brand-700 underline"
                      to={href("/admin/events/:id", { id: String(e.id) })}
                    >
                      {e.title}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{e.when}</td>
                  <td className="py-2 pr-4">
                    <Badge tone={e.state === "Upcoming" ? "success" : "muted"}>{e.state}</Badge>
                  </td>
                  <td className="py-2 pr-4">{e.seats}</td>
                  <td className="py-2">{e.waitlisted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="new-heading" className="mt-10">
        <h2 id="new-heading" className="mb-4 text-xl font-semibold text-ink">
          New session
        </h2>
        <EventForm
          values={loaderData.defaults}
          errors={answer?.fields}
          timeZones={loaderData.timeZones}
          submitLabel="Create session"
        />
      </section>
    </AdminView>
  );
}
