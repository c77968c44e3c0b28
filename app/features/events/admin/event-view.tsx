import { Form, href, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/event-view";
import { readAttendanceCsv } from "~/features/events/attendance-csv.server";
import { readEditedEventForm } from "~/features/events/event-form.server";
import { formId, readFields, readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { EventForm } from "~/features/events/admin/event-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { labelIn } from "~/lists/columns";
import { registrationStatuses } from "~/features/events/registrations-list";
import { formatDateTime } from "~/lists/format";
import { EVENT_STATUSES } from "~/features/events/schema";
import {
  deleteEvent,
  getEvent,
  importAttendance,
  listRegistrations,
  sendFollowUp,
  setRegistrationStatus,
  updateEvent,
} from "~/features/events/events-admin.server";
import { nowMs } from "~/utils/clock.server";
import { eventDateLabel, eventTimeLabel, localInputValue } from "~/utils/event-time";
import { integerId } from "~/utils/http.server";

export const meta = () => adminMeta("Event");

const NOT_FOUND = "Event not found.";

/** /admin/events/{id} (issue 25): edit, cancel, delete; the registrations' checklist; the follow-up. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const event = id ? await getEvent(id) : undefined;
  if (!event) throw new Response(NOT_FOUND, { status: 404 });
  const registrations = await listRegistrations(event.id);
  return {
    event: {
      id: event.id,
      title: event.title,
      slug: event.slug,
      published: event.published,
      cancelled: event.cancelledAt !== null,
      when: `${eventDateLabel(event.startsAt, event.timeZone)}, ${eventTimeLabel(event.startsAt, event.durationMinutes, event.timeZone)}`,
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
      capacity: event.capacity,
      joinUrl: event.joinUrl ?? "",
      replayUrl: event.replayUrl ?? "",
      host: event.host,
      published: event.published,
    },
    timeZones: [event.timeZone, ...Intl.supportedValuesOf("timeZone").filter((z) => z !== event.timeZone)],
    registrations: registrations.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      status: r.status,
      at: r.createdAt.toISOString(),
    })),
  };
}

const statusForm = z.object({
  registrationId: formId("Registration not found."),
  status: z.enum(EVENT_STATUSES, { error: "Unknown status" }),
});

/** The page's posts (`intent`): save, cancel, delete, status, import (CSV), follow-up. */
export async function action({ request, params }: Route.ActionArgs) {
  const id = integerId(params.id);
  if (!id) return refuse(404, NOT_FOUND);
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const refusedBy = (r: { refused: { status: number; message: string; field?: string } }) =>
    refuse(r.refused.status, r.refused.message, {
      fields: { [r.refused.field ?? "form"]: r.refused.message },
    });
  switch (form.get("intent")) {
    case "save": {
      const read = readEditedEventForm(form);
      if ("fields" in read) return refuse(400, "Check the highlighted fields.", { fields: read.fields });
      const result = await updateEvent(id, read.value);
      if (!result) return refuse(404, NOT_FOUND);
      if ("refused" in result) return refusedBy(result);
      return { ok: true as const, message: "Saved." };
    }
    case "cancel": {
      const result = await updateEvent(id, { cancelled: true });
      if (!result) return refuse(404, NOT_FOUND);
      if ("refused" in result) return refusedBy(result);
      return { ok: true as const, message: "The session is cancelled; everyone registered is told." };
    }
    case "delete":
      if (!(await deleteEvent(id))) return refuse(404, NOT_FOUND);
      return redirect(href("/admin/events"));
    case "status": {
      const read = readFields(form, statusForm);
      if ("error" in read) return refuse(400, read.error);
      const result = await setRegistrationStatus(id, read.value.registrationId, read.value.status);
      if (!result) return refuse(404, "Registration not found.");
      if ("refused" in result) return refusedBy(result);
      return {
        ok: true as const,
        message: `${result.email}: ${labelIn(registrationStatuses, result.status)}.`,
      };
    }
    case "import": {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return refuse(400, "Choose a CSV file.");
      if (file.size > 2_000_000) return refuse(400, "The file is larger than 2 MB.");
      const read = readAttendanceCsv(await file.text());
      if ("error" in read) return refuse(400, read.error);
      const { updated, skipped } = await importAttendance(id, read.rows);
      const notes = skipped.map((s) => `line ${s.line}: ${s.reason}`).join("; ");
      return { ok: true as const, message: `${updated} updated.${notes ? ` Not used: ${notes}.` : ""}` };
    }
    case "follow-up": {
      const result = await sendFollowUp(id);
      if (!result) return refuse(404, NOT_FOUND);
      if ("refused" in result) return refusedBy(result);
      return {
        ok: true as const,
        message: `Follow-up queued: the replay to ${result.attended} attendees, "sorry we missed you" to ${result.noShow} no-shows.`,
      };
    }
    default:
      return refuse(400, "Unknown action.");
  }
}

type Answer = { ok: boolean; message?: string; error?: string; fields?: Record<string, string> };

export default function AdminEvent({ loaderData }: Route.ComponentProps) {
  const { event, registrations } = loaderData;
  const answer = useActionData<Answer>();
  const busy = useNavigation().state !== "idle";
  return (
    <AdminView title={event.title}>
      <p className="mt-2 text-muted">
        {event.when} ·{" "}
        <Badge tone={event.cancelled ? "warning" : event.published ? "success" : "muted"}>
          {event.cancelled ? "Cancelled" : event.published ? "Published" : "Draft"}
        </Badge>{" "}
        {event.published && (
          <Link className="text-brand-700 underline" to={`/webinars/${encodeURIComponent(event.slug)}`}>
            Public page
          </Link>
        )}{" "}
        ·{" "}
        <Link className="text-brand-700 underline" to={href("/admin/events")}>
          All sessions
        </Link>
      </p>
      <div aria-live="polite" className="mt-3 min-h-6">
        {answer?.ok && <p className="text-green-800">{answer.message}</p>}
        {answer && !answer.ok && !answer.fields && <p className="text-red-700">{answer.error}</p>}
      </div>

      <section aria-labelledby="registrations-heading" className="mt-6">
        <h2 id="registrations-heading" className="text-xl font-semibold text-ink">
          Registrations ({registrations.length})
        </h2>
        <p className="mt-1 text-sm">
          <a
            className="text-brand-700 underline"
            href={`${href("/api/admin/events/:id/registrations", { id: String(event.id) })}?format=csv`}
          >
            Export CSV
          </a>
        </p>
        {registrations.length > 0 && (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-2 pr-4">Name</th>
                <th className="py-2 pr-4">E-mail</th>
                <th className="py-2 pr-4">Registered</th>
                <th className="py-2 pr-4">Status</th>
                <th className="py-2">Mark</th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((r) => (
                <tr key={r.id} className="border-b">
                  <td className="py-2 pr-4">{r.name}</td>
                  <td className="py-2 pr-4">{r.email}</td>
                  <td className="py-2 pr-4">{formatDateTime(r.at)}</td>
                  <td className="py-2 pr-4">{labelIn(registrationStatuses, r.status)}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      {(["attended", "no_show", "cancelled"] as const)
                        .filter((s) => s !== r.status)
                        .map((s) => (
                          <Form method="post" key={s}>
                            <input type="hidden" name="intent" value="status" />
                            <input type="hidden" name="registrationId" value={r.id} />
                            <input type="hidden" name="status" value={s} />
                            <Button type="submit" size="sm" variant="outline" disabled={busy}>
                              {labelIn(registrationStatuses, s)}
                              <span className="sr-only"> – {r.email}</span>
                            </Button>
                          </Form>
                        ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="import" />
          <div className="grid gap-1">
            <label htmlFor="attendance-file" className="text-sm font-medium">
              Attendance CSV (email, status)
            </label>
            <input id="attendance-file" type="file" name="file" accept=".csv,text/csv" />
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            Import attendance
          </Button>
        </Form>
        {event.past && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="follow-up" />
            <Button
              type="submit"
              size="sm"
              disabled={busy || Boolean(event.followUpSentAt) || !event.hasReplay}
            >
              Send the follow-up (replay to attendees, "sorry we missed you" to no-shows)
            </Button>
            {event.followUpSentAt && (
              <p className="mt-1 text-sm text-muted">Sent {formatDateTime(event.followUpSentAt)}.</p>
            )}
            {!event.hasReplay && <p className="mt-1 text-sm text-muted">Set the replay link below first.</p>}
          </Form>
        )}
      </section>

      <section aria-labelledby="edit-heading" className="mt-10">
        <h2 id="edit-heading" className="mb-4 text-xl font-semibold text-ink">
          Details
        </h2>
        {event.cancelled ? (
          <p className="text-muted">This session is cancelled; it can no longer change.</p>
        ) : (
          <EventForm
            values={loaderData.values}
            errors={answer?.fields}
            timeZones={loaderData.timeZones}
            submitLabel="Save"
          />
        )}
      </section>

      <section aria-labelledby="danger-heading" className="mt-10 flex flex-wrap gap-3">
        <h2 id="danger-heading" className="sr-only">
          Cancel or delete
        </h2>
        {!event.cancelled && (
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="outline" disabled={busy}>
              Cancel the session (everyone registered is told)
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="outline" disabled={busy}>
            Delete the session
          </Button>
        </Form>
      </section>
    </AdminView>
  );
}
