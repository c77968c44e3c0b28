import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterCommit, db, type Tx } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import type { EventInput, EventUpdate } from "~/features/events/schema";
import {
  cancelledEmail,
  followUpEmail,
  seatEmail,
  type RegistrationRow,
} from "~/features/events/invites.server";
import {
  ACTIVE_STATUSES,
  cancelRegistration,
  lockEvent,
  promoteWaitlisted,
  tellInterested,
} from "~/features/events/registrations.server";
import { changeEvents } from "~/services/content-version.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";
import { paymentsConfigured, PAYMENTS_NOT_SET_UP } from "~/features/payments/stripe.server";
import { kickPaymentWork, stopSales } from "~/features/payments/holds.server";
import { hasOrders } from "~/features/payments/orders.server";
import { catalogOf } from "~/features/payments/product.server";
import { eventSeats } from "./paid-seats.server";
import { EVENT_SEAT } from "./seat-facts.server";
import { writeMark } from "./attendance.server";
import {
  checkCertificateRule,
  firstSessionColumns,
  insertSessions,
  programEnd,
  sessionEnd,
  withSessions,
  writeSessions,
  type Program,
  type SessionInput,
} from "./sessions.server";

/**
 * The owner's side of webinar events (product.md §10.9): create, edit (a change of time or link
 * re-sends the updated invite, SEQUENCE raised), cancel (METHOD:CANCEL to everyone), delete,
 * attendance and the follow-up. Each change and its e-mails are one transaction, which also raises
 * the webinar pages' version (changeEvents, decision 0091).
 */

export type AdminEvent = Program & { counts: Record<string, number> };

export const EVENT_NOT_FOUND = "Event not found.";
export const REGISTRATION_NOT_FOUND = "Registration not found.";
const eventNotFound = () => refuse(404, EVENT_NOT_FOUND);
const registrationNotFound = () => refuse(404, REGISTRATION_NOT_FOUND);
const slugTaken = () => refuse(409, "Slug is already used by another event", { field: "slug" });

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === "23505") return true;
  return false;
};

