import { and, asc, eq, inArray } from "drizzle-orm";
import { sessionLine } from "~/utils/event-time";
import { db, type Tx } from "~/db/client.server";
import { eventRegistrations, sessionAttendance } from "~/db/schema";
import { enrollFor } from "~/features/sequences/enrolment.server";
import { changeEvents } from "~/services/content-version.server";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import type { RegistrationRow } from "./invites.server";
import { lockEvent, SEAT_STATUSES } from "./registrations.server";
import type { Program } from "./sessions.server";

/**
 * Attendance per session (product.md §10.18, decision 0108). The whole-event status a seat has
 * always had follows the sessions' marks: attended once any session is marked attended, no-show
 * once every session is marked and none attended, confirmed otherwise; the follow-up sequences'
 * triggers fire on that status as before.
 */

export const SESSION_NOT_FOUND = "Session not found.";
const NO_SEAT = "No seat with this registrationId at this event";

export type SessionMarks = Array<{ sessionId: number; registrationId: number; attended: boolean }>;

/** Every mark at an event's sessions. */
export async function marksOf(tx: Tx | ReturnType<typeof db>, p: Program): Promise<SessionMarks> {
  if (p.sessions.length === 0) return [];
  return tx
    .select({
      sessionId: sessionAttendance.sessionId,
      registrationId: sessionAttendance.registrationId,
      attended: sessionAttendance.attended,
    })
    .from(sessionAttendance)
    .where(
      inArray(
        sessionAttendance.sessionId,
        p.sessions.map((s) => s.id),
      ),
    );
}

/** The whole-event status the marks of one seat give it. */
function statusFromMarks(p: Program, marks: SessionMarks): RegistrationRow["status"] {
  if (marks.some((m) => m.attended)) return "attended";
  return marks.length === p.sessions.length ? "no_show" : "confirmed";
}

/** Sets the seat's whole-event status from its marks (in the caller's transaction), with its trigger. */
async function settleStatus(tx: Tx, p: Program, r: RegistrationRow): Promise<RegistrationRow> {
  const marks = (await marksOf(tx, p)).filter((m) => m.registrationId === r.id);
  const status = statusFromMarks(p, marks);
  if (status === r.status) return r;
  const [row] = await tx
    .update(eventRegistrations)
    .set({ status, updatedAt: now() })
    .where(eq(eventRegistrations.id, r.id))
    .returning();
  if (status === "attended" || status === "no_show")
    await enrollFor(tx, row.personId, {
      kind: status === "attended" ? "webinar-attended" : "webinar-no-show",
    });
  return row;
}

/** Writes one mark (or removes it: `attended` null) inside the caller's transaction, the event locked. */
export async function writeMark(
  tx: Tx,
  p: Program,
  number: number,
  r: RegistrationRow,
  attended: boolean | null,
): Promise<RegistrationRow> {
  const session = p.sessions.find((s) => s.number === number)!;
  if (attended === null)
    await tx
      .delete(sessionAttendance)
      .where(and(eq(sessionAttendance.sessionId, session.id), eq(sessionAttendance.registrationId, r.id)));
  else
    await tx
      .insert(sessionAttendance)
      .values({ sessionId: session.id, registrationId: r.id, attended, markedAt: now() })
      .onConflictDoUpdate({
        target: [sessionAttendance.sessionId, sessionAttendance.registrationId],
        set: { attended, markedAt: now() },
      });
  return settleStatus(tx, p, r);
}

/**
 * PUT /api/admin/events/{id}/sessions/{number}/attendance: one seat marked at one session. An
 * unknown event or session is a 404; a registration that holds no seat at this event, a 400.
 */
export async function markSessionAttendance(
  eventId: number,
  number: number,
  registrationId: number,
  attended: boolean,
): Promise<{ sessionNumber: number; registrationId: number; attended: boolean; status: string } | Refused> {
  return changeEvents(async (tx) => {
    const p = await lockEvent(tx, eventId);
    if (!p) return refuse(404, "Event not found.");
    if (!p.sessions.some((s) => s.number === number)) return refuse(404, SESSION_NOT_FOUND);
    const [r] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
    if (!r || !(SEAT_STATUSES as readonly string[]).includes(r.status))
      return refuse(400, NO_SEAT, { field: "registrationId" });
    const row = await writeMark(tx, p, number, r, attended);
    return { sessionNumber: number, registrationId, attended, status: row.status };
  });
}

/**
 * A program's checklist (the admin event view): its sessions on their lines and every seat (a
 * program's seats are its capacity at most) with its marks by session number.
 */
export async function attendanceChecklist(p: Program) {
  const marks = await marksOf(db(), p);
  const numberOf = new Map(p.sessions.map((s) => [s.id, s.number]));
  const seats = await db()
    .select({ id: eventRegistrations.id, name: eventRegistrations.name, email: eventRegistrations.email })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, p.id), inArray(eventRegistrations.status, [...SEAT_STATUSES])))
    .orderBy(asc(eventRegistrations.name), asc(eventRegistrations.id));
  return {
    sessions: p.sessions.map((s) => ({
      number: s.number,
      line: sessionLine(s.number, p.sessions.length, s.startsAt, s.durationMinutes, p.timeZone),
    })),
    seats: seats.map((seat) => ({
      ...seat,
      marks: Object.fromEntries(
        marks
          .filter((m) => m.registrationId === seat.id)
          .map((m) => [numberOf.get(m.sessionId)!, m.attended]),
      ),
    })),
  };
}

/** How many sessions each seat attended, by registration id. */
export async function sessionsAttended(tx: Tx | ReturnType<typeof db>, p: Program) {
  const counts = new Map<number, number>();
  for (const m of await marksOf(tx, p))
    if (m.attended) counts.set(m.registrationId, (counts.get(m.registrationId) ?? 0) + 1);
  return counts;
}
