/**
 * POST /api/scheduler/webhook (product.md §10.7): Calendly's signed invitee.created / invitee.canceled
 * events, with payloads of Calendly's documented v2 shape, on a fresh database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { bookings, people } from "~/db/schema";
import * as webhook from "~/routes/api/scheduler.webhook";
import * as onePerson from "~/routes/api/admin/people.$id";
import { attachToPerson } from "~/features/people/people.server";
import { setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { SCHEDULER_SECRET, calendlyEvent, inviteeUri, signedHeaders } from "./scheduler-fixture";

setupTestDatabase();

const NOW = new Date("2026-11-25T18:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const PATH = "/api/scheduler/webhook";

const deliver = (
  body: unknown,
  opts: { secret?: string; at?: number; headers?: Record<string, string> } = {},
) => {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  return callRoute(webhook, {
    path: PATH,
    method: "POST",
    body: raw,
    headers: { ...signedHeaders(raw, { secret: opts.secret, at: opts.at ?? NOW_S }), ...opts.headers },
  });
};
const tally = async () => ({
  bookings: (await db().select({ n: count() }).from(bookings))[0].n,
  people: (await db().select({ n: count() }).from(people))[0].n,
});
const personByEmail = async (email: string) =>
  (await db().select().from(people).where(eq(people.email, email)))[0];
let cookie: string;
const personApi = async (id: number) =>
  (await callRoute(onePerson, { path: `/api/admin/people/${id}`, headers: { cookie } })).json();

beforeAll(async () => {
  cookie = await adminCookie();
});
beforeEach(() => {
  process.env.SCHEDULER_WEBHOOK_SECRET = SCHEDULER_SECRET;
  resetEnvCache();
  setClockForTests(NOW);
});
afterAll(() => {
  delete process.env.SCHEDULER_WEBHOOK_SECRET;
  resetEnvCache();
  setClockForTests(undefined);
});

describe("POST /api/scheduler/webhook", () => {
  it("answers 404 and stores nothing while SCHEDULER_WEBHOOK_SECRET is unset", async () => {
    delete process.env.SCHEDULER_WEBHOOK_SECRET;
    resetEnvCache();
    const before = await tally();
    const body = calendlyEvent("invitee.created", {
      id: "X404",
      email: "nobody@example.com",
      start: "2026-12-01T18:00:00Z",
    });
    const res = await deliver(body);
    expect(res.status).toBe(404);
    expect((await callRoute(webhook, { path: PATH })).status).toBe(404);
    expect(await tally()).toEqual(before);
  });

  it("records a valid invitee.created: a new person, the call, the answers, and the UTM as their source", async () => {
    const body = calendlyEvent("invitee.created", {
      id: "A1",
      email: "Robin.Reyes@Example.com",
      name: "Robin Reyes",
      start: "2026-12-01T18:00:00.000000Z",
      tracking: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "q4-leaders" },
    });
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: true, outcome: "created" });

    const person = await personByEmail("robin.reyes@example.com");
    expect(person).toMatchObject({ name: "Robin Reyes", sources: ["booking"] });
    expect(person.attribution).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "q4-leaders",
    });
    const [row] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.inviteeUri, inviteeUri("A1")));
    expect(row).toMatchObject({
      personId: person.id,
      status: "scheduled",
      eventName: "30 Minute Strategy Session",
      // How the client joins and manages it (docs/product/account.md).
      joinUrl: "https://zoom.us/j/123",
      locationType: "zoom",
      location: null,
      cancelUrl: "https://calendly.com/cancellations/INA1",
      rescheduleUrl: "https://calendly.com/reschedulings/INA1",
      answers: [
        { question: "What would you like to discuss?", answer: "Our managers cannot read a P&L" },
        { question: "How many people on your team?", answer: "40" },
      ],
    });
    expect(row.startsAt.toISOString()).toBe("2026-12-01T18:00:00.000Z");
    expect(row.endsAt.toISOString()).toBe("2026-12-01T18:30:00.000Z");

    const api = await personApi(person.id);
    const entry = api.timeline.find((e: { kind: string }) => e.kind === "booking");
    expect(entry).toMatchObject({
      kind: "booking",
      startsAt: "2026-12-01T18:00:00.000Z",
      status: "scheduled",
      eventName: "30 Minute Strategy Session",
    });
    expect(api.nextCallAt).toBe("2026-12-01T18:00:00.000Z");
  });

  it("refuses a bad signature with 401 and stores nothing", async () => {
    const before = await tally();
    const body = calendlyEvent("invitee.created", {
      id: "B1",
      email: "forged@example.com",
      start: "2026-12-02T18:00:00Z",
    });
    const wrongKey = await deliver(body, { secret: "another-signing-key-0123456789" });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toEqual({ error: "The signature does not match." });
    // Signed, then altered on the way: the raw body no longer matches.
    const raw = JSON.stringify(body);
    const tampered = await callRoute(webhook, {
      path: PATH,
      method: "POST",
      body: raw.replace("forged@example.com", "victim@example.com"),
      headers: signedHeaders(raw, { at: NOW_S }),
    });
    expect(tampered.status).toBe(401);
    const unsigned = await callRoute(webhook, { path: PATH, method: "POST", body: raw });
    expect(unsigned.status).toBe(401);
    const malformed = await deliver(body, { headers: { "calendly-webhook-signature": "t=abc,v1=zz" } });
    expect(malformed.status).toBe(401);
    expect(await tally()).toEqual(before);
    expect(await personByEmail("forged@example.com")).toBeUndefined();
  });

  it("refuses a timestamp more than 5 minutes off (either way) with 401, and accepts one within", async () => {
    const before = await tally();
    const body = calendlyEvent("invitee.created", {
      id: "C1",
      email: "stale@example.com",
      start: "2026-12-03T18:00:00Z",
    });
    const stale = await deliver(body, { at: NOW_S - 301 });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ error: "The signature's timestamp is more than 5 minutes off." });
    expect((await deliver(body, { at: NOW_S + 301 })).status).toBe(401);
    expect(await tally()).toEqual(before);
    expect((await deliver(body, { at: NOW_S - 299 })).status).toBe(200);
  });

  it("changes nothing on a replay", async () => {
    const body = calendlyEvent("invitee.created", {
      id: "D1",
      email: "replay@example.com",
      start: "2026-12-04T18:00:00Z",
    });
    expect((await (await deliver(body)).json()).outcome).toBe("created");
    const person = await personByEmail("replay@example.com");
    const before = await tally();
    setClockForTests(new Date(NOW.getTime() + 60_000));
    const again = await deliver(body, { at: NOW_S + 60 });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "unchanged" });
    expect(await tally()).toEqual(before);
    expect((await personByEmail("replay@example.com")).lastActivityAt).toEqual(person.lastActivityAt);
  });

  it("marks the booking cancelled on a cancel after the create, once", async () => {
    const created = calendlyEvent("invitee.created", {
      id: "E1",
      email: "cancel@example.com",
      start: "2026-12-05T18:00:00Z",
    });
    await deliver(created);
    const canceled = calendlyEvent("invitee.canceled", {
      id: "E1",
      email: "cancel@example.com",
      start: "2026-12-05T18:00:00Z",
    });
    expect(await (await deliver(canceled)).json()).toMatchObject({ outcome: "canceled" });
    expect(await (await deliver(canceled)).json()).toMatchObject({ outcome: "unchanged" });
    const [row] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.inviteeUri, inviteeUri("E1")));
    expect(row).toMatchObject({ status: "canceled", cancelReason: "Conflict", rescheduledTo: null });
    const person = await personByEmail("cancel@example.com");
    const api = await personApi(person.id);
    const calls = api.timeline.filter((e: { kind: string }) => e.kind === "booking");
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ status: "canceled", startsAt: "2026-12-05T18:00:00.000Z" });
    expect(api.nextCallAt).toBeNull();
    // A create delivered late (after its cancel) does not reopen it.
    expect(await (await deliver(created)).json()).toMatchObject({ outcome: "unchanged" });
  });

  it("reads a reschedule (cancel with rescheduled: true, then a create) as one moved call", async () => {
    const email = "moved@example.com";
    await deliver(calendlyEvent("invitee.created", { id: "F1", email, start: "2026-12-07T18:00:00Z" }));
    const cancelOld = calendlyEvent("invitee.canceled", {
      id: "F1",
      email,
      start: "2026-12-07T18:00:00Z",
      rescheduled: true,
      newInvitee: inviteeUri("F2"),
    });
    expect(await (await deliver(cancelOld)).json()).toMatchObject({ outcome: "canceled" });
    const createNew = calendlyEvent("invitee.created", {
      id: "F2",
      email,
      start: "2026-12-09T19:30:00Z",
      oldInvitee: inviteeUri("F1"),
    });
    expect(await (await deliver(createNew)).json()).toMatchObject({ outcome: "created" });

    const person = await personByEmail(email);
    const api = await personApi(person.id);
    const calls = api.timeline.filter((e: { kind: string }) => e.kind === "booking");
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      status: "scheduled",
      startsAt: "2026-12-09T19:30:00.000Z",
      movedFrom: "2026-12-07T18:00:00.000Z",
    });
    expect(api.nextCallAt).toBe("2026-12-09T19:30:00.000Z");
  });

  it("reads a reschedule whose create arrives before the cancel as one moved call too", async () => {
    const email = "early@example.com";
    await deliver(calendlyEvent("invitee.created", { id: "G1", email, start: "2026-12-10T18:00:00Z" }));
    await deliver(
      calendlyEvent("invitee.created", {
        id: "G2",
        email,
        start: "2026-12-11T18:00:00Z",
        oldInvitee: inviteeUri("G1"),
      }),
    );
    const late = await deliver(
      calendlyEvent("invitee.canceled", {
        id: "G1",
        email,
        start: "2026-12-10T18:00:00Z",
        rescheduled: true,
        newInvitee: inviteeUri("G2"),
      }),
    );
    expect(await late.json()).toMatchObject({ outcome: "unchanged" });
    const api = await personApi((await personByEmail(email)).id);
    const calls = api.timeline.filter((e: { kind: string }) => e.kind === "booking");
    expect(calls).toEqual([
      expect.objectContaining({
        status: "scheduled",
        startsAt: "2026-12-11T18:00:00.000Z",
        movedFrom: "2026-12-10T18:00:00.000Z",
      }),
    ]);
  });

  it("attaches to a known person by e-mail, keeping their first-touch source and name rules", async () => {
    const personId = await attachToPerson(db(), {
      email: "known@example.com",
      source: "newsletter",
      attribution: { utm_source: "google", landingPage: "/blog" },
    });
    await deliver(
      calendlyEvent("invitee.created", {
        id: "H1",
        email: " KNOWN@example.com",
        name: "Kim Known",
        start: "2026-12-12T18:00:00Z",
        tracking: { utm_source: "linkedin" },
      }),
    );
    const person = await personByEmail("known@example.com");
    expect(person.id).toBe(personId);
    expect(person.sources).toEqual(["newsletter", "booking"]);
    expect(person.name).toBe("Kim Known");
    // First touch stays; the booking keeps the UTM it carried.
    expect(person.attribution).toEqual({ utm_source: "google", landingPage: "/blog" });
    const [row] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.inviteeUri, inviteeUri("H1")));
    expect(row.tracking).toEqual({ utm_source: "linkedin" });
  });

  it("keeps a place's text, and a video link still being made as none", async () => {
    const inPerson = calendlyEvent("invitee.created", {
      id: "K1",
      email: "place@example.com",
      start: "2026-12-14T18:00:00Z",
      location: {
        type: "physical",
        location: "  1 World Trade Center, 85th floor  ",
        additional_info: "Ask at desk",
      },
    });
    expect((await deliver(inPerson)).status).toBe(200);
    const processing = calendlyEvent("invitee.created", {
      id: "K2",
      email: "place@example.com",
      start: "2026-12-15T18:00:00Z",
      location: { type: "google_conference", status: "processing", join_url: null },
    });
    expect((await deliver(processing)).status).toBe(200);
    const rows = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.personId, (await personByEmail("place@example.com")).id))
      .orderBy(bookings.startsAt);
    expect(rows.map((r) => [r.locationType, r.location, r.joinUrl])).toEqual([
      ["physical", "1 World Trade Center, 85th floor", null],
      ["google_conference", null, null],
    ]);
  });

  it("records the booking but drops a link that is not http(s), too long or no URL, and odd location values", async () => {
    const long = `https://zoom.us/j/1?pwd=${"a".repeat(2000)}`;
    const cases = [
      {
        location: { type: "zoom", join_url: "javascript:alert(document.cookie)" },
        cancelUrl: "data:text/html,<script>alert(1)</script>",
        rescheduleUrl: long,
      },
      {
        location: { type: "zoom", join_url: long, location: "x".repeat(501) },
        cancelUrl: "ftp://calendly.com/cancellations/X",
        rescheduleUrl: { href: "https://calendly.com/reschedulings/X" },
      },
      {
        location: { type: 42, join_url: "https://evil_host.example/j", location: "Room\u0000 4" },
        cancelUrl: "not a url",
        rescheduleUrl: "//calendly.com/reschedulings/X",
      },
      {
        location: { type: "zoom", join_url: "https://zoom.us:8/j/1" },
        cancelUrl: "https://10.0.0.1/cancellations/X",
        rescheduleUrl: "http://localhost/reschedulings/X",
      },
      { location: "Zoom", cancelUrl: 12, rescheduleUrl: null },
      { location: ["zoom"], cancelUrl: "", rescheduleUrl: "   " },
    ];
    for (const [i, odd] of cases.entries()) {
      const id = `L${i}`;
      const res = await deliver(
        calendlyEvent("invitee.created", {
          id,
          email: "odd@example.com",
          start: "2026-12-16T18:00:00Z",
          ...odd,
        }),
      );
      expect(res.status, JSON.stringify(odd).slice(0, 80)).toBe(200);
      const [row] = await db()
        .select()
        .from(bookings)
        .where(eq(bookings.inviteeUri, inviteeUri(id)));
      expect(row, id).toMatchObject({
        status: "scheduled",
        joinUrl: null,
        location: null,
        cancelUrl: null,
        rescheduleUrl: null,
      });
    }
    // A kind that is text keeps its name; a link with odd spelling is kept as its normal form.
    await deliver(
      calendlyEvent("invitee.created", {
        id: "L9",
        email: "odd@example.com",
        start: "2026-12-17T18:00:00Z",
        location: { type: "zoom", join_url: " HTTPS://Zoom.US/j/9?pwd=a b " },
      }),
    );
    const [kept] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.inviteeUri, inviteeUri("L9")));
    expect(kept).toMatchObject({ locationType: "zoom", joinUrl: "https://zoom.us/j/9?pwd=a%20b" });
  });

  it("answers bad JSON and a wrong shape with 400 and a clear error, storing nothing", async () => {
    const before = await tally();
    const badJson = await deliver("{not json");
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: "The request body is not valid JSON." });

    const noEmail = calendlyEvent("invitee.created", {
      id: "J1",
      email: "not-an-email",
      start: "2026-12-13T18:00:00Z",
    });
    const res = await deliver(noEmail);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.error).toMatch(/payload\.email/);
    expect(answer.fields["payload.email"]).toBe("payload.email must be an e-mail address");

    const noEvent = calendlyEvent("invitee.created", {
      id: "J2",
      email: "shape@example.com",
      start: "2026-12-13T18:00:00Z",
    });
    const { scheduled_event: _, ...withoutEvent } = noEvent.payload;
    const missing = await deliver({ ...noEvent, payload: withoutEvent });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields["payload.scheduled_event"]).toBe(
      "payload.scheduled_event is required",
    );

    for (const body of ["null", "[]", "42", '{"event":"invitee.created"}']) {
      const r = await deliver(body);
      expect(r.status, body).toBe(400);
      expect(typeof (await r.json()).error).toBe("string");
    }
    expect(await tally()).toEqual(before);
  });

  it("acknowledges other event kinds without storing anything", async () => {
    const before = await tally();
    const res = await deliver({ event: "routing_form_submission.created", payload: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, ignored: "routing_form_submission.created" });
    expect(await tally()).toEqual(before);
  });

  it("answers GET with 405", async () => {
    expect((await callRoute(webhook, { path: PATH })).status).toBe(405);
  });
});
