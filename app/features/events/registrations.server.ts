import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/db/client.server";
import { eventInterests, eventRegistrations, events, leads, type Attribution } from "~/db/schema";
import {
  cancelledEmail,
  nextSessionEmail,
  seatEmail,
  waitlistEmail,
  type Addressee,
  type EventRow,
  type RegistrationRow,
} from "~/features/events/invites.server";
import { changeEvents } from "~/services/content-version.server";
import { enqueueEmails, newLeadNotice, type OutgoingEmail } from "~/services/outbox.server";
import { attachToPerson } from "~/features/people/people.server";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { webinarMessages } from "~/content/webinar";
import { seatOfferEmail } from "~/features/payments/emails.server";
import { HOLD_MS } from "~/features/payments/checkout.server";
import { heldPlaces, liveHoldOf, openHolds, placeHasLiveOffer } from "~/features/payments/orders.server";
import { EVENT_SEAT, EVENT_TEAM, sessionLabel } from "./seat-facts.server";
import { hasStarted, rearmReminders, withSessions, type Program } from "./sessions.server";
import { teamSeats } from "./team-count.server";
import { href } from "react-router";

/**
 * Places at webinar events (docs/decisions/0086-webinar-events.md): a registration takes a seat
 * or a waitlist place inside one transaction holding the event's row lock, so concurrent
 * registrations count seats one at a time on every instance; a freed seat goes to the first in line.
 */

export type Place = "confirmed" | "waitlisted" | "interest" | "payment";
/** The statuses that hold a seat (attendance is marked on a seat). */
export const SEAT_STATUSES = ["confirmed", "attended", "no_show"] as const;
export const ACTIVE_STATUSES = ["confirmed", "waitlisted"] as const;

export type Registrant = {
  name: string;
  email: string;
  company?: string;
  role?: string;
  attribution?: Attribution;
  /** A given event; otherwise the next upcoming published one. */
  eventId?: number;
  /** Interest in the next session only, even if one has been published since the form was shown. */
  interestOnly?: boolean;
};

/** A published, not cancelled event that has not started by `at`. */
export const upcomingAt = (at: Date) =>
  and(eq(events.published, true), isNull(events.cancelledAt), gt(events.startsAt, at));

/** The next upcoming published event (the one /webinar shows), if any. */
export async function nextUpcomingEvent(at = now()): Promise<EventRow | undefined> {
  const [row] = await db().select().from(events).where(upcomingAt(at)).orderBy(asc(events.startsAt)).limit(1);
  return row;
}

/**
 * The seats sold or given, and those held by a payment not yet made (decision 0096): a hold counts
 * until it is paid (its registration then counts) or its time is up (the project's clock). A
 * confirmed team counts its seats, named or not; its attendees' registrations are within them
 * (decision 0109).
 */
export async function seatsTaken(tx: Tx | ReturnType<typeof db>, eventId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        inArray(eventRegistrations.status, [...SEAT_STATUSES]),
        isNull(eventRegistrations.teamId),
      ),
    );
  return (
    n +
    (await teamSeats(tx, eventId)) +
    (await heldPlaces(tx, EVENT_SEAT, eventId)) +
    (await heldPlaces(tx, EVENT_TEAM, eventId))
  );
}

/** The registration's number in the waitlist (1 = next to get a seat). */
async function waitlistPosition(tx: Tx, r: RegistrationRow): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, r.eventId),
        eq(eventRegistrations.status, "waitlisted"),
        or(
          sql`${eventRegistrations.createdAt} < ${r.createdAt}`,
          and(eq(eventRegistrations.createdAt, r.createdAt), lte(eventRegistrations.id, r.id)),
        ),
      ),
    );
  return n;
}

/** Locks the event's row for this transaction (every seat decision on it waits): it with its sessions. */
export async function lockEvent(tx: Tx, eventId: number): Promise<Program | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return row && withSessions(tx, row);
}

