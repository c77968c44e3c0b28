/**
 * Money under Stripe's faults (product.md §10.14, decision 0106): the official client pointed at the
 * loopback fake (tests/mocks/stripe.ts), which answers slowly, fails, drops the connection after
 * doing the work, and makes refunds in its "dashboard" whose webhooks never come; webhooks arrive
 * late, twice and out of order. After each fault the books (orders, refund claims, deals, Insights'
 * revenue) equal the fake's records exactly. On a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL).
 */
import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { db, pingDatabase } from "~/db/client.server";
import {
  adminUsers,
  auditLog,
  clientPacks,
  deals,
  eventRegistrations,
  eventTeams,
  outbox,
  packCredits,
  paymentDifferences,
  paymentInvoices,
  paymentOrders,
  paymentReconciliations,
  paymentRefunds,
  stripeEvents,
} from "~/db/schema";
import * as eventPage from "~/routes/webinars-event";
import * as refundApi from "~/routes/api/admin/events.$id.registrations.$registrationId.refund";
import * as invoiceApi from "~/routes/api/admin/people.$id.invoice";
import * as insightsApi from "~/routes/api/admin/insights";
import * as reconciliationApi from "~/routes/api/admin/payments.reconciliation";
import * as ordersApi from "~/routes/api/admin/payments.orders";
import * as leadsApi from "~/routes/api/leads";
import * as teamApi from "~/routes/api/team.$token";
import * as coachingPage from "~/routes/coaching";
import * as packsApi from "~/routes/api/admin/packs";
import * as packRefundApi from "~/routes/api/admin/packs.clients.$clientPackId.refund";
import { seatsTaken } from "~/features/events/registrations.server";
import { attachToPerson } from "~/features/people/people.server";
import { kickPaymentWork } from "~/features/payments/holds.server";
import { catalog } from "~/features/catalog/products.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { insertEvent } from "../setup/events";
import { createTestAdmin } from "../setup/admin-session";
import { setupHttpApp } from "../setup/http-app";
import { event as stripeEvent } from "../mocks/stripe";
import { DAY, NOW, paymentsFixture, PRICE } from "./payments-fixture";

setupTestDatabase();
// The real edge (server/app.ts) on this file's database, for its /readyz.
const edge = setupHttpApp();

const f = paymentsFixture();
const { deliver, orderOf, seatsOf, mailsTo, dealOf, buy } = f;
const TODAY = NOW.toISOString().slice(0, 10);
let n = 0;

/** Paid sessions at the fake that the books rightly did not take: listed, waiting for the owner. */
const waiting = new Set<string>();

/** A paid seat at an event `startsInDays` away (8: the terms refund in full), its completion delivered. */
async function paidSeat(startsInDays = 8) {
  const event = await insertEvent({
    priceCents: PRICE,
    capacity: 5,
    startsAt: new Date(NOW.getTime() + startsInDays * DAY),
  });
  const email = `fault${++n}@example.com`;
  const { completed, order } = await buy(event.id, email);
  expect(await (await deliver(completed)).json()).toMatchObject({ effect: "place confirmed" });
  const paid = await orderOf(order.id);
  return { event, email, order: paid, pi: paid.paymentIntentId! };
}

const refund = (eventId: number, registrationId: number | string, body?: unknown, method = "POST") =>
  callRoute(refundApi, {
    path: `/api/admin/events/${eventId}/registrations/${registrationId}/refund`,
    method,
    ...(body === undefined ? {} : { body }),
    headers: { cookie: f.cookie },
  });

