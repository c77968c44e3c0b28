/**
 * Coaching packs (product.md §10.16, decision 0110): the owner's offers, a pack bought through the
 * loopback fake of Stripe (tests/mocks/stripe.ts), its credits used by the scheduler's signed calls
 * (Calendly's v2 shape, tests/integration/scheduler-fixture.ts), the owner's changes, the reminders
 * under the moved clock, and a refund; on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { and, count, desc, eq } from "drizzle-orm";
import { db, pingDatabase } from "~/db/client.server";
import {
  auditLog,
  clientPacks,
  outbox,
  packCredits,
  packs,
  paymentOrders,
  paymentRefunds,
} from "~/db/schema";
import * as packsApi from "~/routes/api/admin/packs";
import * as onePackApi from "~/routes/api/admin/packs.$id";
import * as clientsApi from "~/routes/api/admin/packs.clients";
import * as clientPackApi from "~/routes/api/admin/packs.clients.$clientPackId";
import * as creditsApi from "~/routes/api/admin/packs.clients.$clientPackId.credits";
import * as refundApi from "~/routes/api/admin/packs.clients.$clientPackId.refund";
import * as onePerson from "~/routes/api/admin/people.$id";
import * as coachingPage from "~/routes/coaching";
import * as schedulerWebhook from "~/routes/api/scheduler.webhook";
import { accountSections } from "~/features/account/sections.server";
import { clientPacksOf } from "~/features/coaching/credits.server";
import { sendPackReminders } from "~/features/coaching/reminders.server";
import { nowMs, setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { callRoute } from "../setup/route";
import { callView } from "../setup/view";
import { setupTestDatabase } from "../setup/db";
import { event as stripeEvent } from "../mocks/stripe";
import { NOW, paymentsFixture } from "./payments-fixture";
import { SCHEDULER_SECRET, calendlyEvent, signedHeaders } from "./scheduler-fixture";

setupTestDatabase();

const f = paymentsFixture();
const HOUR = 3_600_000;
const COACHING_TYPE = "https://api.calendly.com/event_types/COACHING60";

beforeEach(() => {
  process.env.SCHEDULER_WEBHOOK_SECRET = SCHEDULER_SECRET;
  resetEnvCache();
});

const admin = (mod: Parameters<typeof callRoute>[0], path: string, method: string, body?: unknown) =>
  callRoute(mod, { path, method, body, headers: { cookie: f.cookie } });

const packBody = (over: Record<string, unknown> = {}) => ({
  title: "Six Calls in Three Months",
  slug: `six-calls-${Math.random().toString(36).slice(2, 8)}`,
  kind: "coaching",
  sessions: 3,
  months: 3,
  priceCents: 180_000,
  published: true,
  schedulerEventTypeUri: COACHING_TYPE,
  ...over,
});

async function createPack(over: Record<string, unknown> = {}) {
  const res = await admin(packsApi, "/api/admin/packs", "POST", packBody(over));
  expect(res.status).toBe(201);
  return (await res.json()) as typeof packs.$inferSelect;
}

const packCount = async () => (await db().select({ n: count() }).from(packs))[0].n;

let ip = 1;
/** /coaching's "Buy", posted as the page's form (no JavaScript needed). */
function buyForm(packId: number, email: string, name = "Casey Client") {
  const form = new FormData();
  form.set("name", name);
  form.set("email", email);
  form.set("packId", String(packId));
  return callRoute(coachingPage, { path: "/coaching", body: form, clientIp: `198.51.9.${ip++ % 250}` });
}

/** Buys `packId` as `email` through the fake Stripe: the form's 303, then the signed completion. */
async function buyPack(packId: number, email: string) {
  const res = await buyForm(packId, email);
  expect(res.status).toBe(303);
  const order = await f.orderByUrl(res.headers.get("location")!);
  const completed = stripeEvent("checkout.session.completed", f.fake.pay(f.sessionOf(order.id).id));
  expect((await f.deliver(completed)).status).toBe(200);
  const [pack] = await db().select().from(clientPacks).where(eq(clientPacks.orderId, order.id));
  return { order, pack, completed };
}

