/**
 * The reconciliation with Stripe (product.md §10.14): the books compared with the loopback fake's
 * records (tests/mocks/stripe.ts) after webhooks that never came: a refund made in Stripe's
 * dashboard, a payment whose completion was lost, a payment to no order, a wrong amount. On a fresh
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  adminUsers,
  deals,
  eventRegistrations,
  outbox,
  paymentDifferences,
  paymentInvoices,
  paymentOrders,
  paymentReconciliationDays,
  paymentReconciliations,
} from "~/db/schema";
import * as reconciliationApi from "~/routes/api/admin/payments.reconciliation";
import * as ordersApi from "~/routes/api/admin/payments.orders";
import * as leadsApi from "~/routes/api/leads";
import { catalog } from "~/features/catalog/products.server";
import { attachToPerson } from "~/features/people/people.server";
import {
  lastReconciliation,
  reconcile,
  runDailyReconciliation,
  type ReconciliationReport,
} from "~/features/payments/reconciliation.server";
import { applyStripeEvent } from "~/features/payments/webhook.server";
import { salesTouches } from "~/features/insights/sales.server";
import { nowMs, setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { isRefused } from "~/utils/refusal";
import { callRoute } from "../setup/route";
import { callView } from "../setup/view";
import { insertEvent } from "../setup/events";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, createTestAdmin } from "../setup/admin-session";
import { event as stripeEvent, startFakeStripe, type FakeStripe } from "../mocks/stripe";

setupTestDatabase();

const NOW = new Date("2026-11-27T17:00:00Z");
const HOUR = 3_600_000;
const PRICE = 49_500;
let fake: FakeStripe;
let cookie: string;
let n = 0;
/** The paid event every test buys seats at (events implement the seat: decision 0106). */
let event: { id: number };

beforeAll(async () => {
  fake = await startFakeStripe();
  event = await insertEvent({ priceCents: PRICE, capacity: 500 });
  cookie = await adminCookie();
  await createTestAdmin(`owner-${Date.now()}@example.com`);
});
beforeEach(() => {
  process.env.STRIPE_SECRET_KEY = "sk_test_reconcile_0123456789";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_reconcile_0123456789";
  process.env.STRIPE_API_BASE = fake.base;
  resetEnvCache();
  setClockForTests(NOW);
});
afterAll(async () => {
  for (const k of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"]) delete process.env[k];
  resetEnvCache();
  setClockForTests(undefined);
  await fake.close();
});

/** A buyer registered for a seat (held), its Checkout Session opened at the fake. */
async function checkout() {
  const email = `buyer${++n}@example.com`;
  const res = await callRoute(leadsApi, {
    method: "POST",
    path: "/api/leads",
    body: { name: `Buyer ${n}`, email, leadType: "webinar", eventId: event.id },
    clientIp: `198.51.9.${n % 250}`,
  });
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.checkoutUrl, checkoutUrl));
  return { orderId: order.id, personId: order.personId, email, sessionId: order.checkoutSessionId! };
}

/** Paid at Stripe; its completion delivered to the webhook unless `lost`. */
async function paid(opts: { lost?: boolean } = {}) {
  const c = await checkout();
  const session = fake.pay(c.sessionId);
  if (!opts.lost)
    await applyStripeEvent(stripeEvent("checkout.session.completed", session) as never, catalog);
  return { ...c, paymentIntent: String(session.payment_intent) };
}

const seatOf = async (email: string) =>
  (await db().select().from(eventRegistrations).where(eq(eventRegistrations.email, email)))[0]?.status;