/** The owner's "Reconcile now" (POST): its report. */
async function reconcileNow() {
  const res = await callRoute(reconciliationApi, {
    path: "/api/admin/payments/reconciliation",
    method: "POST",
    headers: { cookie: f.cookie },
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** Waits (bounded) until `ready()` holds, e.g. a call has reached the fake. */
async function until(ready: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type Table = Parameters<ReturnType<ReturnType<typeof db>["select"]>["from"]>[0];
const rows = async (table: Table) => (await db().select({ n: count() }).from(table))[0].n;

/** The fake's invoices (Stripe's list, as the reconciliation reads it). */
async function fakeInvoices(): Promise<
  Array<{ id: string; status: string; amount_paid?: number; metadata: Record<string, string> }>
> {
  const res = await fetch(`${f.fake.base}/v1/invoices?limit=100`);
  return ((await res.json()) as { data: never[] }).data;
}

/** A refusal as every endpoint answers it: `{ error, fields? }` and nothing else. */
async function expectRefusal(res: Response, status: number, message?: RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(typeof body.error).toBe("string");
  expect(Object.keys(body).filter((k) => k !== "error" && k !== "fields")).toEqual([]);
  if (message) expect(body.error).toMatch(message);
  return body as { error: string; fields?: Record<string, string> };
}

/**
 * The books equal Stripe's, exactly: each order's paid and refunded figures are its session's
 * amount_total and its charge's amount_refunded at the fake; each buyer's deal is what they paid
 * less what was refunded; Insights' card revenue for the day is Stripe's net (less the payments
 * listed as waiting for the owner, each of which must be listed so), its invoice revenue Stripe's
 * paid invoices; every refund claim made at Stripe is one refund object there, none left pending.
 */
async function expectBooksMatchStripe() {
  const orders = await db().select().from(paymentOrders);
  const byPerson = new Map<number, number>();
  for (const o of orders) {
    const session = o.checkoutSessionId ? f.fake.sessions.get(o.checkoutSessionId) : undefined;
    const stripePaid = session?.payment_status === "paid" ? session.amount_total : 0;
    const stripeRefunded = o.paymentIntentId ? f.fake.charge(o.paymentIntentId).amount_refunded : 0;
    expect({ order: o.id, paid: o.paidAt ? o.paidCents : 0, refunded: o.refundedCents }).toEqual({
      order: o.id,
      paid: stripePaid,
      refunded: stripeRefunded,
    });
    if (o.paidAt) byPerson.set(o.personId, (byPerson.get(o.personId) ?? 0) + o.paidCents - o.refundedCents);
  }
  for (const [personId, net] of byPerson)
    expect({ personId, deal: (await dealOf(personId))?.valueCents ?? 0 }).toEqual({ personId, deal: net });

  const listed = await db().select().from(paymentDifferences);
  for (const id of waiting) expect(listed.find((d) => d.stripeId === id)).toMatchObject({ applied: false });
  let stripeNet = 0;
  for (const s of f.fake.sessions.values()) {
    if (s.payment_status !== "paid" || waiting.has(s.id)) continue;
    const pi = String(s.payment_intent);
    stripeNet += s.amount_total - f.fake.charge(pi).amount_refunded;
  }
  const invoicesPaid = (await fakeInvoices())
    .filter((i) => i.status === "paid")
    .reduce((sum, i) => sum + Number(i.amount_paid), 0);
  const insights = await (
    await callRoute(insightsApi, {
      path: `/api/admin/insights?from=${TODAY}&to=${TODAY}`,
      headers: { cookie: f.cookie },
    })
  ).json();
  expect(Math.round(insights.cardRevenue * 100)).toBe(stripeNet);
  expect(Math.round(insights.invoiceRevenue * 100)).toBe(invoicesPaid);

  const claims = await db().select().from(paymentRefunds);
  expect(claims.filter((c) => c.status === "pending")).toEqual([]);
  for (const c of claims) {
    const made = f.fake.refunds.filter((r) => (r.metadata as { claim?: string }).claim === c.idempotencyKey);
    expect({ claim: c.id, made: made.map((r) => r.id) }).toEqual({
      claim: c.id,
      made: c.status === "succeeded" ? [c.stripeRefundId] : [],
    });
  }
  const keys = new Set(claims.map((c) => c.idempotencyKey));
  for (const r of f.fake.refunds) {
    const claim = (r.metadata as { claim?: string }).claim;
    if (claim) expect(keys.has(claim)).toBe(true);
  }
}

describe("the owner's refund while Stripe is slow, down or cut off", () => {
  it("takes 15 s at Stripe while a public page, the database ping and /readyz answer within 1 s; its webhook and a second click come first; applied once", async () => {
    const { event, order, email, pi } = await paidSeat();
    f.fake.slowNext("POST", "/v1/refunds", 15_000);
    const asked = f.fake.callsTo("/v1/refunds").length;
    const started = Date.now();
    const pending = refund(event.id, order.placeId!, { amountCents: 20_000 });
    await until(() => f.fake.callsTo("/v1/refunds").length > asked, "the refund to reach Stripe");

    const timed = async <T>(took: number[], work: () => Promise<T>) => {
      const t = performance.now();
      const out = await work();
      took.push(performance.now() - t);
      return out;
    };
    const looks = { page: [] as number[], ping: [] as number[], readyz: [] as number[] };
    // Three looks while Stripe has not answered: at once, after 5 s, after 10 s.
    for (const wait of [0, 5_000, 5_000]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const page = await timed(looks.page, () => callRoute(eventPage, { path: `/webinars/${event.slug}` }));
      expect(page.status).toBe(200);
      expect(await timed(looks.ping, () => pingDatabase(1_000))).toBe(true);
      const ready = await timed(looks.readyz, () => fetch(`${edge.base}/readyz`));
      expect(ready.status).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(15_000); // every look was while Stripe was slow
    console.info(
      `[faults] during the 15 s refund (ms): ${Object.entries(looks)
        .map(([k, v]) => `${k} ${v.map((ms) => ms.toFixed(0)).join("/")}`)
        .join(", ")}`,
    );
    for (const took of Object.values(looks)) expect(Math.max(...took)).toBeLessThan(1_000);
    // Stripe made the refund before its slow answer, and its webhook outruns the answer.
    const hook = await deliver(stripeEvent("charge.refunded", f.fake.charge(pi)));
    expect(await hook.json()).toMatchObject({ effect: "refund recorded" });
    // The owner clicks again (another amount) before the answer: the claim's refund, found at Stripe.
    const creates = f.fake.callsTo("/v1/refunds").length;
    const second = await refund(event.id, order.placeId!, { amountCents: 30_000 });
    expect(await second.json()).toEqual({ refundedCents: 20_000, policyCents: PRICE });
    expect(f.fake.callsTo("/v1/refunds").length).toBe(creates);
    expect(Date.now() - started).toBeLessThan(15_000);

    const res = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(15_000);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ refundedCents: 20_000, policyCents: PRICE });
    // Taken once, by whichever came first: the deal lowered by $200, not twice.
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: 20_000 });
    expect((await dealOf(order.personId))?.valueCents).toBe(PRICE - 20_000);
    expect(await seatsOf(event.id)).toBe(0);
    expect(await mailsTo(email, "payment-refund")).toHaveLength(1);
    await expectBooksMatchStripe();
  }, 60_000);

  it("a refund made at Stripe whose answer is cut off every try: a 503 that keeps it; the retry is answered from the claim", async () => {
    const { event, order, email, pi } = await paidSeat(3); // the terms: half
    // The client's first try and its two retries (one key) are each made, then cut off.
    f.fake.dropNext("POST", "/v1/refunds", 3);
    const res = await refund(event.id, order.placeId!);
    const refused = await expectRefusal(res, 503, /stays requested and is retried/);
    expect(refused.fields).toBeUndefined();
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
    expect(await seatsOf(event.id)).toBe(1); // held until the refund is known made
    expect((await orderOf(order.id)).refundedCents).toBe(0);

    // The owner tries again, with another amount: the claim's refund is found, none made again.
    const creates = f.fake.callsTo("/v1/refunds").length;
    const retry = await refund(event.id, order.placeId!, { amountCents: 10_000 });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ refundedCents: PRICE / 2, policyCents: PRICE / 2 });
    expect(f.fake.callsTo("/v1/refunds").length).toBe(creates);
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
    expect(await seatsOf(event.id)).toBe(0);
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: PRICE / 2 });
    expect(await mailsTo(email, "payment-refund")).toHaveLength(1);
    // Its charge.refunded, arriving after, finds it recorded.
    const late = await deliver(stripeEvent("charge.refunded", f.fake.charge(pi)));
    expect(await late.json()).toMatchObject({ effect: "already recorded" });
    await expectBooksMatchStripe();
  });

  it("a 500 then success (the client's own retry, one key): one refund", async () => {
    const { event, order, pi } = await paidSeat();
    f.fake.failNext("POST", "/v1/refunds", 1);
    const res = await refund(event.id, order.placeId!);
    expect(res.status).toBe(200);
    const tries = f.fake.callsTo("/v1/refunds").filter((c) => c.params.payment_intent === pi);
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: PRICE });
    await expectBooksMatchStripe();
  });
});