/** An event's places counted by status. */
async function countsOf(eventId: number) {
  const rows = await db()
    .select({ status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .groupBy(eventRegistrations.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** An event with its places counted; undefined for an unknown id (a read: its caller says 404). */
export async function getEvent(id: number): Promise<AdminEvent | undefined> {
  const [row] = await db().select().from(events).where(eq(events.id, id));
  return row ? { ...(await withSessions(db(), row)), counts: await countsOf(id) } : undefined;
}

/** product.md §10.14: a paid session is not shown for sale while payments are not set up. */
const unpayable = (e: { priceCents: number; published: boolean; cancelledAt?: Date | null }) =>
  e.priceCents > 0 && e.published && !e.cancelledAt && !paymentsConfigured()
    ? refuse(409, PAYMENTS_NOT_SET_UP, { field: "priceCents" })
    : undefined;

/** The sessions an input asks for: its list, or the shorthand's one session (decision 0108). */
const sessionsAsked = (input: {
  sessions?: SessionInput[];
  startsAt?: Date;
  durationMinutes?: number;
}): SessionInput[] | undefined =>
  input.sessions ??
  (input.startsAt && input.durationMinutes !== undefined
    ? [{ startsAt: input.startsAt, durationMinutes: input.durationMinutes }]
    : undefined);

export async function createEvent(input: EventInput): Promise<Program | Refused> {
  const { sessions: _list, ...fields } = input;
  const list = sessionsAsked(input)!;
  const refused = unpayable(input) ?? checkCertificateRule(input.certificateMinSessions, list.length);
  if (refused) return refused;
  try {
    return await changeEvents(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({ ...fields, ...firstSessionColumns(list), createdAt: now(), updatedAt: now() })
        .returning();
      await insertSessions(tx, row.id, list);
      const program = await withSessions(tx, row);
      await tellInterested(tx, program);
      return program;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return slugTaken();
    throw err;
  }
}

const activeOf = (tx: Tx, eventId: number) =>
  tx
    .select()
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, [...ACTIVE_STATUSES])),
    )
    .orderBy(asc(eventRegistrations.id));

/** Cancels the event: every seat's invite is withdrawn (METHOD:CANCEL), every place told. */
async function cancelLocked(tx: Tx, event: Program): Promise<Program> {
  const at = now();
  const [row] = await tx
    .update(events)
    .set({ cancelledAt: at, sequence: event.sequence + 1, updatedAt: at })
    .where(eq(events.id, event.id))
    .returning();
  const cancelled = { ...row, sessions: event.sessions };
  const places = await activeOf(tx, event.id);
  if (places.length === 0) return cancelled;
  const updated = await tx
    .update(eventRegistrations)
    .set({
      status: "cancelled",
      cancelledAt: at,
      updatedAt: at,
      icsSequence: sql`${eventRegistrations.icsSequence} + case when ${eventRegistrations.status} = 'confirmed' then 1 else 0 end`,
    })
    .where(
      inArray(
        eventRegistrations.id,
        places.map((p) => p.id),
      ),
    )
    .returning();
  const hadSeat = new Set(places.filter((p) => p.status === "confirmed").map((p) => p.id));
  await enqueueEmails(
    tx,
    ...(await Promise.all(updated.map((r) => cancelledEmail(cancelled, r, "event", hadSeat.has(r.id))))),
  );
  return cancelled;
}

/**
 * Cancels the event and stops its money (decision 0106): every hold and offer ends, every paid seat
 * is refunded in full (the owner cancelled, so the terms do not apply). Stripe is asked once the
 * transaction has committed (the open sessions closed, the refunds made), never inside it.
 */
async function cancelWithMoney(tx: Tx, event: Program): Promise<Program> {
  const cancelled = await cancelLocked(tx, event);
  await stopSales(tx, eventSeats, event.id);
  return cancelled;
}

/**
 * Changes an event. A new start, duration or join link on a session still to come raises its
 * SEQUENCE and sends every seat the updated invite (same UID); a new start also re-arms the
 * reminders; more seats go to the waitlist first in line. `cancelled: true` cancels it.
 */
export async function updateEvent(id: number, patch: EventUpdate): Promise<Program | Refused> {
  const saved = await saveEventChange(id, patch);
  // Once committed (the admin gate's transaction too), Stripe is asked to stop the money.
  if (patch.cancelled && !isRefused(saved)) afterCommit(() => void kickPaymentWork(catalogOf(eventSeats)));
  return saved;
}

async function saveEventChange(id: number, patch: EventUpdate): Promise<Program | Refused> {
  try {
    return await changeEvents(async (tx): Promise<Program | Refused> => {
      const event = await lockEvent(tx, id);
      if (!event) return eventNotFound();
      const { cancelled, sessions: _list, ...fields } = patch;
      if (event.cancelledAt && (cancelled || Object.keys(fields).length > 0 || patch.sessions))
        return refuse(409, "This event is cancelled: it can no longer change");
      const list = sessionsOfChange(event, patch);
      if (isRefused(list)) return list;
      const at = now();
      const refused =
        (!cancelled && unpayable({ ...event, ...fields })) ||
        checkCertificateRule(
          fields.certificateMinSessions !== undefined
            ? fields.certificateMinSessions
            : event.certificateMinSessions,
          list?.length ?? event.sessions.length,
        );
      if (refused) return refused;
      const change = list
        ? await writeSessions(tx, id, event.sessions, list)
        : { changed: false, moved: [], removed: [] };
      const changed = change.changed || (fields.joinUrl !== undefined && fields.joinUrl !== event.joinUrl);
      const upcoming = programEnd(event) > at || (list ? sessionEnd(list[list.length - 1]) > at : false);
      const [updated] = await tx
        .update(events)
        .set({
          ...fields,
          ...(list ? firstSessionColumns(list) : {}),
          updatedAt: at,
          ...(changed && upcoming ? { sequence: event.sequence + 1 } : {}),
        })
        .where(eq(events.id, id))
        .returning();
      let row = await withSessions(tx, updated);
      if (changed && upcoming) {
        const seats = await tx
          .update(eventRegistrations)
          .set({ icsSequence: sql`${eventRegistrations.icsSequence} + 1`, updatedAt: at })
          .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, "confirmed")))
          .returning();
        await enqueueEmails(
          tx,
          ...(await Promise.all(seats.map((r) => seatEmail(row, r, "updated", change.removed)))),
        );
      }
      if (fields.capacity !== undefined && fields.capacity > event.capacity) await promoteWaitlisted(tx, row);
      if (cancelled) row = await cancelWithMoney(tx, row);
      // Published now (or still upcoming with interest recorded since): those who asked are told once.
      else await tellInterested(tx, row);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return slugTaken();
    throw err;
  }
}

/**
 * The session list a change asks for: its `sessions`, or the shorthand on a one-session event (its
 * one session moved or resized); the shorthand cannot say which session of a program it means.
 */
function sessionsOfChange(event: Program, patch: EventUpdate): SessionInput[] | undefined | Refused {
  if (patch.sessions) return patch.sessions;
  if (patch.startsAt === undefined && patch.durationMinutes === undefined) return undefined;
  if (event.sessions.length > 1)
    return refuse(
      409,
      `This program has ${event.sessions.length} sessions: change them with sessions, not startsAt or durationMinutes`,
      { field: "sessions" },
    );
  const [only] = event.sessions;
  return [
    {
      startsAt: patch.startsAt ?? only.startsAt,
      durationMinutes: patch.durationMinutes ?? only.durationMinutes,
      joinUrl: only.joinUrl,
    },
  ];
}

/** Deletes an event; one not yet over is cancelled first, so nobody keeps a dead invite. */
export async function deleteEvent(id: number): Promise<{ ok: true } | Refused> {
  return changeEvents(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) return eventNotFound();
    // Its orders are the books' (and its revenue Insights'): such an event is cancelled, never gone.
    if (await hasOrders(EVENT_SEAT, event.id))
      return refuse(
        409,
        event.cancelledAt
          ? "This event has payment orders, so it cannot be deleted: it stays cancelled, with its orders and revenue on record."
          : "This event has payment orders, so it cannot be deleted: cancel it instead (its paid seats are refunded in full, and its orders and revenue stay on record).",
      );
    if (!event.cancelledAt && programEnd(event) > now()) await cancelLocked(tx, event);
    await tx.delete(events).where(eq(events.id, id));
    return { ok: true as const };
  });
}

