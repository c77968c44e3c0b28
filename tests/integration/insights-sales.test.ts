/**
 * Booked calls and won work (product.md §10.7) in Insights: booked and closed (and revenue) by
 * first-touch source, campaign and landing page, over a date range, in GET /api/admin/insights and
 * its CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { contactInquiries } from "~/db/schema";
import * as route from "~/routes/api/admin/insights";
import * as csvRoute from "~/routes/api/admin/insights[.csv]";
import * as webhook from "~/routes/api/scheduler.webhook";
import { dayFromNumber, dayNumber } from "~/features/insights/range-schema";
import { changePersonStatus } from "~/features/people/deals.server";
import { recordEvent } from "~/features/insights/events.server";
import { attachToPerson } from "~/features/people/people.server";
import { resetEnvCache } from "~/utils/env.server";
import { siteDay } from "~/utils/dates";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, createTestAdmin } from "../setup/admin-session";
import { SCHEDULER_SECRET, calendlyEvent, inviteeUri, signedHeaders } from "./scheduler-fixture";

setupTestDatabase();

const today = siteDay();
const daysAgo = (n: number) => dayFromNumber(dayNumber(today) - n);
const at = (day: string) => new Date(`${day}T20:00:00Z`);
let cookie: string;
let admin: number;

const deliver = async (body: unknown) => {
  const raw = JSON.stringify(body);
  const res = await callRoute(webhook, {
    path: "/api/scheduler/webhook",
    method: "POST",
    body: raw,
    headers: signedHeaders(raw),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { personId: number };
};
const start = "2026-12-15T18:00:00Z";

beforeAll(async () => {
  process.env.SCHEDULER_WEBHOOK_SECRET = SCHEDULER_SECRET;
  resetEnvCache();
  cookie = await adminCookie();
  admin = await createTestAdmin();
  // Visitors: two from LinkedIn's q4 campaign landing on /consultation, one from Google on /blog.
  for (const ip of ["192.0.2.10", "192.0.2.11"]) {
    await recordEvent(
      { name: "page_view", path: "/consultation", utm_source: "linkedin", utm_campaign: "q4" },
      { clientIp: ip, userAgent: "Mozilla/5.0 Firefox/140.0", site: "localhost", now: at(daysAgo(2)) },
    );
  }
  await recordEvent(
    { name: "page_view", path: "/blog", referrer: "https://www.google.com/" },
    {
      clientIp: "192.0.2.12",
      userAgent: "Mozilla/5.0 Firefox/140.0",
      site: "localhost",
      now: at(daysAgo(2)),
    },
  );

  // Ann: a contact lead from LinkedIn's q4 campaign, books, is closed with $12,500 of cohort program.
  const first = {
    utm_source: "linkedin",
    utm_campaign: "q4",
    landingPage: "/consultation?utm_source=linkedin",
  };
  const ann = await attachToPerson(db(), { email: "ann@example.com", source: "contact", attribution: first });
  await db()
    .insert(contactInquiries)
    .values({
      fullName: "Ann",
      workEmail: "ann@example.com",
      companyName: "Co",
      personId: ann,
      attribution: first,
      createdAt: at(daysAgo(2)),
    });
  const bookedAt = `${daysAgo(1)}T20:00:00.000000Z`;
  await deliver(
    calendlyEvent("invitee.created", { id: "ANN", email: "ann@example.com", start, createdAt: bookedAt }),
  );
  await changePersonStatus(ann, { status: "closed", dealValue: 12500, dealProduct: "cohort_program" }, admin);

  // Bo books under an e-mail the site never saw, carrying the newsletter's UTM; then moves the call.
  const bo = { email: "bo@example.com", createdAt: bookedAt, tracking: { utm_source: "newsletter" } };
  await deliver(calendlyEvent("invitee.created", { id: "BO1", start, ...bo }));
  await deliver(
    calendlyEvent("invitee.canceled", {
      id: "BO1",
      start,
      ...bo,
      rescheduled: true,
      newInvitee: inviteeUri("BO2"),
    }),
  );
  await deliver(calendlyEvent("invitee.created", { id: "BO2", start, ...bo, oldInvitee: inviteeUri("BO1") }));

  // Cy books from Google and cancels for good: not booked.
  const cy = { email: "cy@example.com", createdAt: bookedAt, tracking: { utm_source: "google" } };
  await deliver(calendlyEvent("invitee.created", { id: "CY", start, ...cy }));
  await deliver(calendlyEvent("invitee.canceled", { id: "CY", start, ...cy }));

  // Di booked long ago (outside the range), is closed now without a value.
  const di = await deliver(
    calendlyEvent("invitee.created", {
      id: "DI",
      email: "di@example.com",
      start,
      createdAt: `${daysAgo(200)}T20:00:00.000000Z`,
      tracking: { utm_source: "google" },
    }),
  );
  await changePersonStatus(di.personId, { status: "closed" }, admin);

  // Ed was closed, then reopened: no longer closed.
  const ed = await attachToPerson(db(), {
    email: "ed@example.com",
    source: "contact",
    attribution: { utm_source: "google" },
  });
  await changePersonStatus(ed, { status: "closed", dealValue: 900 }, admin);
  await changePersonStatus(ed, { status: "follow_up" }, admin);
});
afterAll(() => {
  delete process.env.SCHEDULER_WEBHOOK_SECRET;
  resetEnvCache();
});

const range = `?from=${daysAgo(6)}&to=${today}`;
const steps = (visitors: number, leads: number, booked: number, closed: number, revenue: number) => ({
  visitors,
  leads,
  booked,
  closed,
  revenue,
  // product.md §10.14: these deals' values were typed by hand (no card payment, no invoice).
  cardRevenue: 0,
  invoiceRevenue: 0,
  typedRevenue: revenue,
});

describe("the sales funnel in Insights", () => {
  it("counts booked, closed and revenue in total and on every source and campaign row", async () => {
    const res = await callRoute(route, { path: `/api/admin/insights${range}`, headers: { cookie } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ visitors: 3, leads: 1, booked: 2, closed: 2, revenue: 12500 });
    expect(body.referrers).toEqual([
      { source: "linkedin", ...steps(2, 1, 1, 1, 12500) },
      { source: "google.com", ...steps(1, 0, 0, 0, 0) },
      { source: "google", ...steps(0, 0, 0, 1, 0) },
      { source: "newsletter", ...steps(0, 0, 1, 0, 0) },
    ]);
    expect(body.campaigns).toEqual([{ campaign: "q4", ...steps(2, 1, 1, 1, 12500) }]);
    expect(body.landingPages).toEqual([
      { page: "/consultation", ...steps(2, 1, 1, 1, 12500) },
      { page: "/blog", ...steps(1, 0, 0, 0, 0) },
    ]);
  });

  it("counts only what falls in the range", async () => {
    const old = `?from=${daysAgo(300)}&to=${daysAgo(100)}`;
    const body = await (
      await callRoute(route, { path: `/api/admin/insights${old}`, headers: { cookie } })
    ).json();
    // Di's booking, 200 days ago; her close is today, outside this range.
    expect(body).toMatchObject({ booked: 1, closed: 0, revenue: 0 });
    expect(body.referrers).toEqual([{ source: "google", ...steps(0, 0, 1, 0, 0) }]);
  });

  it("exports the same columns as CSV", async () => {
    const res = await callRoute(csvRoute, { path: `/api/admin/insights.csv${range}`, headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "from,to,dimension,value,visitors,leads,lead_rate,booked,booked_per_lead,closed,closed_per_booked,revenue_usd,card_usd,invoices_usd,typed_usd",
    );
    const d = `${daysAgo(6)},${today}`;
    expect(lines.slice(1)).toEqual([
      `${d},source,linkedin,2,1,0.5,1,1,1,1,12500.00,0.00,0.00,12500.00`,
      `${d},source,google.com,1,0,0,0,,0,,0.00,0.00,0.00,0.00`,
      `${d},source,google,0,0,,0,,1,,0.00,0.00,0.00,0.00`,
      `${d},source,newsletter,0,0,,1,,0,0,0.00,0.00,0.00,0.00`,
      `${d},campaign,q4,2,1,0.5,1,1,1,1,12500.00,0.00,0.00,12500.00`,
      `${d},landing_page,/consultation,2,1,0.5,1,1,1,1,12500.00,0.00,0.00,12500.00`,
      `${d},landing_page,/blog,1,0,0,0,,0,,0.00,0.00,0.00,0.00`,
      `${d},total,,3,1,0.3333,2,2,2,1,12500.00,0.00,0.00,12500.00`,
    ]);
  });

  it("refuses a bad range with 400", async () => {
    const res = await callRoute(csvRoute, {
      path: "/api/admin/insights.csv?from=2026-13-01&to=2026-12-01",
      headers: { cookie },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/from/);
  });
});