describe("webhooks late, twice and out of order", () => {
  it("a refund before its payment's completion is kept, then applied; the completion twice and an expiry after change nothing", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const email = `fault${++n}@example.com`;
    const { completed, order } = await buy(event.id, email);
    const pi = String(completed.data.object.payment_intent);
    const charge = f.fake.refundInDashboard(pi, 10_000);

    const early = await deliver(stripeEvent("charge.refunded", charge));
    expect(early.status).toBe(200);
    expect(await early.json()).toMatchObject({ applied: false, effect: "payment not yet known: kept" });
    expect((await orderOf(order.id)).refundedCents).toBe(0);

    expect(await (await deliver(completed)).json()).toMatchObject({ effect: "place confirmed" });
    expect(await orderOf(order.id)).toMatchObject({
      status: "paid",
      paidCents: PRICE,
      refundedCents: 10_000,
    });
    const [kept] = await db().select().from(stripeEvents).where(eq(stripeEvents.subject, pi));
    expect(kept).toBeUndefined(); // no longer parked

    // Stripe again (the same event), and another event for the same session.
    expect(await (await deliver(completed)).json()).toMatchObject({ applied: false });
    const again = stripeEvent("checkout.session.completed", completed.data.object);
    expect(await (await deliver(again)).json()).toMatchObject({ effect: "already paid" });
    const expired = stripeEvent("checkout.session.expired", { ...completed.data.object, status: "expired" });
    expect(await (await deliver(expired)).json()).toMatchObject({ effect: "nothing held" });

    expect(await seatsOf(event.id)).toBe(1);
    expect(await mailsTo(email, "payment-receipt")).toHaveLength(1);
    expect(await mailsTo(email, "webinar-confirmation")).toHaveLength(1);
    await expectBooksMatchStripe();
  });

  it("invoice.paid for an invoice whose send was never answered: kept; the owner's retry is answered from the claim", async () => {
    const person = await attachToPerson(db(), { email: `cfo${++n}@example.com`, source: "contact" });
    await db().insert(deals).values({
      personId: person,
      valueCents: 1_200_000,
      product: "custom_team_training",
      closedAt: NOW,
      updatedAt: NOW,
    });
    const send = () =>
      callRoute(invoiceApi, {
        path: `/api/admin/people/${person}/invoice`,
        method: "POST",
        body: { amountCents: 500_000 },
        headers: { cookie: f.cookie },
      });
    // The invoice's id is known once its item is added: its send is then made and cut off each try.
    const items = f.fake.callsTo("/v1/invoiceitems").length;
    f.fake.slowNext("POST", "/v1/invoiceitems", 2_000);
    const first = send();
    await until(() => f.fake.callsTo("/v1/invoiceitems").length > items, "the invoice item");
    const invoiceId = String(f.fake.callsTo("/v1/invoiceitems").at(-1)!.params.invoice);
    f.fake.dropNext("POST", `/v1/invoices/${invoiceId}/send`, 3);
    await expectRefusal(await first, 503, /Send it again/);
    const [claim] = await db().select().from(paymentInvoices).where(eq(paymentInvoices.personId, person));
    expect(claim).toMatchObject({ status: "sending", stripeInvoiceId: null });

    // The customer pays; Stripe's invoice.paid carries no metadata of ours.
    const paid = f.fake.lists.payInvoice(invoiceId);
    const hook = await deliver(
      stripeEvent("invoice.paid", {
        id: invoiceId,
        object: "invoice",
        status: "paid",
        amount_paid: paid.amount_paid,
      }),
    );
    expect(await hook.json()).toMatchObject({ applied: false, effect: "invoice not yet known: kept" });

    const retry = await send();
    expect(retry.status).toBe(201);
    expect(await retry.json()).toMatchObject({ invoiceId });
    const [row] = await db().select().from(paymentInvoices).where(eq(paymentInvoices.personId, person));
    expect(row).toMatchObject({
      id: claim.id,
      status: "paid",
      stripeInvoiceId: invoiceId,
      amountCents: 500_000,
    });
    expect(row.paidAt).not.toBeNull();
    const mine = (await fakeInvoices()).filter((i) => i.metadata.personId === String(person));
    expect(mine.map((i) => i.id)).toEqual([invoiceId]);
    await expectBooksMatchStripe();
  });
});

