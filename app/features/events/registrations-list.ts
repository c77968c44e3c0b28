import type { eventRegistrations } from "~/db/schema";
import { labelIn, type ListColumns } from "~/lists/columns";
import { isoDate } from "~/lists/format";

// Issue 25: an event's registrations, as the admin's checklist and its CSV show them.

export type RegistrationListRow = typeof eventRegistrations.$inferSelect;

export const registrationStatuses = [
  ["confirmed", "Confirmed"],
  ["waitlisted", "Waitlisted"],
  ["cancelled", "Cancelled"],
  ["attended", "Attended"],
  ["no_show", "No-show"],
] as const;

/** The CSV's columns; `email` and `status` (codes) are what the attendance import reads back. */
export const registrationColumns: ListColumns<RegistrationListRow> = {
  columns: [
    { header: "Name", value: (r) => r.name, className: "font-medium" },
    { header: "email", value: (r) => r.email },
    { header: "status", value: (r) => r.status },
    { header: "Status", value: (r) => labelIn(registrationStatuses, r.status) },
    { header: "Registered", value: (r) => isoDate(r.createdAt) },
  ],
  exportColumns: [],
};
