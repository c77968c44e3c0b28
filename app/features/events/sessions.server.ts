import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { eventSessions, sessionReminders, type events } from "~/db/schema";
import { refuse, type Refused } from "~/utils/refusal";
import { isoInZone } from "~/utils/event-time";

/**
 * An event's sessions (decision 0108): 1 to 12 dated meetings, numbered by start. The event row
 * keeps its first session's start and duration, written in the same transaction as the list, so
 * what reads only the event (the order, "upcoming", the refund terms) reads the program's start.
 */

type EventRow = typeof events.$inferSelect;
export type SessionRow = typeof eventSessions.$inferSelect;
/** An event with its sessions, in order: what every e-mail, invite and page about it reads. */
export type Program = EventRow & { sessions: SessionRow[] };
export type SessionInput = { startsAt: Date; durationMinutes: number; joinUrl?: string | null };

export const sessionEnd = (s: Pick<SessionRow, "startsAt" | "durationMinutes">) =>
  new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);

/** The program's last session's end. */
export const programEnd = (p: Program) => sessionEnd(p.sessions[p.sessions.length - 1]);

/** A session's link: its own, or the event's. */
export const joinUrlOf = (p: EventRow, s: SessionRow) => s.joinUrl ?? p.joinUrl;

/** Attend this many sessions for a certificate: the event's, or all of 1-3 and all but one of 4 or more. */
export const certificateThreshold = (p: Pick<EventRow, "certificateMinSessions">, sessions: number) =>
  Math.min(sessions, p.certificateMinSessions ?? (sessions <= 3 ? sessions : sessions - 1));

export function sessionsOf(tx: Tx | Db, eventId: number): Promise<SessionRow[]> {
  return tx
    .select()
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId))
    .orderBy(asc(eventSessions.number));
}

export async function withSessions(tx: Tx | Db, e: EventRow): Promise<Program> {
  return { ...e, sessions: await sessionsOf(tx, e.id) };
}

/** Several events with their sessions, in one query. */
export async function programsOf<E extends EventRow>(
  tx: Tx | Db,
  rows: E[],
): Promise<Array<E & { sessions: SessionRow[] }>> {
  if (rows.length === 0) return [];
  const all = await tx
    .select()
    .from(eventSessions)
    .where(
      inArray(
        eventSessions.eventId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(eventSessions.number));
  return rows.map((r) => ({ ...r, sessions: all.filter((s) => s.eventId === r.id) }));
}

/** The event's columns that mirror its first session (decision 0108). */
export const firstSessionColumns = (list: SessionInput[]) => ({
  startsAt: list[0].startsAt,
  durationMinutes: list[0].durationMinutes,
});

/** What a change of sessions did: those whose time moved or link changed, and those removed. */
export type SessionChange = { changed: boolean; moved: number[]; removed: SessionRow[] };

/**
 * Writes the event's session list (already sorted and checked by the schema): session n keeps its
 * id (its attendance and reminders) and is updated in place; more are added, fewer removed. A
 * session whose start moved has its reminders re-armed.
 */
export async function writeSessions(
  tx: Tx,
  eventId: number,
  before: SessionRow[],
  list: SessionInput[],
): Promise<SessionChange> {
  const moved: number[] = [];
  let changed = list.length !== before.length;
  for (const [i, s] of list.entries()) {
    const old = before[i];
    const joinUrl = s.joinUrl ?? null;
    if (!old) {
      await tx.insert(eventSessions).values({ eventId, number: i + 1, ...s, joinUrl });
      continue;
    }
    const startMoved = old.startsAt.getTime() !== s.startsAt.getTime();
    if (!startMoved && old.durationMinutes === s.durationMinutes && old.joinUrl === joinUrl) continue;
    changed = true;
    await tx
      .update(eventSessions)
      .set({ startsAt: s.startsAt, durationMinutes: s.durationMinutes, joinUrl })
      .where(eq(eventSessions.id, old.id));
    if (startMoved) {
      moved.push(old.id);
      await tx.delete(sessionReminders).where(eq(sessionReminders.sessionId, old.id));
    }
  }
  const removed = before.slice(list.length);
  if (removed.length)
    await tx
      .delete(eventSessions)
      .where(and(eq(eventSessions.eventId, eventId), gt(eventSessions.number, list.length)));
  return { changed, moved, removed };
}

/** A new event's one session (the shorthand) or its list. */
export async function insertSessions(tx: Tx, eventId: number, list: SessionInput[]) {
  await writeSessions(tx, eventId, [], list);
}

/** The certificate rule must fit the program: at most as many sessions as it has. */
export function checkCertificateRule(min: number | null | undefined, sessions: number): Refused | undefined {
  return min != null && min > sessions
    ? refuse(400, "Sessions for a certificate cannot be more than the program's sessions", {
        field: "certificateMinSessions",
      })
    : undefined;
}

/** A session as the admin API answers it: its start in the event's zone with the offset. */
export const sessionJson = (p: Pick<EventRow, "timeZone">, s: SessionRow) => ({
  id: s.id,
  number: s.number,
  startsAt: isoInZone(s.startsAt, p.timeZone),
  durationMinutes: s.durationMinutes,
  joinUrl: s.joinUrl,
});

/** Re-arms a seat's reminders (a new attendee in the seat, a registration back after cancelling). */
export async function rearmReminders(tx: Tx, registrationId: number) {
  await tx.delete(sessionReminders).where(eq(sessionReminders.registrationId, registrationId));
}

/** The program has started once its first session has (decision 0108): no new places after that. */
export const hasStarted = (e: Pick<EventRow, "startsAt">, at: Date) => e.startsAt <= at;