const clientPack = async (id: number) =>
  (await db().select().from(clientPacks).where(eq(clientPacks.id, id)))[0];

let callNo = 0;
/** A signed scheduler delivery of `event` for call `id` starting at `start` (project clock). */
function call(
  event: "invitee.created" | "invitee.canceled",
  id: string,
  email: string,
  start: Date,
  eventType = COACHING_TYPE,
) {
  const raw = JSON.stringify(calendlyEvent(event, { id, email, start: start.toISOString(), eventType }));
  return callRoute(schedulerWebhook, {
    path: "/api/scheduler/webhook",
    method: "POST",
    body: raw,
    headers: signedHeaders(raw, { at: Math.floor(nowMs() / 1000) }),
  });
}
const book = async (email: string, start: Date, eventType?: string) => {
  const id = `PACK${++callNo}`;
  expect((await call("invitee.created", id, email, start, eventType)).status).toBe(200);
  return id;
};
const ledger = (clientPackId: number) =>
  db().select().from(packCredits).where(eq(packCredits.clientPackId, clientPackId)).orderBy(packCredits.id);

describe("the owner's offers", () => {
  it("creates, reads, replaces and lists packs; refuses bad input with nothing stored", async () => {
    const before = await packCount();
    for (const [bad, field] of [
      [{ sessions: 0 }, "sessions"],
      [{ sessions: 51 }, "sessions"],
      [{ priceCents: -100 }, "priceCents"],
      [{ months: 0 }, "months"],
      [{ months: 25 }, "months"],
      [{ kind: "group" }, "kind"],
      [{ sessions: undefined }, "sessions"],
      [{ kind: "office-hours", joinUrl: "https://zoom.us/j/9" }, "sessions"],
      [{ kind: "office-hours", sessions: null }, "joinUrl"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ schedulerEventTypeUri: "calendly" }, "schedulerEventTypeUri"],
    ] as const) {
      const res = await admin(packsApi, "/api/admin/packs", "POST", packBody(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).fields, JSON.stringify(bad)).toHaveProperty(field);
    }
    expect(await packCount()).toBe(before);

    const pack = await createPack({ slug: "crud-pack" });
    expect(pack).toMatchObject({
      kind: "coaching",
      sessions: 3,
      months: 3,
      priceCents: 180_000,
      published: true,
    });
    const taken = await admin(packsApi, "/api/admin/packs", "POST", packBody({ slug: "crud-pack" }));
    expect(taken.status).toBe(409);

    const one = await admin(onePackApi, `/api/admin/packs/${pack.id}`, "GET");
    expect(await one.json()).toMatchObject({ id: pack.id, slug: "crud-pack" });
    const hours = await admin(
      onePackApi,
      `/api/admin/packs/${pack.id}`,
      "PUT",
      packBody({ slug: "crud-pack", kind: "office-hours", sessions: null, joinUrl: "https://zoom.us/j/77" }),
    );
    expect(hours.status).toBe(200);
    expect(await hours.json()).toMatchObject({
      kind: "office-hours",
      sessions: null,
      joinUrl: "https://zoom.us/j/77",
    });
    const badPut = await admin(
      onePackApi,
      `/api/admin/packs/${pack.id}`,
      "PUT",
      packBody({ slug: "crud-pack", priceCents: -1 }),
    );
    expect(badPut.status).toBe(400);
    expect((await (await admin(onePackApi, `/api/admin/packs/${pack.id}`, "GET")).json()).kind).toBe(
      "office-hours",
    );

    const list = await admin(packsApi, "/api/admin/packs?q=crud", "GET");
    expect(list.status).toBe(200);
    expect((await list.json()).map((p: { slug: string }) => p.slug)).toEqual(["crud-pack"]);
    const csv = await admin(packsApi, "/api/admin/packs?format=csv", "GET");
    expect(await csv.text()).toContain("crud-pack");

    expect((await admin(onePackApi, `/api/admin/packs/${pack.id}`, "DELETE")).status).toBe(200);
    expect((await admin(onePackApi, `/api/admin/packs/${pack.id}`, "GET")).status).toBe(404);
  });

  it("lists only the published packs on /coaching", async () => {
    await createPack({ title: "Visible Pack", slug: "visible-pack" });
    await createPack({ title: "Hidden Pack", slug: "hidden-pack", published: false });
    const res = await callRoute(coachingPage, { path: "/coaching" });
    const { offers } = await res.json();
    const titles = offers.map((o: { title: string }) => o.title);
    expect(titles).toContain("Visible Pack");
    expect(titles).not.toContain("Hidden Pack");
  });
});