describe("what the webhooks never said", () => {
  it("a refund made in Stripe's dashboard, its webhook lost: the reconciliation takes it", async () => {
    const { order, pi } = await paidSeat();
    f.fake.refundInDashboard(pi, 12_345);
    // The books no longer match (the check can fail), until the reconciliation.
    await expect(expectBooksMatchStripe()).rejects.toThrow();
    const report = await reconcileNow();
    expect(report.differences).toContainEqual(
      expect.objectContaining({
        kind: "refund-missing-in-books",
        orderId: order.id,
        amountCents: 12_345,
        applied: true,
      }),
    );
    expect(report.books).toEqual(report.stripe);
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: 12_345 });
    await expectBooksMatchStripe();
  });

  it("a completed session for the wrong amount, the wrong currency or no order: no seat, listed, the admins e-mailed once each", async () => {
    await createTestAdmin(`owner${++n}@example.com`);
    const admins = (await db().select({ n: count() }).from(adminUsers))[0].n;
    expect(admins).toBeGreaterThan(1);
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const held = async () => {
      const res = await f.register(event.id, `fault${++n}@example.com`);
      return f.orderByUrl((await res.json()).checkoutUrl);
    };
    const a = await held();
    const b = await held();
    const forOrder = (id: number) => ({ metadata: { orderId: String(id) }, reference: String(id) });
    const cases = [
      { session: f.fake.lists.paymentElsewhere({ amount: 100, ...forOrder(a.id) }), kind: "amount-mismatch" },
      {
        session: f.fake.lists.paymentElsewhere({ amount: PRICE, currency: "eur", ...forOrder(b.id) }),
        kind: "currency-mismatch",
      },
      { session: f.fake.lists.paymentElsewhere({ amount: PRICE }), kind: "payment-without-order" },
    ];
    const mailsAbout = async (stripeId: string) =>
      (await db().select().from(outbox).where(eq(outbox.kind, "payment-difference"))).filter((m) =>
        m.text.includes(stripeId),
      ).length;
    for (const { session, kind } of cases) {
      waiting.add(session.id);
      const res = await deliver(stripeEvent("checkout.session.completed", session));
      expect(res.status).toBe(200);
      expect((await res.json()).effect).toMatch(new RegExp(`^(${kind}: listed|no such order: listed)$`));
      // Stripe sends it again, under a new event id: listed and e-mailed once all the same.
      await deliver(stripeEvent("checkout.session.completed", session));
      expect(await mailsAbout(session.id)).toBe(admins);
      const [difference] = await db()
        .select()
        .from(paymentDifferences)
        .where(and(eq(paymentDifferences.kind, kind), eq(paymentDifferences.stripeId, session.id)));
      expect(difference).toMatchObject({ applied: false, amountCents: session.amount_total });
    }
    expect(await seatsOf(event.id)).toBe(0);
    expect(await orderOf(a.id)).toMatchObject({ status: "held", paidAt: null, paidCents: 0 });
    expect(await orderOf(b.id)).toMatchObject({ status: "held", paidAt: null, paidCents: 0 });
    const report = await (
      await callRoute(reconciliationApi, {
        path: "/api/admin/payments/reconciliation",
        headers: { cookie: f.cookie },
      })
    ).json();
    for (const { session, kind } of cases)
      expect(report.differences).toContainEqual(
        expect.objectContaining({ kind, stripeId: session.id, applied: false }),
      );
    await expectBooksMatchStripe();
  });

  it("the payment work finds at Stripe a refund whose answer was lost, and makes none again", async () => {
    const { event, order, pi } = await paidSeat();
    f.fake.dropNext("POST", "/v1/refunds", 3);
    await expectRefusal(await refund(event.id, order.placeId!), 503);
    const [claim] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(claim).toMatchObject({ status: "pending", attempts: 1 });
    const creates = f.fake.callsTo("/v1/refunds").length;

    await kickPaymentWork(catalog);
    expect(f.fake.callsTo("/v1/refunds").length).toBe(creates);
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
    const [settled] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, claim.id));
    expect(settled).toMatchObject({ status: "succeeded", stripeRefundId: f.fake.refunds.at(-1)!.id });
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: PRICE });
    expect(await seatsOf(event.id)).toBe(0);
    await expectBooksMatchStripe();
  });
});