/** The e-mail telling a registration its place: the seat with its invite, or the waitlist number. */
async function placeEmail(tx: Tx, e: Program, r: RegistrationRow): Promise<OutgoingEmail> {
  return r.status === "waitlisted"
    ? waitlistEmail(e, r, await waitlistPosition(tx, r))
    : seatEmail(e, r, "registered");
}

/** The place taken, or a 400 on `eventId` when the event asked for is not an upcoming published one. */
export type RegisterResult = { place: Place; orderId?: number } | Refused;

/** How long a seat freed at a paid event is kept for the first in line, with its payment link. */
export const OFFER_MS = 24 * 3600_000;
export const noSuchEvent = () => refuse(400, webinarMessages.noSuchEvent, { field: "eventId" });
const startedRefusal = () => refuse(400, webinarMessages.started, { field: "eventId" });

/** Why an event asked for takes no place: it has started (decision 0108), or it is none of ours to offer. */
export async function startedOrNoSuchEvent(eventId: number, at: Date, q: DbOrTx = db()): Promise<Refused> {
  const [e] = await q
    .select({ startsAt: events.startsAt })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.published, true), isNull(events.cancelledAt)));
  return e && hasStarted(e, at) ? startedRefusal() : noSuchEvent();
}

/** Stands for the waitlist number in an e-mail rendered before the number is known. */
const POSITION_MARK = "\u2063WAITLIST-POSITION\u2063";

/**
 * The place e-mail for a new registration, rendered before the transaction for the place it will
 * most likely get: rendering takes milliseconds of CPU, and the event's row lock must not wait for
 * it (200 registrations at once would queue behind 200 renders). Re-rendered under the lock only
 * when the guess or the event changed.
 */
async function draftPlaceEmail(event: Program, draft: Addressee, status: Place) {
  return {
    status,
    event,
    email:
      status === "waitlisted"
        ? await waitlistEmail(event, draft, POSITION_MARK)
        : await seatEmail(event, draft, "registered"),
  };
}

const fillPosition = (m: OutgoingEmail, position: number): OutgoingEmail => ({
  ...m,
  text: m.text.replaceAll(POSITION_MARK, String(position)),
  html: m.html?.replaceAll(POSITION_MARK, String(position)),
});

/**
 * Registers for an event: the given one, or the next upcoming; with none upcoming (and no event
 * asked for), records the interest on the person instead. A repeat registration keeps its place and
 * answers as a new registration would now (the e-mail, to the address's owner, tells the real place).
 */
export function registerForEvent(input: Registrant): Promise<RegisterResult> {
  // This process's registrations for one event take their turn: each would otherwise hold a pool
  // connection while waiting for the event's row lock, so a burst would need a pool its size (and
  // time out on the pool's 3 s). One at a time per event per process, the row lock still deciding
  // between instances (decision 0091). The CPU they share is one thread's anyway.
  if (input.interestOnly) return register(input);
  return inTurn(input.eventId ?? "next", () => register(input));
}

