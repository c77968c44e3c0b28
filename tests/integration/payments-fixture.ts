/**
 * What the payments suites share (product.md §10.14): the Stripe client pointed at the loopback fake
 * (tests/mocks/stripe.ts), webhooks signed with Stripe's scheme, a buyer's registration and payment,
 * and the books read back. Each suite calls paymentsFixture() once, at its top.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deals, eventRegistrations, outbox, paymentOrders, people } from "~/db/schema";
import * as leadsApi from "~/routes/api/leads";
import * as webhook from "~/routes/api/payments.stripe.webhook";
import { setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { callRoute } from "../setup/route";
import { adminCookie } from "../setup/admin-session";
import { event as stripeEvent, signature, startFakeStripe, type FakeStripe } from "../mocks/stripe";

export const NOW = new Date("2026-11-27T17:00:00Z");
export const NOW_S = NOW.getTime() / 1000;
export const DAY = 86_400_000;
export const SECRET = "whsec_test_payments_0123456789abcdef";
export const PRICE = 49_500;

export function useStripeKeys(base: string) {
  process.env.STRIPE_SECRET_KEY = "sk_test_payments_0123456789";
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.STRIPE_API_BASE = base;
  resetEnvCache();
}
export function dropStripeKeys() {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_BASE;
  resetEnvCache();
}

export function paymentsFixture() {
  const state = { fake: undefined as unknown as FakeStripe, cookie: "" };
  let ip = 1;
  beforeAll(async () => {
    state.fake = await startFakeStripe();
    state.cookie = await adminCookie();
  });
  beforeEach(() => {
    useStripeKeys(state.fake.base);
    setClockForTests(NOW);
  });
  afterAll(async () => {
    dropStripeKeys();
    setClockForTests(undefined);
    await state.fake.close();
  });

  const register = (eventId: number, email: string, name = "Pat Buyer") =>
    callRoute(leadsApi, {
      method: "POST",
      path: "/api/leads",
      body: {
        name,
        email,
        leadType: "webinar",
        eventId,
        attribution: { utm_source: "linkedin", utm_campaign: "q4-workshops" },
      },
      clientIp: `198.51.7.${ip++ % 250}`,
    });

  const deliver = (
    body: unknown,
    opts: { secret?: string; at?: number; raw?: string; header?: string } = {},
  ) => {
    const raw = opts.raw ?? JSON.stringify(body);
    return callRoute(webhook, {
      path: "/api/payments/stripe/webhook",
      method: "POST",
      body: raw,
      headers: { "stripe-signature": opts.header ?? signature(raw, opts.secret ?? SECRET, opts.at ?? NOW_S) },
    });
  };

  const orderOf = async (id: number) =>
    (await db().select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
  const sessionOf = (orderId: number) =>
    [...state.fake.sessions.values()].find((s) => s.client_reference_id === String(orderId))!;
  /** The order a checkout URL belongs to. */
  const orderByUrl = async (url: string) =>
    (await db().select().from(paymentOrders).where(eq(paymentOrders.checkoutUrl, url)))[0];
  const seatsOf = async (eventId: number) =>
    (
      await db()
        .select({ n: count() })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")))
    )[0].n;
  const mailsTo = (to: string, kind?: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), kind ? eq(outbox.kind, kind) : undefined));
  const personOf = async (email: string) =>
    (await db().select().from(people).where(eq(people.email, email)))[0];
  const dealOf = async (personId: number) =>
    (await db().select().from(deals).where(eq(deals.personId, personId)))[0];

  /** Registers, then the session completed as Stripe would send it (paid). */
  async function buy(eventId: number, email: string) {
    const res = await register(eventId, email);
    const answer = await res.json();
    const order = await orderByUrl(answer.checkoutUrl);
    return {
      answer,
      order,
      completed: stripeEvent("checkout.session.completed", state.fake.pay(sessionOf(order.id).id)),
    };
  }

  return {
    get fake() {
      return state.fake;
    },
    get cookie() {
      return state.cookie;
    },
    register,
    deliver,
    orderOf,
    sessionOf,
    orderByUrl,
    seatsOf,
    mailsTo,
    personOf,
    dealOf,
    buy,
  };
}