describe("bad input on the new endpoints", () => {
  it("refuses each in the one shape, storing nothing", async () => {
    const { event, order, pi } = await paidSeat();
    const tables = [
      paymentRefunds,
      paymentReconciliations,
      paymentDifferences,
      paymentOrders,
      outbox,
      auditLog,
    ];
    const before = await Promise.all(tables.map(rows));
    const refundsAtStripe = f.fake.refunds.length;

    const reconcileWith = (body: string) =>
      callRoute(reconciliationApi, {
        path: "/api/admin/payments/reconciliation",
        method: "POST",
        body,
        headers: { cookie: f.cookie, "content-type": "application/json" },
      });
    const withField = await expectRefusal(await reconcileWith(JSON.stringify({ since: "2026-01-01" })), 400);
    expect(withField.error).toMatch(/takes no fields/);
    await expectRefusal(await reconcileWith("{not json"), 400);
    await expectRefusal(await reconcileWith("[]"), 400);

    await expectRefusal(await refund(event.id, order.placeId!, undefined, "GET"), 405);
    for (const amountCents of [-1, 1.5, "ten", 0.001, 10_000_001]) {
      const refused = await expectRefusal(await refund(event.id, order.placeId!, { amountCents }), 400);
      expect(refused.fields).toHaveProperty("amountCents");
    }
    await expectRefusal(await refund(event.id, order.placeId!, { amountCents: 100, other: 1 }), 400);
    await expectRefusal(await refund(event.id, 999_999), 404);
    await expectRefusal(await refund(999_999, order.placeId!), 404);
    await expectRefusal(await refund(event.id, "abc"), 404);

    const ordersList = (query: string) =>
      callRoute(ordersApi, { path: `/api/admin/payments/orders?${query}`, headers: { cookie: f.cookie } });
    await expectRefusal(await ordersList("status=lost"), 400);
    await expectRefusal(await ordersList("page=-1"), 400);

    // A refund made in the dashboard, then its webhook: the most now is what Stripe has left.
    const charge = f.fake.refundInDashboard(pi, 10_000);
    await deliver(stripeEvent("charge.refunded", charge));
    const tooMuch = await expectRefusal(
      await refund(event.id, order.placeId!, { amountCents: PRICE - 10_000 + 1 }),
      400,
    );
    expect(tooMuch.error).toMatch(/at most \$395/);
    expect(tooMuch.fields).toHaveProperty("amountCents");

    // Nothing stored by any refusal (the webhook's refund is not the refusals' doing: the order only).
    expect(await Promise.all(tables.map(rows))).toEqual(before);
    expect(f.fake.refunds.length).toBe(refundsAtStripe + 1);
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: 10_000 });
    expect(await seatsOf(event.id)).toBe(1);
    await expectBooksMatchStripe();
  });
});