const orderOf = async (id: number) =>
  (await db().select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
const dealOf = async (personId: number) =>
  (await db().select().from(deals).where(eq(deals.personId, personId)))[0]?.valueCents ?? 0;
const admins = async () => (await db().select({ n: count() }).from(adminUsers))[0].n;
const differenceMails = async () =>
  (await db().select({ n: count() }).from(outbox).where(eq(outbox.kind, "payment-difference")))[0].n;
const differenceOf = async (kind: string, stripeId: string) =>
  (
    await db()
      .select()
      .from(paymentDifferences)
      .where(and(eq(paymentDifferences.kind, kind), eq(paymentDifferences.stripeId, stripeId)))
  )[0];

/** Stripe's own figures at the fake: what its paid sessions took, what its refunds gave back. */
function stripeFigures() {
  const sessions = [...fake.sessions.values()].filter(
    (s) => s.payment_status === "paid" && s.currency === "usd",
  );
  const paidCents = sessions.reduce((sum, s) => sum + s.amount_total, 0);
  const refundedCents = fake.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
  return { paidCents, refundedCents };
}

async function run(): Promise<ReconciliationReport> {
  const report = await reconcile(catalog);
  if (isRefused(report)) throw new Error(report.refused.message);
  return report;
}

describe("the reconciliation takes what Stripe settles", () => {
  it("a refund made in Stripe's dashboard, its webhook lost: the order's refunded total, the deal, Insights' revenue", async () => {
    const a = await paid();
    expect(await dealOf(a.personId)).toBe(PRICE);
    const mailsBefore = await differenceMails();

    fake.refundInDashboard(a.paymentIntent, 10_000);
    const report = await run();

    const order = await orderOf(a.orderId);
    expect(order.refundedCents).toBe(10_000);
    expect(order.status).toBe("paid"); // a part refund at Stripe leaves the place as it was
    expect(await dealOf(a.personId)).toBe(PRICE - 10_000);
    const listed = report.differences.find(
      (d) => d.kind === "refund-missing-in-books" && d.orderId === a.orderId,
    );
    expect(listed).toMatchObject({ amountCents: 10_000, applied: true });
    expect(await differenceMails()).toBe(mailsBefore + (await admins()));

    // Insights' card revenue for the day is Stripe's: paid less refunded.
    const touches = await salesTouches({ from: "2026-11-27", to: "2026-11-27" });
    const revenue = touches
      .filter((t) => t.step === "card")
      .reduce((sum, t) => sum + (t.value_cents ?? 0), 0);
    const stripe = stripeFigures();
    expect(revenue).toBe(stripe.paidCents - stripe.refundedCents);
    expect(report.books).toEqual(report.stripe);
    expect(report.stripe).toEqual(stripe);

    // A second run lists nothing new and e-mails nobody.
    await run();
    expect(await differenceMails()).toBe(mailsBefore + (await admins()));
    expect((await orderOf(a.orderId)).refundedCents).toBe(10_000);
    expect(await dealOf(a.personId)).toBe(PRICE - 10_000);
  });

  it("a payment whose completion never came: the place confirmed, the deal won, listed as applied", async () => {
    const b = await paid({ lost: true });
    expect((await orderOf(b.orderId)).paidAt).toBeNull();

    const report = await run();
    const order = await orderOf(b.orderId);
    expect(order).toMatchObject({ status: "paid", paidCents: PRICE, paymentIntentId: b.paymentIntent });
    expect(await seatOf(b.email)).toBe("confirmed");
    expect(await dealOf(b.personId)).toBe(PRICE);
    expect(await differenceOf("payment-missing-in-books", b.sessionId)).toMatchObject({
      orderId: b.orderId,
      amountCents: PRICE,
      applied: true,
    });
    expect(report.books).toEqual(report.stripe);
    // The completion arriving after all changes nothing.
    await applyStripeEvent(
      stripeEvent("checkout.session.completed", fake.sessions.get(b.sessionId)!) as never,
      catalog,
    );
    expect((await orderOf(b.orderId)).paidCents).toBe(PRICE);
    expect(await dealOf(b.personId)).toBe(PRICE);
  });

  it("an invoice paid at Stripe that the books have open is marked paid", async () => {
    const personId = await attachToPerson(db(), { email: `team${++n}@example.com`, source: "webinar" });
    const client = (await import("~/features/payments/stripe.server")).stripe()!;
    const customer = await client.customers.create({ email: `team${n}@example.com` });
    const draft = await client.invoices.create({
      customer: customer.id,
      collection_method: "send_invoice",
      days_until_due: 30,
    });
    await client.invoiceItems.create({
      customer: customer.id,
      invoice: draft.id,
      amount: 90_000,
      currency: "usd",
    });
    const sent = await client.invoices.sendInvoice(draft.id!);
    await db().insert(paymentInvoices).values({
      personId,
      stripeInvoiceId: sent.id!,
      amountCents: 90_000,
      description: "Team training",
      status: "open",
    });
    fake.lists.payInvoice(sent.id!);

    const report = await run();
    const [row] = await db()
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.stripeInvoiceId, sent.id!));
    expect(row.status).toBe("paid");
    expect(await differenceOf("invoice-paid-missing-in-books", sent.id!)).toMatchObject({
      applied: true,
      amountCents: 90_000,
    });
    expect(report.books).toEqual(report.stripe);
  });
});