async function register(input: Registrant): Promise<RegisterResult> {
  const email = input.email.trim();
  const at = now();
  const [seen] = input.interestOnly
    ? []
    : await db()
        .select()
        .from(events)
        .where(
          input.eventId === undefined ? upcomingAt(at) : and(eq(events.id, input.eventId), upcomingAt(at)),
        )
        .orderBy(asc(events.startsAt))
        .limit(1);
  if (!seen && input.eventId !== undefined) return startedOrNoSuchEvent(input.eventId, at);
  const cancelToken = randomBytes(24).toString("hex");
  const addressee: Addressee = {
    name: input.name,
    email,
    personId: 0,
    cancelToken,
    icsSequence: seen?.sequence ?? 0,
  };
  const draft = seen
    ? await draftPlaceEmail(
        await withSessions(db(), seen),
        addressee,
        (await seatsTaken(db(), seen.id)) < seen.capacity ? "confirmed" : "waitlisted",
      )
    : undefined;

  // Seats shown on the webinar pages change with it (decision 0091).
  return changeEvents(async (tx): Promise<RegisterResult> => {
    if (!seen) {
      await recordInterest(tx, { ...input, email });
      return { place: "interest" };
    }
    // From here to the commit, this event's seats are ours alone to count. The event is locked
    // before the person, as every transaction locks them (decision 0106): a payment's webhook
    // holds the event and then the person, so the reverse here would deadlock with it.
    const event = await lockEvent(tx, seen.id);
    if (!event || !event.published || event.cancelledAt) return noSuchEvent();
    if (hasStarted(event, at)) return startedRefusal();
    const personId = await attachToPerson(tx, {
      email,
      source: "webinar",
      name: input.name,
      company: input.company,
      role: input.role,
      attribution: input.attribution,
    });
    await recordWebinarLead(tx, personId, { ...input, email });
    const taken = await seatsTaken(tx, event.id);
    const free = taken < event.capacity;
    const answer: Place = free ? "confirmed" : "waitlisted";
    const [existing] = await placeOf(tx, event.id, email);

    if (existing && existing.status !== "cancelled") {
      await enqueueEmails(tx, await placeEmail(tx, event, existing));
      return { place: answer };
    }
    // A paid seat (decision 0096): held while the buyer pays (their unexpired hold is reused), its
    // registration written once paid; with no seat free, the waitlist as for a free event.
    if (event.priceCents > 0) {
      const open = await liveHoldOf(tx, EVENT_SEAT, event.id, email);
      if (open) return { place: "payment", orderId: open };
      if (free) {
        const [order] = await openHolds(tx, [
          {
            ...paidSeat(event),
            personId,
            name: input.name,
            email,
            attribution: input.attribution,
            holdUntil: new Date(at.getTime() + HOLD_MS),
          },
        ]);
        return { place: "payment", orderId: order.id };
      }
    }
    let registration: RegistrationRow;
    if (existing) {
      // Back after cancelling: a new place at the end of the line; the invite's SEQUENCE moves past the CANCEL.
      [registration] = await tx
        .update(eventRegistrations)
        .set({
          name: input.name,
          status: answer,
          icsSequence: existing.icsSequence + 1,
          cancelledAt: null,
          promotedAt: null,
          createdAt: at,
          updatedAt: at,
        })
        .where(eq(eventRegistrations.id, existing.id))
        .returning();
      await rearmReminders(tx, existing.id);
    } else {
      [registration] = await tx
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          personId,
          name: input.name,
          email,
          status: answer,
          cancelToken,
          attribution: input.attribution ?? {},
          icsSequence: event.sequence,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
    }
    const drafted =
      !existing &&
      draft &&
      draft.status === answer &&
      draft.event.updatedAt.getTime() === event.updatedAt.getTime()
        ? draft.email
        : undefined;
    const placeMail = drafted
      ? {
          ...(answer === "waitlisted"
            ? fillPosition(drafted, await waitlistPosition(tx, registration))
            : drafted),
          personId,
        }
      : await placeEmail(tx, event, registration);
    const notice = newLeadNotice({
      kind: "webinar-notification",
      subject: free
        ? `New webinar registration: ${input.name} (${taken + 1}/${event.capacity})`
        : `New webinar waitlist place: ${input.name}`,
      lines: [
        ["Event", event.title],
        ["Name", input.name],
        ["E-mail", email],
        ["Company", input.company],
        ["Role", input.role],
        ["Place", free ? `Seat ${taken + 1} of ${event.capacity}` : "Waitlist"],
      ],
      attribution: input.attribution,
      personId,
    });
    await enqueueEmails(tx, notice, placeMail);
    return { place: answer };
  });
}

// Per event (or "next"), the registration this process is placing and those queued behind it.
const turns = new Map<number | string, Promise<unknown>>();

/**
 * Runs `work` after this process's earlier work for the same key has settled (a chain of promises,
 * a few lines where a mutex library would be a dependency for one use). Seats stay decided by the
 * row lock across instances; this only keeps one instance's waiters off the pool.
 */