describe("buying a pack", () => {
  it("gives the buyer a pack once paid (once, even delivered twice), the receipt and the won deal; a pack with sales stays", async () => {
    const offer = await createPack({ slug: "bought-pack" });
    const email = "casey@example.com";
    const { order, pack, completed } = await buyPack(offer.id, email);
    expect(order).toMatchObject({ product: "coaching-pack", productId: offer.id, amountCents: 180_000 });
    expect(pack).toMatchObject({ credits: 3, sessions: 3, kind: "coaching", status: "active" });
    // Bought 2026-11-27 (Los Angeles): valid through the same day three months later.
    expect(pack.startsOn).toBe("2026-11-27");
    expect(pack.endsOn).toBe("2027-02-27");
    expect((await f.deliver(completed)).status).toBe(200);
    expect(
      await db().select({ n: count() }).from(clientPacks).where(eq(clientPacks.orderId, order.id)),
    ).toEqual([{ n: 1 }]);

    const receipt = await f.mailsTo(email, "payment-receipt");
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain("$1,800");
    expect(receipt[0].text).toContain("more than 24 hours before it starts");
    expect(await f.mailsTo(email, "pack-started")).toHaveLength(1);
    const person = await f.personOf(email);
    expect(await f.dealOf(person.id)).toMatchObject({ valueCents: 180_000 });
    expect(person.status).toBe("closed");
    // The client's own page shows the pack, its credits, its last day and where to book.
    const onAccount = (await accountSections(person.id)).find((s) => s.id === "packs")!;
    expect(onAccount.items).toEqual([
      expect.objectContaining({
        title: pack.title,
        details: ["3 sessions left", "Valid until February 27, 2027"],
        links: [expect.objectContaining({ label: "Book a session" })],
      }),
    ]);

    const del = await admin(onePackApi, `/api/admin/packs/${offer.id}`, "DELETE");
    expect(del.status).toBe(409);
    expect((await del.json()).error).toMatch(/has orders, so it cannot be deleted/);

    const clients = await admin(clientsApi, "/api/admin/packs/clients?q=casey", "GET");
    expect(await clients.json()).toEqual([
      expect.objectContaining({ id: pack.id, email, credits: 3, endsOn: "2027-02-27", noCreditCalls: 0 }),
    ]);
    expect(await (await admin(clientsApi, "/api/admin/packs/clients?format=csv", "GET")).text()).toContain(
      email,
    );
  });

  it("refuses a pack not on sale and a bad form with nothing held", async () => {
    const hidden = await createPack({ slug: "not-on-sale", published: false });
    const before = (await db().select({ n: count() }).from(paymentOrders))[0].n;
    const res = await buyForm(hidden.id, "nosale@example.com");
    expect(res.status).toBe(400);
    const bad = await buyForm(hidden.id, "not-an-email");
    expect(bad.status).toBe(400);
    expect((await db().select({ n: count() }).from(paymentOrders))[0].n).toBe(before);
  });
});