describe("what Stripe does not settle waits for the owner", () => {
  it("a payment to no order and a wrong amount are listed, not applied, each e-mailed once", async () => {
    const before = await run();
    const mailsBefore = await differenceMails();
    const stray = fake.lists.paymentElsewhere({ amount: 20_000 });
    const c = await checkout();
    // Paid at Stripe for another amount than the order's price (a session we did not make).
    const wrong = fake.lists.paymentElsewhere({
      amount: 100,
      metadata: { orderId: String(c.orderId) },
      reference: String(c.orderId),
    });
    const foreign = fake.lists.paymentElsewhere({ amount: 5_000, currency: "eur" });

    const report = await run();
    expect(await differenceOf("payment-without-order", stray.id)).toMatchObject({
      applied: false,
      amountCents: 20_000,
    });
    expect(await differenceOf("amount-mismatch", wrong.id)).toMatchObject({
      applied: false,
      orderId: c.orderId,
    });
    expect(await differenceOf("payment-without-order", foreign.id)).toMatchObject({
      applied: false,
      currency: "eur",
    });
    expect(await orderOf(c.orderId)).toMatchObject({ status: "held", paidAt: null });
    // Three differences, each e-mailed to every admin once.
    expect(await differenceMails()).toBe(mailsBefore + 3 * (await admins()));
    // Stripe's US total holds the two waiting payments; the books do not; the euros are in neither.
    expect(report.stripe.paidCents - before.stripe.paidCents).toBe(20_000 + 100);
    expect(report.books.paidCents).toBe(before.books.paidCents);

    await run();
    expect(await differenceMails()).toBe(mailsBefore + 3 * (await admins()));
  });

  it("an order the books mark paid whose session Stripe does not show paid is listed", async () => {
    const c = await checkout();
    await db()
      .update(paymentOrders)
      .set({ status: "paid", paidCents: PRICE, paidAt: new Date(nowMs()) })
      .where(eq(paymentOrders.id, c.orderId));
    await run();
    expect(await differenceOf("books-without-stripe", c.sessionId)).toMatchObject({
      applied: false,
      orderId: c.orderId,
      amountCents: PRICE,
    });
    // Put back as it was, so the totals of the tests after this one compare Stripe with true books.
    await db()
      .update(paymentOrders)
      .set({ status: "held", paidCents: 0, paidAt: null })
      .where(eq(paymentOrders.id, c.orderId));
  });
});