describe("a refund larger than Stripe has left", () => {
  it("after a dashboard refund whose webhook was lost: 400 naming the most, Stripe's refunded total taken, nothing refunded", async () => {
    const { event, order, pi } = await paidSeat();
    f.fake.refundInDashboard(pi, 10_000);
    const refundsAtStripe = f.fake.refunds.length;
    const claimsBefore = await rows(paymentRefunds);

    // The books still think $495 is left; Stripe knows $395 is.
    const tooMuch = await expectRefusal(await refund(event.id, order.placeId!, { amountCents: PRICE }), 400);
    expect(tooMuch.error).toBe("The refund can be at most $395: $495 paid, $100 already refunded.");
    expect(tooMuch.fields).toEqual({ amountCents: tooMuch.error });
    expect(f.fake.refunds.length).toBe(refundsAtStripe);
    // The claim was committed before Stripe was asked: it stays, failed, with Stripe's refusal.
    const claims = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(claims).toEqual([expect.objectContaining({ status: "failed", amountCents: PRICE })]);
    expect(await rows(paymentRefunds)).toBe(claimsBefore + 1);
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: 10_000 });
    expect(await seatsOf(event.id)).toBe(1);
    await expectBooksMatchStripe();

    // What is left can then be refunded.
    const rest = await refund(event.id, order.placeId!, { amountCents: PRICE - 10_000 });
    expect(await rest.json()).toEqual({ refundedCents: PRICE - 10_000, policyCents: PRICE });
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: PRICE });
    await expectBooksMatchStripe();
  });
});

/**
 * A company's team seats (one order of TEAM seats, decision 0109) and a coaching pack (decision
 * 0110) under the faults the seat meets above: each is bought through the fake, refunded by the
 * owner through its own endpoint, and read back as what its order holds.
 */
type Sold = {
  name: string;
  /** Held, its Checkout Session paid at the fake: the completion, not yet delivered. */
  buy(): Promise<{ order: typeof paymentOrders.$inferSelect; completed: ReturnType<typeof stripeEvent> }>;
  /** The owner's refund of the order's place, through its endpoint. */
  refund(order: typeof paymentOrders.$inferSelect, body?: unknown): Promise<Response>;
  /** What the order holds now: its rows (one team, one pack), whether live, its seats or credits. */
  holds(order: typeof paymentOrders.$inferSelect): Promise<{ rows: number; live: boolean; places: number }>;
  /** Its seats or credits when bought, and the price of all of them. */
  places: number;
  price: number;
  /** The buyer's e-mail of the paid place (the team's link, how to use the pack): once. */
  confirmation: string;
};

const TEAM = 3;
const PACK_PRICE = 180_000;

const teamSeats: Sold = {
  name: "team seats",
  async buy() {
    const event = await insertEvent({
      priceCents: PRICE,
      capacity: 10,
      startsAt: new Date(NOW.getTime() + 10 * DAY),
    });
    const res = await callRoute(leadsApi, {
      method: "POST",
      path: "/api/leads",
      body: {
        name: "Robin Buyer",
        email: `team${++n}@example.com`,
        leadType: "webinar",
        eventId: event.id,
        seats: TEAM,
        company: "Acme Corp",
      },
      clientIp: `203.0.113.${n % 250}`,
    });
    const order = await f.orderByUrl((await res.json()).checkoutUrl);
    return {
      order,
      completed: stripeEvent("checkout.session.completed", f.fake.pay(f.sessionOf(order.id).id)),
    };
  },
  // A team's refund is asked from any of its named seats (product.md §10.15): seat 1 named first.
  async refund(order, body) {
    const [team] = await db().select().from(eventTeams).where(eq(eventTeams.orderId, order.id));
    const seatOne = async () =>
      (
        await db()
          .select()
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.teamId, team.id), eq(eventRegistrations.teamSeat, 1)))
      )[0];
    if (!(await seatOne())) {
      const attendees = [{ seat: 1, name: "Lee One", email: `lee${order.id}@acme.example.com` }];
      const named = await callRoute(teamApi, {
        path: `/api/team/${team.token}`,
        method: "PUT",
        body: { attendees },
      });
      expect(named.status).toBe(200);
    }
    return refund(order.productId, (await seatOne()).id, body);
  },
  async holds(order) {
    const teams = await db().select().from(eventTeams).where(eq(eventTeams.orderId, order.id));
    return {
      rows: teams.length,
      live: teams[0]?.status === "confirmed",
      places: await seatsTaken(db(), order.productId),
    };
  },
  places: TEAM,
  price: TEAM * PRICE,
  confirmation: "team-seats-link",
};

const coachingPack: Sold = {
  name: "a coaching pack",
  async buy() {
    const offer = await callRoute(packsApi, {
      path: "/api/admin/packs",
      method: "POST",
      body: {
        title: "Three Calls",
        slug: `fault-pack-${++n}`,
        kind: "coaching",
        sessions: 3,
        months: 3,
        priceCents: PACK_PRICE,
        published: true,
      },
      headers: { cookie: f.cookie },
    });
    expect(offer.status).toBe(201);
    const form = new FormData();
    form.set("name", "Casey Client");
    form.set("email", `pack${n}@example.com`);
    form.set("packId", String((await offer.json()).id));
    const res = await callRoute(coachingPage, {
      path: "/coaching",
      body: form,
      clientIp: `198.51.9.${n % 250}`,
    });
    expect(res.status).toBe(303);
    const order = await f.orderByUrl(res.headers.get("location")!);
    return {
      order,
      completed: stripeEvent("checkout.session.completed", f.fake.pay(f.sessionOf(order.id).id)),
    };
  },
  async refund(order, body) {
    const [pack] = await db().select().from(clientPacks).where(eq(clientPacks.orderId, order.id));
    return callRoute(packRefundApi, {
      path: `/api/admin/packs/clients/${pack.id}/refund`,
      method: "POST",
      ...(body === undefined ? {} : { body }),
      headers: { cookie: f.cookie },
    });
  },
  async holds(order) {
    const packs = await db().select().from(clientPacks).where(eq(clientPacks.orderId, order.id));
    return { rows: packs.length, live: packs[0]?.status === "active", places: packs[0]?.credits ?? 0 };
  },
  places: 3,
  price: PACK_PRICE,
  confirmation: "pack-started",
};