describe("the owner's refund of a pack", () => {
  const refund = (clientPackId: number | string, body?: unknown) =>
    admin(refundApi, `/api/admin/packs/clients/${clientPackId}/refund`, "POST", body);

  it("refunds all that was paid by default: the pack ends, its unused credits removed, the client told, audited", async () => {
    const offer = await createPack({ slug: "refunded-pack" });
    const { order, pack } = await buyPack(offer.id, "refund-me@example.com");
    await book("refund-me@example.com", new Date(NOW.getTime() + 48 * HOUR));
    const pi = (await f.orderOf(order.id)).paymentIntentId;
    const res = await refund(pack.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: pack.id, refundedCents: 180_000, status: "refunded", credits: 0 });
    expect(await f.orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: 180_000 });
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toEqual([
      expect.objectContaining({ amount: 180_000 }),
    ]);
    expect(await clientPack(pack.id)).toMatchObject({ status: "refunded", credits: 0 });
    expect((await ledger(pack.id)).map((e) => [e.kind, e.change])).toEqual([
      ["booked", -1],
      ["refund", -2],
    ]);
    expect((await f.dealOf(pack.personId)).valueCents).toBe(0);
    // The refund's e-mail says what was given back: the pack, not a seat.
    const [mail] = await f.mailsTo("refund-me@example.com", "payment-refund");
    expect(mail.text).toContain("We have refunded $1,800 to your card");
    expect(mail.text).toContain("your pack ends, with the sessions left in it.");
    expect(mail.text).not.toContain("seat");
    expect(await clientPacksOf(pack.personId)).toEqual([
      expect.objectContaining({ live: false, bookingUrl: null }),
    ]);
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "POST /api/admin/packs/clients/:clientPackId/refund",
      targetType: "clients",
      targetId: String(pack.id),
    });

    // Twice: nothing is left, and nothing more is asked of Stripe.
    const again = await refund(pack.id, { amountCents: 100 });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("This pack was refunded already: nothing is left to refund.");
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
  });

  it("a refund of part keeps the pack as it is; the rest, refunded later, ends it", async () => {
    const offer = await createPack({ slug: "part-refund-pack" });
    const email = "part-refund@example.com";
    const { order, pack } = await buyPack(offer.id, email);
    const part = await refund(pack.id, { amountCents: 60_000 });
    expect(await part.json()).toEqual({ id: pack.id, refundedCents: 60_000, status: "active", credits: 3 });
    expect(await f.orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: 60_000 });
    expect(await clientPack(pack.id)).toMatchObject({ status: "active", credits: 3 });
    expect(await ledger(pack.id)).toEqual([]);
    expect((await f.dealOf(pack.personId)).valueCents).toBe(120_000);
    // Its e-mail promises nothing about the pack, which goes on.
    const [mail] = await f.mailsTo(email, "payment-refund");
    expect(mail.text).toContain("We have refunded $600 to your card");
    expect(mail.text).not.toContain("pack ends");
    expect(await clientPacksOf(pack.personId)).toEqual([
      expect.objectContaining({ live: true, creditsLeft: 3 }),
    ]);

    // The most now is what is left; by default, all of it, which ends the pack.
    const tooMuch = await refund(pack.id, { amountCents: 120_001 });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toEqual({
      error: "The refund can be at most $1,200: $1,800 paid, $600 already refunded.",
      fields: { amountCents: "The refund can be at most $1,200: $1,800 paid, $600 already refunded." },
    });
    const rest = await refund(pack.id);
    expect(await rest.json()).toEqual({
      id: pack.id,
      refundedCents: 120_000,
      status: "refunded",
      credits: 0,
    });
    expect(await f.orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: 180_000 });
    expect((await ledger(pack.id)).map((e) => [e.kind, e.change])).toEqual([["refund", -3]]);
    expect(await f.mailsTo(email, "payment-refund")).toHaveLength(2);
  });

  it("refuses bad input, unknown ids and a pack with no card payment, storing nothing", async () => {
    const offer = await createPack({ slug: "bad-refund-pack" });
    const { order, pack } = await buyPack(offer.id, "bad-refund@example.com");
    const stored = async () =>
      Promise.all(
        [paymentRefunds, outbox, auditLog, packCredits].map(
          async (t) => (await db().select({ n: count() }).from(t))[0].n,
        ),
      );
    const before = await stored();
    const atStripe = f.fake.refunds.length;
    for (const [body, message] of [
      [{ amountCents: 0 }, "amountCents must be at least 1 ($0.01)"],
      [{ amountCents: -100 }, "amountCents must be at least 1 ($0.01)"],
      [{ amountCents: 180_001 }, "The refund can be at most $1,800, the amount paid."],
      [{ amountCents: 1.5 }, "amountCents must be a whole number of US cents"],
      [{ amountCents: "ten" }, "amountCents must be a whole number of US cents"],
    ] as const) {
      const res = await refund(pack.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).fields, JSON.stringify(body)).toEqual({ amountCents: message });
    }
    expect((await refund(pack.id, { amountCents: 100, other: 1 })).status).toBe(400);
    const unknown = await refund(999_999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Client pack not found." });
    expect((await refund("abc")).status).toBe(404);
    expect((await callRoute(refundApi, { path: `/api/admin/packs/clients/${pack.id}/refund` })).status).toBe(
      401,
    );
    expect((await admin(refundApi, `/api/admin/packs/clients/${pack.id}/refund`, "GET")).status).toBe(405);

    // A pack whose order Stripe never named a payment of (none is sold so today): nothing to refund here.
    const pi = (await f.orderOf(order.id)).paymentIntentId;
    await db().update(paymentOrders).set({ paymentIntentId: null }).where(eq(paymentOrders.id, order.id));
    const noCard = await refund(pack.id);
    expect(noCard.status).toBe(409);
    expect((await noCard.json()).error).toBe(
      "This pack has no card payment to refund here: refund its payment in Stripe.",
    );
    await db().update(paymentOrders).set({ paymentIntentId: pi }).where(eq(paymentOrders.id, order.id));

    expect(await stored()).toEqual(before);
    expect(f.fake.refunds.length).toBe(atStripe);
    expect(await clientPack(pack.id)).toMatchObject({ status: "active", credits: 3 });
    expect(await f.orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: 0 });
  });
});