export function inTurn<T>(key: number | string, work: () => Promise<T>): Promise<T> {
  const mine = (turns.get(key) ?? Promise.resolve()).then(work, work);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, settled);
  void settled.then(() => {
    if (turns.get(key) === settled) turns.delete(key);
  });
  return mine;
}

/**
 * The address's webinar lead: one row per address that used the webinar form (a place or the
 * interest), as before events existed; the Legacy view, People's sources and Insights read it.
 */
export async function recordWebinarLead(tx: Tx, personId: number, input: Registrant) {
  await tx
    .insert(leads)
    .values({
      personId,
      name: input.name,
      email: input.email,
      company: input.company || null,
      role: input.role || null,
      leadType: "webinar",
      attribution: input.attribution ?? {},
    })
    .onConflictDoNothing();
}

/** "Tell me about the next session": kept on the person (their timeline), never a seat. */
async function recordInterest(tx: Tx, input: Registrant) {
  const personId = await attachToPerson(tx, {
    email: input.email,
    source: "webinar",
    name: input.name,
    company: input.company,
    role: input.role,
    attribution: input.attribution,
  });
  await recordWebinarLead(tx, personId, input);
  await tx.insert(eventInterests).values({
    personId,
    name: input.name,
    email: input.email,
    attribution: input.attribution ?? {},
    createdAt: now(),
  });
  await enqueueEmails(
    tx,
    newLeadNotice({
      kind: "webinar-interest-notification",
      subject: `Interest in the next webinar: ${input.name}`,
      lines: [
        ["Name", input.name],
        ["E-mail", input.email],
        ["Company", input.company],
        ["Role", input.role],
      ],
      attribution: input.attribution,
      personId,
    }),
  );
  // Asked from a page shown before a session was published: told of that session at once.
  const [upcoming] = await tx
    .select()
    .from(events)
    .where(upcomingAt(now()))
    .orderBy(asc(events.startsAt))
    .limit(1);
  if (upcoming) await tellInterested(tx, await withSessions(tx, upcoming));
}

/**
 * Keeps the interest's promise (decision 0091): with `event` published and still to come, everyone
 * whose interest is not yet told gets one e-mail with the session's page. Their rows are claimed
 * (told_at, a row-locking update) in the caller's transaction, the e-mails queued in it, so each
 * interest is told once across instances and restarts, and a later edit or publish finds none.
 */
export async function tellInterested(tx: Tx, event: Program): Promise<number> {
  const at = now();
  if (!event.published || event.cancelledAt || event.startsAt <= at) return 0;
  const claimed = await tx
    .update(eventInterests)
    .set({ toldAt: at, toldEventId: event.id })
    .where(isNull(eventInterests.toldAt))
    .returning({ id: eventInterests.id, personId: eventInterests.personId, email: eventInterests.email });
  if (claimed.length === 0) return 0;
  // One e-mail per person however often they asked, to the address they first gave.
  const people = new Map<number, string>();
  for (const c of claimed.sort((x, y) => x.id - y.id))
    if (!people.has(c.personId)) people.set(c.personId, c.email);
  const mail = await nextSessionEmail(event);
  await enqueueEmails(
    tx,
    ...[...people].map(([personId, to]) => ({ kind: "webinar-next-session", to, ...mail, personId })),
  );
  return people.size;
}

/**
 * Gives free seats to the waitlist, first in line first, each with an e-mail and the invite. Call
 * with the event locked (lockEvent) in the transaction that freed the seats.
 */
export async function promoteWaitlisted(tx: Tx, event: Program): Promise<number> {
  if (event.cancelledAt || event.startsAt <= now()) return 0;
  const free = event.capacity - (await seatsTaken(tx, event.id));
  if (free <= 0) return 0;
  const at = now();
  const next = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        eq(eventRegistrations.status, "waitlisted"),
        // At a paid event, one already offered a seat (an order for it, held) waits on that offer.
        sql`not ${placeHasLiveOffer(EVENT_SEAT, eventRegistrations.id, at)}`,
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(free);
  if (next.length === 0) return 0;
  if (event.priceCents > 0)
    return offerPaidSeats(
      tx,
      event,
      next.map((n) => n.id),
      at,
    );
  const promoted = await tx
    .update(eventRegistrations)
    .set({ status: "confirmed", promotedAt: at, updatedAt: at })
    .where(
      inArray(
        eventRegistrations.id,
        next.map((n) => n.id),
      ),
    )
    .returning();
  await enqueueEmails(tx, ...(await Promise.all(promoted.map((r) => seatEmail(event, r, "promoted")))));
  return promoted.length;
}