describe("reading Stripe", () => {
  it("pages through lists longer than a page, and reads only since the day before the last run", async () => {
    setClockForTests(new Date(NOW.getTime() + 3 * 24 * HOUR));
    fake.lists.setPageSize(2);
    try {
      const lost = [await paid({ lost: true }), await paid({ lost: true }), await paid({ lost: true })];
      for (const p of lost) fake.refundInDashboard(p.paymentIntent, 1_000);
      const calls = fake.calls.length;
      await run();
      for (const p of lost)
        expect(await orderOf(p.orderId)).toMatchObject({ status: "paid", refundedCents: 1_000 });
      const lists = fake.calls
        .slice(calls)
        .filter((c) => c.method === "GET" && c.path === "/v1/checkout/sessions");
      expect(lists.length).toBeGreaterThan(1);
      expect(lists.slice(1).every((c) => typeof c.params.starting_after === "string")).toBe(true);
      // Since the last run less a day: the gte is that, in seconds.
      const [last] = await db()
        .select()
        .from(paymentReconciliations)
        .orderBy(sql`${paymentReconciliations.id} desc`)
        .limit(1);
      expect(Number((lists[0].params.created as Record<string, string>).gte)).toBe(
        Math.floor((last.since as Date).getTime() / 1000),
      );
    } finally {
      fake.lists.setPageSize(100);
    }
  });

  it("Stripe down: 503, nothing applied, nothing stored", async () => {
    const runs = (await db().select({ n: count() }).from(paymentReconciliations))[0].n;
    fake.failNext("GET", "/v1/checkout/sessions", 3);
    const report = await reconcile(catalog);
    expect(isRefused(report) && report.refused.status).toBe(503);
    expect((await db().select({ n: count() }).from(paymentReconciliations))[0].n).toBe(runs);
  });

  it("the daily run: due from 06:00 site time, once a day across instances", async () => {
    // 2026-11-29 05:30 in Los Angeles (the site's zone by default): not yet.
    setClockForTests(new Date("2026-11-29T13:30:00Z"));
    expect(await runDailyReconciliation(catalog)).toBeUndefined();
    setClockForTests(new Date("2026-11-29T14:05:00Z"));
    const [first, second] = await Promise.all([
      runDailyReconciliation(catalog),
      runDailyReconciliation(catalog),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await runDailyReconciliation(catalog)).toBeUndefined();
    const [day] = await db().select().from(paymentReconciliationDays);
    expect(day.doneAt).not.toBeNull();
  });
});

describe("GET and POST /api/admin/payments/reconciliation", () => {
  const path = "/api/admin/payments/reconciliation";

  it("GET answers the last run; POST runs one now and answers the same shape", async () => {
    const got = await callRoute(reconciliationApi, { path, headers: { cookie } });
    expect(got.status).toBe(200);
    const last = (await got.json()) as ReconciliationReport;
    expect(Object.keys(last).sort()).toEqual(["books", "checkedAt", "differences", "stripe"]);
    const posted = await callRoute(reconciliationApi, { path, method: "POST", headers: { cookie } });
    expect(posted.status).toBe(200);
    const now = (await posted.json()) as ReconciliationReport;
    expect(now.checkedAt).toBe(new Date(nowMs()).toISOString());
    expect(now.differences[0]).toEqual(
      expect.objectContaining({
        kind: expect.any(String),
        stripeId: expect.any(String),
        applied: expect.any(Boolean),
      }),
    );
  });

  it("refuses a body it does not take, other methods and no keys, with the one refusal shape", async () => {
    const runs = (await db().select({ n: count() }).from(paymentReconciliations))[0].n;
    const body = await callRoute(reconciliationApi, {
      path,
      method: "POST",
      body: { since: "2020-01-01" },
      headers: { cookie },
    });
    expect(body.status).toBe(400);
    expect(await body.json()).toMatchObject({ error: expect.any(String) });
    const notJson = await callRoute(reconciliationApi, {
      path,
      method: "POST",
      body: "since=yesterday",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await callRoute(reconciliationApi, { path, method, headers: { cookie } });
      expect(res.status).toBe(405);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvCache();
    const unset = await callRoute(reconciliationApi, { path, method: "POST", headers: { cookie } });
    expect(unset.status).toBe(409);
    expect(await unset.json()).toMatchObject({ error: expect.stringMatching(/not set up/) });
    expect((await db().select({ n: count() }).from(paymentReconciliations))[0].n).toBe(runs);
  });

  it("the ledger's list: a page of orders with their money, and its CSV", async () => {
    const res = await callRoute(ordersApi, {
      path: "/api/admin/payments/orders?status=paid&pageSize=2",
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Array<{ status: string; paidCents: number }>;
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === "paid" && r.paidCents === PRICE)).toBe(true);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThan(2);
    const csv = await callRoute(ordersApi, {
      path: "/api/admin/payments/orders?format=csv",
      headers: { cookie },
    });
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect((await csv.text()).split("\n")[0]).toMatch(
      /^Date,Buyer,Email,What,Status,Amount,Paid,Refunded,Pending refund/,
    );
    const bad = await callRoute(ordersApi, {
      path: "/api/admin/payments/orders?status=lost",
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
  });
});

describe("Admin → Payments", () => {
  type Page = {
    list: { rows: Array<{ status: string }>; total: number; error: string | null };
    reconciliation: ReconciliationReport;
  };
  const view = async (path: string, form?: Record<string, string>) => {
    const answer = await callView(path, { cookie, form });
    if (answer instanceof Response) throw new Error(`${path} answered ${answer.status}`);
    return answer as typeof answer & {
      data: Page;
      action: { ok: boolean; error?: string } & Partial<ReconciliationReport>;
    };
  };

  it("shows the ledger a page at a time, filtered, with the last reconciliation; a bad query is a 400", async () => {
    const page = await view("/admin/payments?status=paid&pageSize=2&page=2");
    expect(page.status).toBe(200);
    expect(page.data.list.rows.length).toBeGreaterThan(0);
    expect(page.data.list.rows.every((r) => r.status === "paid")).toBe(true);
    const last = (await lastReconciliation()).checkedAt;
    expect(page.data.reconciliation.checkedAt).toBe(last);
    const bad = await view("/admin/payments?pageSize=1000");
    expect(bad.status).toBe(400);
  });

  it("'Reconcile now' runs it, as the API does; another field or intent is refused", async () => {
    const runs = (await db().select({ n: count() }).from(paymentReconciliations))[0].n;
    const done = await view("/admin/payments", { intent: "reconcile" });
    expect(done.action).toMatchObject({
      ok: true,
      intent: "reconcile",
      checkedAt: new Date(nowMs()).toISOString(),
    });
    expect((await db().select({ n: count() }).from(paymentReconciliations))[0].n).toBe(runs + 1);
    const field = await view("/admin/payments", { intent: "reconcile", since: "2020-01-01" });
    expect(field.status).toBe(400);
    expect(field.action).toMatchObject({ ok: false, error: expect.any(String) });
    const unknown = await view("/admin/payments", { intent: "refund-everything" });
    expect(unknown.status).toBe(400);
    expect((await db().select({ n: count() }).from(paymentReconciliations))[0].n).toBe(runs + 1);
  });
});