describe("credits from the scheduler's calls", () => {
  it("uses one per call (once when delivered twice), gives back a cancel 25 hours ahead, keeps one 23 hours ahead, flags no credit", async () => {
    const offer = await createPack({ slug: "credits-pack" });
    const email = "robin.client@example.com";
    const { pack } = await buyPack(offer.id, email);
    const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

    // Another event type (a strategy session) uses no credit of a pack that counts its own.
    await book(email, at(72), "https://api.calendly.com/event_types/STRATEGY30");
    expect((await clientPack(pack.id)).credits).toBe(3);

    const a = await book(email, at(25));
    const b = await book(email, at(23));
    // The same delivery again: one credit, not two.
    expect((await call("invitee.created", a, email, at(25))).status).toBe(200);
    expect((await clientPack(pack.id)).credits).toBe(1);
    await book(email, at(48));
    expect((await clientPack(pack.id)).credits).toBe(0);
    expect(await f.mailsTo(email, "pack-last-credit")).toHaveLength(1);

    // No credit left: the call is recorded as ever, and flagged for the owner.
    const d = await book(email, at(96));
    expect((await clientPack(pack.id)).credits).toBe(0);
    const flagged = await db()
      .select()
      .from(packCredits)
      .where(
        and(eq(packCredits.inviteeUri, `https://api.calendly.com/scheduled_events/EV${d}/invitees/IN${d}`)),
      );
    expect(flagged.map((e) => e.kind)).toEqual(["no-credit"]);
    const record = await (
      await callRoute(onePerson, {
        path: `/api/admin/people/${pack.personId}`,
        headers: { cookie: f.cookie },
      })
    ).json();
    expect(record.timeline.map((e: { kind: string }) => e.kind)).toContain("pack-no-credit");
    const clients = await (await admin(clientsApi, "/api/admin/packs/clients?q=robin.client", "GET")).json();
    expect(clients[0].noCreditCalls).toBe(1);

    // The client's page says what cancelling each call does to the credit it used, soonest first;
    // nothing of the calls that used none (another event type, no credit left).
    const upcoming = (await accountSections(pack.personId)).find((s) => s.id === "upcoming")!.items;
    const used = "Uses a credit of Six Calls in Three Months: cancelled or moved";
    expect(upcoming.map((i) => i.details.find((line) => /credit/.test(line)) ?? null)).toEqual([
      `${used} now, the credit stays used.`,
      expect.stringMatching(
        new RegExp(
          `^${used} before Nov 27, 2026, 10:00\\sAM PST, the credit comes back to the pack; later, it stays used\\.$`,
        ),
      ),
      expect.stringMatching(/ before Nov 28, 2026, 9:00\sAM PST, the credit comes back/),
      null,
      null,
    ]);

    // Cancelled 25 hours before: the credit comes back. 23 hours before: it stays used.
    expect((await call("invitee.canceled", a, email, at(25))).status).toBe(200);
    expect((await clientPack(pack.id)).credits).toBe(1);
    expect((await call("invitee.canceled", b, email, at(23))).status).toBe(200);
    expect((await clientPack(pack.id)).credits).toBe(1);
    // A cancel delivered twice gives nothing twice.
    expect((await call("invitee.canceled", a, email, at(25))).status).toBe(200);
    expect((await clientPack(pack.id)).credits).toBe(1);

    // The credit given back is used again; the last-credit e-mail stays the one.
    await book(email, at(120));
    expect((await clientPack(pack.id)).credits).toBe(0);
    expect(await f.mailsTo(email, "pack-last-credit")).toHaveLength(1);
    expect((await ledger(pack.id)).map((e) => [e.kind, e.change])).toEqual([
      ["booked", -1],
      ["booked", -1],
      ["booked", -1],
      ["returned", 1],
      ["kept", 0],
      ["booked", -1],
    ]);
  });

  it("says nothing of a credit on the client's page once the pack is refunded (it takes none back)", async () => {
    const offer = await createPack({ slug: "refunded-with-call" });
    const email = "refunded.caller@example.com";
    const { pack } = await buyPack(offer.id, email);
    await book(email, new Date(NOW.getTime() + 48 * HOUR));
    const creditLines = async () =>
      (await accountSections(pack.personId))
        .find((s) => s.id === "upcoming")!
        .items.flatMap((i) => i.details.filter((line) => /credit/.test(line)));
    expect(await creditLines()).toHaveLength(1);
    const refunded = await admin(refundApi, `/api/admin/packs/clients/${pack.id}/refund`, "POST");
    expect(refunded.status).toBe(200);
    expect(await creditLines()).toEqual([]);
  });

  it("a call of someone with no pack counts nothing", async () => {
    const before = (await db().select({ n: count() }).from(packCredits))[0].n;
    await book("prospect@example.com", new Date(NOW.getTime() + 30 * HOUR));
    expect((await db().select({ n: count() }).from(packCredits))[0].n).toBe(before);
  });
});

