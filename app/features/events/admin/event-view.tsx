import { useState } from "react";
import { href, Link } from "react-router";
import type { Route } from "./+types/event-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction } from "~/admin/view-action";
import { viewActions, thenGoTo } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { Badge } from "~/components/ui/badge";
import { EVENT_NOT_FOUND, getEvent } from "~/features/events/events-admin.server";
import { listRegistrations } from "~/features/events/list.server";
import { registrationListQuerySchema } from "~/features/events/schema";
import {
  cancelEvent,
  importAttendanceCsv,
  refundPaidRegistration,
  markRegistration,
  markSessionAttended,
  removeEvent,
  saveEvent,
  sendEventFollowUp,
} from "~/features/events/writes.server";
import { nowMs } from "~/utils/clock.server";
import { eventDateLabel, eventTimeLabel, localInputValue } from "~/utils/event-time";
import { integerId } from "~/utils/http.server";
import { AttendanceImport, FollowUp } from "./attendance-tools";
import { seatRefundQuotes } from "~/features/events/refunds.server";
import { EventForm } from "./event-form";
import { RegistrationsPanel } from "./registrations-panel";
import { SessionChecklist } from "./session-checklist";
import { attendanceChecklist } from "~/features/events/attendance.server";
import { SessionActions } from "./session-actions";
import type { Notice } from "./use-event-write";

export const meta = () => adminMeta("Event");

/** /admin/events/{id} (product.md §10.9): edit, cancel, delete; the registrations' checklist; the follow-up. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const event = id ? await getEvent(id) : undefined;
  if (!event) throw new Response(EVENT_NOT_FOUND, { status: 404 });
  const registrations = await listPage(request, registrationListQuerySchema, (q) =>
    listRegistrations(event.id, q),
  );
  const quotes = await seatRefundQuotes(event.id, event.startsAt);
  const [, ...more] = event.sessions;
  const value = {
    refunds: Object.fromEntries(
      [...quotes].map(([registrationId, q]) => [
        registrationId,
        {
          paidCents: q.paidCents,
          leftCents: q.leftCents,
          policyCents: q.policyCents,
          pendingCents: q.pendingCents,
        },
      ]),
    ),
    event: {
      id: event.id,
      title: event.title,
      slug: event.slug,
      published: event.published,
      cancelled: event.cancelledAt !== null,
      when:
        (more.length ? `${event.sessions.length} sessions from ` : "") +
        `${eventDateLabel(event.startsAt, event.timeZone)}, ${eventTimeLabel(event.startsAt, event.durationMinutes, event.timeZone)}`,
      past: event.startsAt.getTime() <= nowMs(),
      followUpSentAt: event.followUpSentAt?.toISOString() ?? null,
      hasReplay: Boolean(event.replayUrl),
    },
    values: {
      title: event.title,
      slug: event.slug,
      summary: event.summary,
      agenda: event.agenda.map((a) => `${a.minutes} | ${a.title}`).join("\n"),
      takeaways: event.takeaways.join("\n"),
      startsLocal: localInputValue(event.startsAt, event.timeZone),
      timeZone: event.timeZone,
      durationMinutes: event.durationMinutes,
      moreSessions: more
        .map((s) =>
          [localInputValue(s.startsAt, event.timeZone).replace("T", " "), s.durationMinutes, s.joinUrl ?? ""]
            .join(" | ")
            .replace(/ \| $/, ""),
        )
        .join("\n"),
      certificateMinSessions:
        event.certificateMinSessions === null ? "" : String(event.certificateMinSessions),
      capacity: event.capacity,
      price: event.priceCents ? String(event.priceCents / 100) : "",
      joinUrl: event.joinUrl ?? "",
      replayUrl: event.replayUrl ?? "",
      host: event.host,
      published: event.published,
    },
    timeZones: [event.timeZone, ...Intl.supportedValuesOf("timeZone").filter((z) => z !== event.timeZone)],
    registrations,
    // A program's attendance is per session (decision 0108); one session's is the checklist's marks.
    checklist: more.length ? await attendanceChecklist(event) : null,
  };
  return withListStatus(value, registrations);
}

/** The page's writes by `intent`, each defined once with its JSON endpoint (writes.server.ts). */
export const action = viewActions({
  save: saveEvent,
  cancel: cancelEvent,
  // This page is gone: the list (and, posted before hydration, this page's loader would answer 404
  // to the same request, which the audit gate rolls back as a refusal).
  delete: thenGoTo(removeEvent, () => href("/admin/events")),
  status: markRegistration,
  attendance: markSessionAttended,
  import: importAttendanceCsv,
  "follow-up": sendEventFollowUp,
  refund: refundPaidRegistration,
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

export default function AdminEvent({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  const [notice, say] = useState<Notice>();
  return (
    <AdminView title={event.title}>
      <p className="mt-2 text-muted">
        {event.when} ·{" "}
        <Badge tone={event.cancelled ? "warning" : event.published ? "success" : "muted"}>
          {event.cancelled ? "Cancelled" : event.published ? "Published" : "Draft"}
        </Badge>{" "}
        {event.published && (
          <Link className="text-brand-700 underline" to={href("/webinars/:slug", { slug: event.slug })}>
            Public page
          </Link>
        )}{" "}
        ·{" "}
        <Link className="text-brand-700 underline" to={href("/admin/events")}>
          All sessions
        </Link>{" "}
        ·{" "}
        <Link
          className="text-brand-700 underline"
          to={href("/admin/events/:id/certificates", { id: String(event.id) })}
        >
          Certificates
        </Link>
      </p>
      <div aria-live="polite" className="mt-3 min-h-6">
        {notice && <p className={notice.ok ? "text-green-800" : "text-red-700"}>{notice.text}</p>}
      </div>

      <section aria-labelledby="registrations-heading" className="mt-6 grid gap-4">
        <h2 id="registrations-heading" className="text-xl font-semibold text-ink">
          Registrations ({loaderData.registrations.total})
        </h2>
        <RegistrationsPanel
          eventId={event.id}
          list={loaderData.registrations}
          say={say}
          refunds={loaderData.refunds}
        />
        {loaderData.checklist ? (
          <SessionChecklist {...loaderData.checklist} say={say} />
        ) : (
          <AttendanceImport say={say} />
        )}
        {event.past && <FollowUp sentAt={event.followUpSentAt} hasReplay={event.hasReplay} say={say} />}
      </section>

      <section aria-labelledby="edit-heading" className="mt-10">
        <h2 id="edit-heading" className="mb-4 text-xl font-semibold text-ink">
          Details
        </h2>
        {event.cancelled ? (
          <p className="text-muted">This session is cancelled; it can no longer change.</p>
        ) : (
          <EventForm
            kind="update"
            values={loaderData.values}
            timeZones={loaderData.timeZones}
            submitLabel="Save"
            onSaved={() => say({ ok: true, text: "Saved." })}
          />
        )}
      </section>

      <SessionActions cancelled={event.cancelled} say={say} />
    </AdminView>
  );
}