/**
 * A freed seat at a paid event goes to the first in line as an offer (decision 0096): the seat held
 * for them for 24 hours, with a payment link (our URL that opens its Checkout Session); paid, it is
 * theirs; unpaid, the next in line is offered it.
 */
async function offerPaidSeats(tx: Tx, event: EventRow, ids: number[], at: Date): Promise<number> {
  const regs = await tx.select().from(eventRegistrations).where(inArray(eventRegistrations.id, ids));
  const offers = await openHolds(
    tx,
    regs.map((r) => ({
      ...paidSeat(event),
      personId: r.personId,
      name: r.name,
      email: r.email,
      attribution: r.attribution,
      holdUntil: new Date(at.getTime() + OFFER_MS),
      offeredPlaceId: r.id,
    })),
  );
  await enqueueEmails(tx, ...offers.map((o) => seatOfferEmail(o, sessionLabel(event))));
  return offers.length;
}

/** What every order for a seat at `event` buys: one seat, at its price, named as its page names it. */
export const paidSeat = (event: EventRow) => ({
  product: EVENT_SEAT,
  productId: event.id,
  title: event.title,
  returnPath: href("/webinars/:slug", { slug: event.slug }),
  amountCents: event.priceCents,
});

/**
 * Cancels one place (the registrant's link, or the owner): a seat's invite is withdrawn with
 * METHOD:CANCEL, and the seat goes to the first waitlisted. False when there was nothing to cancel.
 */
export async function cancelRegistration(
  where: { token: string } | { id: number; eventId: number },
  by: "registrant" | "owner",
): Promise<boolean> {
  return changeEvents(async (tx) => {
    const [found] = await tx
      .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .where(
        "token" in where
          ? eq(eventRegistrations.cancelToken, where.token)
          : and(eq(eventRegistrations.id, where.id), eq(eventRegistrations.eventId, where.eventId)),
      );
    if (!found) return false;
    const event = (await lockEvent(tx, found.eventId))!;
    const [r] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id));
    if (!(ACTIVE_STATUSES as readonly string[]).includes(r.status)) return false;
    await cancelPlaceIn(tx, event, r, by);
    return true;
  });
}

/**
 * Cancels an active place inside the caller's transaction (the event's row locked): a seat's invite
 * is withdrawn with METHOD:CANCEL and the seat offered to the first waitlisted. The one way a place
 * ends, whether its registrant, the owner or a refund ends it.
 */
export async function cancelPlaceIn(
  tx: Tx,
  event: Program,
  r: typeof eventRegistrations.$inferSelect,
  by: "registrant" | "owner",
) {
  const hadSeat = r.status === "confirmed";
  const at = now();
  const [cancelled] = await tx
    .update(eventRegistrations)
    .set({
      status: "cancelled",
      cancelledAt: at,
      updatedAt: at,
      icsSequence: r.icsSequence + (hadSeat ? 1 : 0),
    })
    .where(eq(eventRegistrations.id, r.id))
    .returning();
  await enqueueEmails(tx, await cancelledEmail(event, cancelled, by, hadSeat));
  if (hadSeat) await promoteWaitlisted(tx, event);
}

/** The cancel page's view of a registration, by its link's token. */
export async function findRegistrationByToken(token: string) {
  const [row] = await db()
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.cancelToken, token));
  return row;
}

/** The place an address holds at an event (one per address, any case), for the caller to lock or read. */
export const placeOf = (tx: Tx, eventId: number, email: string) =>
  tx
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`lower(${eventRegistrations.email}) = ${email.toLowerCase()}`,
      ),
    );