/** The ledger's refund rows of a pack's order (a team has none: 0 either way once, never 2). */
const packRefundRows = async (orderId: number) =>
  (
    await db()
      .select({ n: count() })
      .from(packCredits)
      .innerJoin(clientPacks, eq(clientPacks.id, packCredits.clientPackId))
      .where(and(eq(clientPacks.orderId, orderId), eq(packCredits.kind, "refund")))
  )[0].n;

/** Orders of the teams and packs bought below: the final check reads the reconciliation for them. */
const soldHere: number[] = [];

describe.each([teamSeats, coachingPack])("$name under Stripe's faults", (sold) => {
  /** Bought and its completion delivered: the order as the books hold it, paid. */
  async function paid() {
    const { order, completed } = await sold.buy();
    soldHere.push(order.id);
    expect(await (await deliver(completed)).json()).toMatchObject({ effect: "place confirmed" });
    const row = await orderOf(order.id);
    return { order: row, pi: row.paymentIntentId! };
  }
  const refundMails = (order: typeof paymentOrders.$inferSelect) => mailsTo(order.email, "payment-refund");

  it("Stripe slow: the refund outlives the owner's click; its webhook and a second click come first; applied once", async () => {
    const { order, pi } = await paid();
    f.fake.slowNext("POST", "/v1/refunds", 5_000);
    const asked = f.fake.callsTo("/v1/refunds").length;
    let answered = false;
    const first = sold.refund(order).then((res) => {
      answered = true;
      return res;
    });
    await until(() => f.fake.callsTo("/v1/refunds").length > asked, "the refund to reach Stripe");
    // No transaction waits on Stripe: the database answers at once (PGlite runs one at a time).
    expect(await pingDatabase(1_000)).toBe(true);
    // Stripe made the refund before its slow answer, and its webhook outruns the answer.
    const hook = await deliver(stripeEvent("charge.refunded", f.fake.charge(pi)));
    expect(await hook.json()).toMatchObject({ effect: "refund recorded" });
    // The owner clicks again (another amount) while the first still waits: the claim's refund, found.
    const creates = f.fake.callsTo("/v1/refunds").length;
    const second = await sold.refund(order, { amountCents: 10_000 });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ refundedCents: sold.price });
    expect(answered).toBe(false);
    expect(f.fake.callsTo("/v1/refunds").length).toBe(creates);

    const res = await first;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ refundedCents: sold.price });
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: sold.price });
    expect((await dealOf(order.personId))?.valueCents).toBe(0);
    expect(await sold.holds(order)).toEqual({ rows: 1, live: false, places: 0 });
    expect(await packRefundRows(order.id)).toBe(sold === coachingPack ? 1 : 0);
    expect(await refundMails(order)).toHaveLength(1);
    await expectBooksMatchStripe();
  }, 30_000);

  it("Stripe answering twice: the completion delivered twice at once and again under a new id gives one place; a refund retried after a 500 is made once", async () => {
    const { order, completed } = await sold.buy();
    soldHere.push(order.id);
    const replay = stripeEvent("checkout.session.completed", completed.data.object);
    const effects = await Promise.all(
      [completed, completed, replay].map(async (e) => (await (await deliver(e)).json()).effect as string),
    );
    expect(effects.sort()).toEqual(["already applied", "already paid", "place confirmed"]);
    expect(await sold.holds(order)).toEqual({ rows: 1, live: true, places: sold.places });
    expect(await mailsTo(order.email, sold.confirmation)).toHaveLength(1);
    expect(await mailsTo(order.email, "payment-receipt")).toHaveLength(1);
    expect((await dealOf(order.personId))?.valueCents).toBe(sold.price);

    const pi = (await orderOf(order.id)).paymentIntentId!;
    f.fake.failNext("POST", "/v1/refunds", 1);
    const res = await sold.refund(order);
    expect(res.status).toBe(200);
    const tries = f.fake.callsTo("/v1/refunds").filter((c) => c.params.payment_intent === pi);
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
    // Its webhook, twice: recorded already, then already applied.
    const hook = stripeEvent("charge.refunded", f.fake.charge(pi));
    expect(await (await deliver(hook)).json()).toMatchObject({ effect: "already recorded" });
    expect(await (await deliver(hook)).json()).toMatchObject({ effect: "already applied" });
    expect(await sold.holds(order)).toEqual({ rows: 1, live: false, places: 0 });
    expect(await packRefundRows(order.id)).toBe(sold === coachingPack ? 1 : 0);
    expect(await refundMails(order)).toHaveLength(1);
    await expectBooksMatchStripe();
  });

  it("webhooks out of order: a refund's charge.refunded before the completion is kept, then applied with it; the owner then refunds what is left", async () => {
    const { order, completed } = await sold.buy();
    soldHere.push(order.id);
    const pi = String(completed.data.object.payment_intent);
    const early = await deliver(stripeEvent("charge.refunded", f.fake.refundInDashboard(pi, 10_000)));
    expect(await early.json()).toMatchObject({ applied: false, effect: "payment not yet known: kept" });
    expect(await sold.holds(order)).toMatchObject({ live: false });

    expect(await (await deliver(completed)).json()).toMatchObject({ effect: "place confirmed" });
    expect(await orderOf(order.id)).toMatchObject({
      status: "paid",
      paidCents: sold.price,
      refundedCents: 10_000,
    });
    const kept = await db().select().from(stripeEvents).where(eq(stripeEvents.subject, pi));
    expect(kept).toEqual([]);
    // A refund made in Stripe's dashboard leaves the place as it is: the owner decides (§10.14).
    expect(await sold.holds(order)).toEqual({ rows: 1, live: true, places: sold.places });
    const expired = stripeEvent("checkout.session.expired", { ...completed.data.object, status: "expired" });
    expect(await (await deliver(expired)).json()).toMatchObject({ effect: "nothing held" });
    expect((await dealOf(order.personId))?.valueCents).toBe(sold.price - 10_000);
    await expectBooksMatchStripe();

    // The owner's refund, by default, is what Stripe has left; it gives the place back.
    const rest = await sold.refund(order);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ refundedCents: sold.price - 10_000 });
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: sold.price });
    expect(await sold.holds(order)).toEqual({ rows: 1, live: false, places: 0 });
    await expectBooksMatchStripe();
  });

  // What a process killed between Stripe's answer and our commit leaves (the claim committed and
  // pending, the refund made at Stripe, nothing applied): here the answer is cut off on every try;
  // tests/system/payments-crash.test.ts kills a real server for a seat.
  it("the process dies between Stripe's refund and our commit: the payment work applies it once; the owner's retry and the late webhook change nothing", async () => {
    const { order, pi } = await paid();
    f.fake.dropNext("POST", "/v1/refunds", 3);
    await expectRefusal(await sold.refund(order), 503, /stays requested and is retried/);
    const [claim] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(claim).toMatchObject({ status: "pending", attempts: 1, amountCents: sold.price });
    expect(f.fake.refunds.filter((r) => r.payment_intent === pi)).toHaveLength(1);
    // Held until the refund is known made.
    expect(await sold.holds(order)).toEqual({ rows: 1, live: true, places: sold.places });
    expect(await refundMails(order)).toHaveLength(0);

    const creates = f.fake.callsTo("/v1/refunds").length;
    await kickPaymentWork(catalog);
    expect(f.fake.callsTo("/v1/refunds").length).toBe(creates);
    const [settled] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, claim.id));
    expect(settled).toMatchObject({
      status: "succeeded",
      stripeRefundId: f.fake.refunds.filter((r) => r.payment_intent === pi)[0].id,
    });
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: sold.price });
    expect(await sold.holds(order)).toEqual({ rows: 1, live: false, places: 0 });
    expect(await packRefundRows(order.id)).toBe(sold === coachingPack ? 1 : 0);
    expect(await refundMails(order)).toHaveLength(1);

    await expectRefusal(await sold.refund(order), 409);
    expect(f.fake.callsTo("/v1/refunds").length).toBe(creates);
    const late = await deliver(stripeEvent("charge.refunded", f.fake.charge(pi)));
    expect(await late.json()).toMatchObject({ effect: "already recorded" });
    expect(await refundMails(order)).toHaveLength(1);
    await expectBooksMatchStripe();
  });
});

describe("the books equal Stripe after the teams' and packs' faults", () => {
  it("the reconciliation reads Stripe and finds nothing to change or list for any of their orders", async () => {
    expect(soldHere).toHaveLength(8);
    const report = await reconcileNow();
    const theirs = (report.differences as Array<{ orderId: number | null }>).filter(
      (d) => d.orderId !== null && soldHere.includes(d.orderId),
    );
    expect(theirs).toEqual([]);
    // Stripe's refunds are the books' refunds; its payments in US dollars, the books' and those
    // waiting for the owner (another currency is in no sum, §10.14).
    expect(report.books.refundedCents).toBe(report.stripe.refundedCents);
    const waitingCents = [...waiting]
      .map((id) => f.fake.sessions.get(id)!)
      .filter((s) => s.currency === "usd")
      .reduce((sum, s) => sum + s.amount_total, 0);
    expect(report.stripe.paidCents - report.books.paidCents).toBe(waitingCents);
    await expectBooksMatchStripe();
  });
});
