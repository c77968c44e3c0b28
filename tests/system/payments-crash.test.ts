import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { eventRegistrations, outbox, paymentOrders, stripeEvents } from "~/db/schema";
import { deliver, event as stripeEvent, startFakeStripe, type FakeStripe } from "../mocks/stripe";
import { kill9, startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * Decision 0096's exactly-once under a crash: the real built server receives a signed
 * checkout.session.completed that arrives after its hold expired with the seat taken, so it refunds
 * inside the webhook's transaction; the fake Stripe never answers that refund call, and the server is
 * killed with SIGKILL while waiting (the event received, not answered, its transaction open). Restarted
 * on the same database, Stripe's retry of the same event takes effect once: one refund (one
 * Idempotency-Key), one e-mail, one row in stripe_events; a further retry changes nothing.
 */

const ADMIN = { email: "payments-admin@example.com", password: "payments-admin-password-123" };
const SECRET = "whsec_system_payments_0123456789";
const PRICE = 49_500;

let fake: FakeStripe | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await kill9(server);
  await fake?.close();
});

const json = { "content-type": "application/json", "x-forwarded-for": "10.90.0.1" };
let ip = 0;
const register = (s: ServerProcess, email: string, eventId: number) =>
  fetch(`${s.url}/api/leads`, {
    method: "POST",
    headers: { ...json, "x-forwarded-for": `10.91.0.${++ip}` },
    body: JSON.stringify({ name: "Pay Er", email, leadType: "webinar", eventId }),
  });

describe("a Stripe webhook cut off by SIGKILL", () => {
  it("takes effect once when Stripe retries it after the restart (PGlite)", async () => {
    fake = await startFakeStripe();
    const dataDir = tempDir("payments-crash-");
    const databaseUrl = path.join(dataDir, "pglite");
    const env = {
      TRUST_PROXY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: "sk_test_system_0123456789",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: fake.base,
    };
    server = await startServer({ databaseUrl, dataDir, env });
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const made = await fetch(`${server.url}/api/admin/events`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({
        title: "Crash Workshop",
        slug: "crash-workshop",
        summary: "One seat.",
        startsAt: new Date(Math.floor((Date.now() + 10 * 86_400_000) / 60_000) * 60_000).toISOString(),
        timeZone: "America/Los_Angeles",
        durationMinutes: 120,
        capacity: 1,
        host: "Jordan Ellis",
        priceCents: PRICE,
        published: true,
      }),
    });
    expect(made.status).toBe(201);
    const eventId = (await made.json()).id as number;
    const hook = () => `${server!.url}/api/payments/stripe/webhook`;
    const sessionBy = async (res: Response) => {
      const { checkoutUrl } = await res.json();
      return [...fake!.sessions.values()].find((s) => s.url === checkoutUrl)!;
    };

    // A holds the seat, lets it expire; B buys it.
    const a = await sessionBy(await register(server, "a@example.com", eventId));
    expect(
      (await deliver(hook(), SECRET, stripeEvent("checkout.session.expired", { ...a, status: "expired" })))
        .status,
    ).toBe(200);
    const b = await sessionBy(await register(server, "b@example.com", eventId));
    expect(
      (await deliver(hook(), SECRET, stripeEvent("checkout.session.completed", fake.pay(b.id)))).status,
    ).toBe(200);

    // A's payment completes late: the server refunds it, and Stripe's refund call never answers.
    const late = stripeEvent("checkout.session.completed", fake.pay(a.id));
    const refundCalled = fake.hangNext("POST", "/v1/refunds");
    const cut = deliver(hook(), SECRET, late).then(
      (r) => r.status,
      () => "cut off" as const,
    );
    await refundCalled;
    await kill9(server);
    expect(await cut).toBe("cut off");

    server = await startServer({ databaseUrl, dataDir, env });
    const retry = await deliver(hook(), SECRET, late);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ applied: true, effect: "late, no seat: refunded" });
    expect(await (await deliver(hook(), SECRET, late)).json()).toMatchObject({ applied: false });
    await server.stop();
    server = undefined;

    const refunds = fake.callsTo("/v1/refunds");
    expect(refunds.length).toBe(2); // the one cut off, and the retry's
    expect(new Set(refunds.map((c) => c.idempotencyKey)).size).toBe(1);
    const conn = await openDatabase(databaseUrl);
    try {
      const db = conn.db;
      expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, late.id))).toHaveLength(1);
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.email, "a@example.com"));
      expect(order).toMatchObject({ status: "refunded", paidCents: PRICE, refundedCents: PRICE });
      expect(
        await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, "a@example.com"), eq(outbox.kind, "payment-late-refund"))),
      ).toHaveLength(1);
      const seats = await db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")));
      expect(seats.map((s) => s.email)).toEqual(["b@example.com"]);
    } finally {
      await conn.close();
    }
  }, 600_000);
});
