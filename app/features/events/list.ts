import type { eventRegistrations, events } from "~/db/schema";
import { href } from "react-router";
import { dateColumn, labelIn, type ListColumns, type ListLabels } from "~/lists/columns";
import { durationLabel, eventDateLabel, eventTimeLabel } from "~/utils/event-time";

// The admin's lists of webinar events and of an event's registrations (product.md §10.9), as the
// views, the JSON endpoints and their CSVs show them.

/** An event as GET /api/admin/events answers it: `startsAt` in its own zone, places counted by status. */
export type EventListRow = Omit<typeof events.$inferSelect, "startsAt"> & {
  startsAt: string;
  counts: Record<string, number>;
};

/** A registration as the admin reads it: never its cancel token (the registrant's secret). */
export type RegistrationListRow = Omit<typeof eventRegistrations.$inferSelect, "cancelToken">;

export const registrationStatuses = [
  ["confirmed", "Confirmed"],
  ["waitlisted", "Waitlisted"],
  ["cancelled", "Cancelled"],
  ["attended", "Attended"],
  ["no_show", "No-show"],
] as const;

/** Cancelled, Draft, Upcoming or Past, at `at` (ms). */
export const eventState = (e: Pick<EventListRow, "cancelledAt" | "published" | "startsAt">, at: number) =>
  e.cancelledAt ? "Cancelled" : !e.published ? "Draft" : Date.parse(e.startsAt) > at ? "Upcoming" : "Past";

const seated = (e: EventListRow) =>
  (e.counts.confirmed ?? 0) + (e.counts.attended ?? 0) + (e.counts.no_show ?? 0);

export const eventList: ListLabels = {
  title: "Sessions",
  csvPath: href("/api/admin/events"),
  emptyMessage: "No sessions yet.",
};

export const eventColumns: ListColumns<EventListRow> = {
  columns: [
    { header: "Title", value: (e) => e.title, className: "font-medium" },
    {
      header: "When",
      value: (e) => {
        const start = new Date(e.startsAt);
        return `${eventDateLabel(start, e.timeZone)}, ${eventTimeLabel(start, e.durationMinutes, e.timeZone)} · ${durationLabel(e.durationMinutes)}`;
      },
    },
    { header: "State", value: (e) => eventState(e, Date.now()) },
    { header: "Seats taken", value: (e) => `${seated(e)} / ${e.capacity}` },
    { header: "Waitlist", value: (e) => e.counts.waitlisted ?? 0 },
  ],
  exportColumns: [
    { header: "Slug", value: (e) => e.slug },
    { header: "Starts", value: (e) => e.startsAt },
    { header: "Time zone", value: (e) => e.timeZone },
    { header: "Host", value: (e) => e.host },
    { header: "Cancelled", value: (e) => e.cancelledAt },
  ],
};

// Its CSV is a link of its own (registrations-panel.tsx): every place, whatever the search.
export const registrationList: ListLabels = {
  title: "Registrations",
  emptyMessage: "No registrations yet.",
};

/** The registrations' columns; `email` and `status` (codes) are what the attendance import reads back. */
export const registrationColumns: ListColumns<RegistrationListRow> = {
  columns: [
    { header: "Name", value: (r) => r.name, className: "font-medium" },
    { header: "email", value: (r) => r.email },
    { header: "status", value: (r) => r.status },
    { header: "Status", value: (r) => labelIn(registrationStatuses, r.status) },
    dateColumn("Registered", (r) => r.createdAt),
  ],
  exportColumns: [],
};
