import { z } from "zod";
import { byId, defineWrite, rowId } from "~/admin/write.server";
import { isRefused, refuse } from "~/utils/refusal";
import { readAttendanceCsv } from "./attendance-csv.server";
import { eventJson, registrationJson } from "./event-json.server";
import {
  createEvent,
  deleteEvent,
  EVENT_NOT_FOUND,
  importAttendance,
  REGISTRATION_NOT_FOUND,
  sendFollowUp,
  setRegistrationStatus,
  updateEvent,
} from "./events-admin.server";
import { cents } from "~/features/payments/schema";
import { PAID_REGISTRATION_NOT_FOUND, refundRegistration } from "./refunds.server";
import {
  eventCreateSchema,
  eventFromForm,
  eventUpdateSchema,
  registrationStatusSchema,
  sessionAttendanceSchema,
} from "./schema";
import { markSessionAttendance, SESSION_NOT_FOUND } from "./attendance.server";

// The owner's writes on webinar events (product.md §10.9), each defined once for its JSON endpoint
// and the /admin/events views' actions (docs/conventions.md, decision 0094).

const oneEvent = byId(EVENT_NOT_FOUND);

/** POST /api/admin/events, and /admin/events' new-session form. */
export const saveNewEvent = defineWrite({
  input: eventCreateSchema,
  fromForm: eventFromForm,
  creates: true,
  run: async ({ input }) => {
    const made = await createEvent(input);
    return isRefused(made) ? made : eventJson(made);
  },
});

/** PUT /api/admin/events/{id} (the fields given; `cancelled: true` cancels), and the details form. */
export const saveEvent = defineWrite({
  params: oneEvent,
  input: eventUpdateSchema,
  fromForm: eventFromForm,
  run: async ({ params, input }) => {
    const saved = await updateEvent(params.id, input);
    return isRefused(saved) ? saved : eventJson(saved);
  },
});

/** The view's "Cancel the session" (the API's is PUT { cancelled: true }): everyone registered is told. */
export const cancelEvent = defineWrite({
  params: oneEvent,
  run: async ({ params }) => {
    const cancelled = await updateEvent(params.id, { cancelled: true });
    return isRefused(cancelled) ? cancelled : eventJson(cancelled);
  },
});

/** DELETE /api/admin/events/{id}, and the view's delete (a session still to come is cancelled first). */
export const removeEvent = defineWrite({
  params: oneEvent,
  run: ({ params }) => deleteEvent(params.id),
});

/**
 * PUT /api/admin/events/{id}/registrations/{registrationId} { status }, and the checklist's marks:
 * attendance, a waitlisted person given a seat, or a cancellation (the seat passes on).
 */
export const markRegistration = defineWrite({
  params: z.object({ id: rowId(REGISTRATION_NOT_FOUND), registrationId: rowId(REGISTRATION_NOT_FOUND) }),
  input: registrationStatusSchema,
  run: async ({ params, input }) => {
    const marked = await setRegistrationStatus(params.id, params.registrationId, input.status);
    return isRefused(marked) ? marked : registrationJson(marked);
  },
});

const MAX_CSV_BYTES = 2_000_000;

/** The view's attendance import: the registrations CSV sent back with each status (email, status). */
export const importAttendanceCsv = defineWrite({
  params: oneEvent,
  input: z.object({
    file: z
      .file({ error: "Choose a CSV file." })
      .min(1, "Choose a CSV file.")
      .max(MAX_CSV_BYTES, "The file is larger than 2 MB."),
  }),
  run: async ({ params, input }) => {
    const read = readAttendanceCsv(await input.file.text());
    if (isRefused(read)) return refuse(400, read.refused.message, { field: "file" });
    return importAttendance(params.id, read.rows);
  },
});

/** The view's follow-up, once the session is over: the replay to attendees and to no-shows. */
export const sendEventFollowUp = defineWrite({
  params: oneEvent,
  run: ({ params }) => sendFollowUp(params.id),
});

/**
 * PUT /api/admin/events/{id}/sessions/{number}/attendance { registrationId, attended }, and the
 * view's per-session checklist (decision 0108).
 */
export const markSessionAttended = defineWrite({
  params: z.object({ id: rowId(EVENT_NOT_FOUND), number: rowId(SESSION_NOT_FOUND) }),
  input: sessionAttendanceSchema,
  fromForm: (raw) => {
    const form = raw as Record<string, unknown>;
    return { registrationId: Number(form.registrationId), attended: form.attended === "true" };
  },
  run: ({ params, input }) =>
    markSessionAttendance(params.id, params.number, input.registrationId, input.attended),
});

/** POST /api/admin/events/{id}/registrations/{registrationId}/refund { amountCents? }, and "Refund". */
export const refundPaidRegistration = defineWrite({
  params: z.object({
    id: rowId(PAID_REGISTRATION_NOT_FOUND),
    registrationId: rowId(PAID_REGISTRATION_NOT_FOUND),
  }),
  input: z.object({ amountCents: cents("amountCents", 10_000_000).optional() }).strict(),
  bodyOptional: true,
  run: ({ params, input }) => refundRegistration(params.id, params.registrationId, input.amountCents),
});