const SEATED = ["confirmed", "attended", "no_show"];

/**
 * The owner sets a registration's status: attended / no-show (on a seat), back to confirmed (a
 * marking undone, or a waitlisted person given a seat, with their invite), or cancelled (the
 * registrant's own cancellation, with the seat passed on).
 */
export async function setRegistrationStatus(
  eventId: number,
  registrationId: number,
  status: string,
): Promise<RegistrationRow | Refused> {
  if (status === "cancelled") {
    const [r] = await db()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
    if (!r) return registrationNotFound();
    if (r.status !== "cancelled") {
      if (!(ACTIVE_STATUSES as readonly string[]).includes(r.status))
        return refuse(409, `A registration marked ${r.status} cannot be cancelled`);
      await cancelRegistration({ id: registrationId, eventId }, "owner");
    }
    const [after] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId));
    return after;
  }
  return changeEvents(async (tx): Promise<RegistrationRow | Refused> => {
    const event = await lockEvent(tx, eventId);
    if (!event) return registrationNotFound();
    const [r] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
    if (!r) return registrationNotFound();
    if (r.status === status) return r;
    if (status === "waitlisted") return refuse(409, "A place cannot be moved back to the waitlist");
    if ((status === "attended" || status === "no_show") && !SEATED.includes(r.status))
      return refuse(409, "Only a registration with a seat can be marked attended or no-show");
    if (status === "confirmed" && r.status === "cancelled")
      return refuse(409, "A cancelled registration cannot be confirmed");
    // Attendance is per session (decision 0108): a one-session event's status is its session's mark.
    const marking = status === "attended" || status === "no_show";
    if (marking || (status === "confirmed" && SEATED.includes(r.status))) {
      if (event.sessions.length > 1)
        return refuse(
          409,
          `This program has ${event.sessions.length} sessions: mark attendance per session (its status follows)`,
        );
      return writeMark(tx, event, 1, r, marking ? status === "attended" : null);
    }
    const at = now();
    const [row] = await tx
      .update(eventRegistrations)
      .set({ status, updatedAt: at, ...(r.status === "waitlisted" ? { promotedAt: at } : {}) })
      .where(eq(eventRegistrations.id, r.id))
      .returning();
    if (r.status === "waitlisted") await enqueueEmails(tx, await seatEmail(event, row, "promoted"));
    return row;
  });
}

/** Attendance from a CSV (email, status): each matching seat marked; the rows it could not use, by line. */
export async function importAttendance(
  eventId: number,
  rows: Array<{ line: number; email: string; status: string }>,
): Promise<{ updated: number; skipped: Array<{ line: number; reason: string }> }> {
  const emails = [...new Set(rows.map((r) => r.email.trim().toLowerCase()))];
  const regs = emails.length
    ? await db()
        .select({ id: eventRegistrations.id, email: eventRegistrations.email })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            inArray(sql`lower(trim(${eventRegistrations.email}))`, emails),
          ),
        )
    : [];
  const byEmail = new Map(regs.map((r) => [r.email.trim().toLowerCase(), r]));
  const skipped: Array<{ line: number; reason: string }> = [];
  let updated = 0;
  for (const row of rows) {
    const r = byEmail.get(row.email.trim().toLowerCase());
    if (!r) {
      skipped.push({ line: row.line, reason: "no registration with this e-mail" });
      continue;
    }
    const result = await setRegistrationStatus(eventId, r.id, row.status);
    if (isRefused(result)) skipped.push({ line: row.line, reason: result.refused.message });
    else updated++;
  }
  return { updated, skipped };
}

/**
 * After the session, once: the replay to attendees, "sorry we missed you" with the replay to
 * no-shows. Needs the replay link, and the session to have ended.
 */
export async function sendFollowUp(eventId: number): Promise<{ attended: number; noShow: number } | Refused> {
  return changeEvents(async (tx): Promise<{ attended: number; noShow: number } | Refused> => {
    const event = await lockEvent(tx, eventId);
    if (!event) return eventNotFound();
    if (event.followUpSentAt) return refuse(409, "The follow-up has already been sent");
    if (!event.replayUrl) return refuse(409, "Set the replay link first");
    if (programEnd(event) > now()) return refuse(409, "The follow-up goes once the last session has ended");
    const regs = await tx
      .select()
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          inArray(eventRegistrations.status, ["attended", "no_show"]),
        ),
      );
    if (regs.length === 0) return refuse(409, "Mark who attended first");
    await enqueueEmails(
      tx,
      ...(await Promise.all(regs.map((r) => followUpEmail(event, r, r.status === "attended")))),
    );
    await tx.update(events).set({ followUpSentAt: now() }).where(eq(events.id, eventId));
    return {
      attended: regs.filter((r) => r.status === "attended").length,
      noShow: regs.filter((r) => r.status === "no_show").length,
    };
  });
}