describe("the owner's changes", () => {
  it("adds and removes credits with a reason (audited, never below 0) and moves the end", async () => {
    const offer = await createPack({ slug: "manual-pack" });
    const { pack } = await buyPack(offer.id, "manual@example.com");
    const path = `/api/admin/packs/clients/${pack.id}/credits`;
    const added = await admin(creditsApi, path, "POST", {
      change: 2,
      reason: "Two calls as a goodwill gesture",
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ id: pack.id, credits: 5 });
    const [entry] = (await ledger(pack.id)).slice(-1);
    expect(entry).toMatchObject({ kind: "manual", change: 2, reason: "Two calls as a goodwill gesture" });
    expect(entry.adminUserId).toEqual(expect.any(Number));
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit.action).toContain("credits");

    for (const bad of [
      { change: -6, reason: "too many" },
      { change: 0, reason: "none" },
      { change: 1 },
      { change: 1.5, reason: "x" },
      { change: 1, reason: "x", extra: 1 },
    ]) {
      const res = await admin(creditsApi, path, "POST", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const tooMany = await admin(creditsApi, path, "POST", { change: -6, reason: "too many" });
    expect((await tooMany.json()).error).toBe("This pack has 5 credits left: at most 5 can be removed.");
    expect((await clientPack(pack.id)).credits).toBe(5);
    const removed = await admin(creditsApi, path, "POST", { change: -5, reason: "Moved to an invoice" });
    expect(await removed.json()).toMatchObject({ credits: 0 });
    expect(
      (await admin(creditsApi, "/api/admin/packs/clients/999999/credits", "POST", { change: 1, reason: "x" }))
        .status,
    ).toBe(404);

    const moved = await admin(clientPackApi, `/api/admin/packs/clients/${pack.id}`, "PUT", {
      endsOn: "2027-06-30",
    });
    expect(await moved.json()).toMatchObject({ endsOn: "2027-06-30" });
    for (const bad of [{ endsOn: "2026-01-01" }, { endsOn: "30/06/2027" }, {}]) {
      expect((await admin(clientPackApi, `/api/admin/packs/clients/${pack.id}`, "PUT", bad)).status).toBe(
        400,
      );
    }
    expect((await clientPack(pack.id)).endsOn).toBe("2027-06-30");
  });
});

describe("Admin → Coaching", () => {
  it("lists the packs and the clients, and changes credits and the end through the view's forms", async () => {
    const offer = await createPack({ slug: "view-pack", title: "View Pack" });
    const { pack } = await buyPack(offer.id, "view-client@example.com");
    const page = await callView("/admin/coaching?q=view-client", { cookie: f.cookie });
    if (page instanceof Response) throw new Error(`answered ${page.status}`);
    const data = page.data as { packs: Array<{ slug: string }>; list: { rows: Array<{ id: number }> } };
    expect(data.packs.map((p) => p.slug)).toContain("view-pack");
    expect(data.list.rows.map((r) => r.id)).toEqual([pack.id]);

    const form = { intent: "credits", clientPackId: String(pack.id), change: "2", reason: "Goodwill" };
    const changed = await callView("/admin/coaching", { cookie: f.cookie, form });
    if (changed instanceof Response) throw new Error(`answered ${changed.status}`);
    expect(changed.action).toMatchObject({ ok: true, intent: "credits", credits: 5 });
    const refused = await callView("/admin/coaching", { cookie: f.cookie, form: { ...form, change: "-9" } });
    if (refused instanceof Response) throw new Error(`answered ${refused.status}`);
    expect(refused.action).toMatchObject({
      ok: false,
      error: "This pack has 5 credits left: at most 5 can be removed.",
    });
    const moved = await callView("/admin/coaching", {
      cookie: f.cookie,
      form: { intent: "extend", clientPackId: String(pack.id), endsOn: "2027-05-01" },
    });
    if (moved instanceof Response) throw new Error(`answered ${moved.status}`);
    expect(moved.action).toMatchObject({ ok: true, endsOn: "2027-05-01" });

    // "Refund": the amount typed in dollars, offered up to what is left of the payment.
    const shown = await callView("/admin/coaching?q=view-client", { cookie: f.cookie });
    if (shown instanceof Response) throw new Error(`answered ${shown.status}`);
    expect((shown.data as { refunds: Record<number, unknown> }).refunds[pack.id]).toEqual({
      paidCents: 180_000,
      leftCents: 180_000,
      pendingCents: null,
    });
    const refundForm = (amount: string) =>
      callView("/admin/coaching", {
        cookie: f.cookie,
        form: { intent: "refund", clientPackId: String(pack.id), amount },
      });
    for (const [amount, error] of [
      ["0", "amountCents must be at least 1 ($0.01)"],
      ["", "amountCents must be a whole number of US cents"],
      ["lots", "amountCents must be a whole number of US cents"],
      ["1,800.01", "The refund can be at most $1,800, the amount paid."],
    ]) {
      const answer = await refundForm(amount);
      if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
      expect(answer.action, amount).toMatchObject({ ok: false, error });
    }
    // Stripe slow to answer: the database answers others meanwhile (on PGlite, one transaction at a
    // time: the refund's call is made outside the request's transaction, decision 0106).
    const asked = f.fake.callsTo("/v1/refunds").length;
    f.fake.slowNext("POST", "/v1/refunds", 2_000);
    const pending = refundForm("$1,800.00");
    for (let i = 0; i < 500 && f.fake.callsTo("/v1/refunds").length === asked; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(f.fake.callsTo("/v1/refunds")).toHaveLength(asked + 1);
    expect(await pingDatabase(1_000)).toBe(true);
    const refunded = await pending;
    if (refunded instanceof Response) throw new Error(`answered ${refunded.status}`);
    expect(refunded.action).toMatchObject({
      ok: true,
      intent: "refund",
      refundedCents: 180_000,
      status: "refunded",
    });
    expect((refunded.data as { refunds: Record<number, unknown> }).refunds[pack.id]).toBeUndefined();
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit.action).toBe("POST /admin/coaching#refund");
  });
});

describe("the two e-mails on the project's clock", () => {
  it("sends 'ends in 7 days' once, with credits left; and again before a moved end", async () => {
    const offer = await createPack({ slug: "reminded-pack", months: 1 });
    const email = "remind@example.com";
    const { pack } = await buyPack(offer.id, email);
    expect(pack.endsOn).toBe("2026-12-27");
    const sent = async () => (await f.mailsTo(email, "pack-ending")).length;

    setClockForTests(new Date("2026-12-19T18:00:00Z")); // 8 days before, in Los Angeles
    await sendPackReminders();
    expect(await sent()).toBe(0);
    setClockForTests(new Date("2026-12-20T18:00:00Z")); // 7 days before
    await sendPackReminders();
    await sendPackReminders();
    expect(await sent()).toBe(1);
    setClockForTests(new Date("2026-12-26T18:00:00Z"));
    await sendPackReminders();
    expect(await sent()).toBe(1);
    const [mail] = await f.mailsTo(email, "pack-ending");
    expect(mail.text).toContain("ends on December 27, 2026");
    expect(mail.text).toContain("3 credits");

    // The end moved: a new notice is due before the new end, once.
    await admin(clientPackApi, `/api/admin/packs/clients/${pack.id}`, "PUT", { endsOn: "2027-01-10" });
    await sendPackReminders();
    expect(await sent()).toBe(1);
    setClockForTests(new Date("2027-01-04T18:00:00Z"));
    await sendPackReminders();
    await sendPackReminders();
    expect(await sent()).toBe(2);

    // Past its end the pack is no longer live: no booking link, no reminder.
    setClockForTests(new Date("2027-01-11T18:00:00Z"));
    expect(await clientPacksOf(pack.personId)).toEqual([
      expect.objectContaining({ id: pack.id, live: false, bookingUrl: null, creditsLeft: 3 }),
    ]);
  });

  it("no 'ends in 7 days' without credits left; office hours show their link until they end", async () => {
    const hours = await createPack({
      slug: "office-hours",
      kind: "office-hours",
      sessions: null,
      months: 3,
      joinUrl: "https://zoom.us/j/555",
      schedulerEventTypeUri: null,
    });
    const { pack } = await buyPack(hours.id, "hours@example.com");
    expect(pack).toMatchObject({ kind: "office-hours", credits: 0, endsOn: "2027-02-27" });
    expect(await clientPacksOf(pack.personId)).toEqual([
      expect.objectContaining({
        kind: "office-hours",
        live: true,
        joinUrl: "https://zoom.us/j/555",
        bookingUrl: null,
      }),
    ]);
    setClockForTests(new Date("2027-02-22T18:00:00Z"));
    await sendPackReminders();
    expect(await f.mailsTo("hours@example.com", "pack-ending")).toHaveLength(0);
    setClockForTests(new Date("2027-02-28T18:00:00Z"));
    expect(await clientPacksOf(pack.personId)).toEqual([
      expect.objectContaining({ live: false, joinUrl: null }),
    ]);
    expect(
      (
        await admin(creditsApi, `/api/admin/packs/clients/${pack.id}/credits`, "POST", {
          change: 1,
          reason: "x",
        })
      ).status,
    ).toBe(409);
  });
});
