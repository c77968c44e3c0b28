/**
 * The weekly digest and the no-visitors alert (product.md §10.13) on the moved clock: Monday 09:00 in
 * the site's time zone (America/Los_Angeles), the week daylight saving time ends, a catch-up the same
 * day only, once per admin and week across restarts and two instances, the opt-out, the preview.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { digestSends, insightEvents, outbox } from "~/db/schema";
import * as digestApi from "~/routes/api/admin/digest";
import * as previewApi from "~/routes/api/admin/digest.preview";
import { digestPreview, sendDueDigests, sendNoVisitorsAlert } from "~/features/digest/digest.server";
import { saveAssessment } from "~/features/assessments/assessments.server";
import { setClockForTests } from "~/utils/clock.server";
import { siteTimeZone } from "~/utils/dates";
import { adminCookie, createTestAdmin } from "../setup/admin-session";
import { setupTestDatabase } from "../setup/db";
import { callRoute } from "../setup/route";
import { callView } from "../setup/view";
import { validSubmission } from "./assessment-fixture";

setupTestDatabase();

let cookie: string;
let optedOutCookie: string;

const digests = () => db().select().from(outbox).where(eq(outbox.kind, "weekly-digest")).orderBy(outbox.id);
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  expect(siteTimeZone()).toBe("America/Los_Angeles");
  cookie = await adminCookie();
  await createTestAdmin("second@example.com");
  optedOutCookie = await adminCookie("quiet@example.com");
  // The third admin turns the digest off, through the JSON door.
  const off = await callRoute(digestApi, {
    method: "PUT",
    path: "/api/admin/digest",
    body: { enabled: false },
    headers: { cookie: optedOutCookie },
  });
  expect(off.status).toBe(200);
  expect(await off.json()).toEqual({ digestEnabled: false });
});

beforeEach(async () => {
  await db().delete(outbox);
  await db().delete(digestSends);
});
afterEach(() => setClockForTests(undefined));
afterAll(() => setClockForTests(undefined));

describe("the weekly digest", () => {
  it("goes out Monday from 09:00 site time, once per admin and week, to every admin but the one who turned it off", async () => {
    // Monday 2026-11-16: 08:59 PST is 16:59 UTC.
    expect(await sendDueDigests(at("2026-11-16T16:59:00Z"))).toBe(0);
    expect(await sendDueDigests(at("2026-11-16T17:00:00Z"))).toBe(2);
    const sent = await digests();
    expect(sent.map((m) => m.to).sort()).toEqual(["admin@example.com", "second@example.com"]);
    expect(sent[0].subject).toContain("Nov 9 to Nov 15");
    // A restart at 09:00 (the same database, a fresh run): nothing more.
    expect(await sendDueDigests(at("2026-11-16T17:00:30Z"))).toBe(0);
    expect(await sendDueDigests(at("2026-11-16T23:00:00Z"))).toBe(0);
    expect(await digests()).toHaveLength(2);
  });

  it("the week daylight saving time ends: Monday 2026-11-02 09:00 PST is 17:00 UTC, not 16:00", async () => {
    expect(await sendDueDigests(at("2026-11-02T16:30:00Z"))).toBe(0); // 08:30 PST
    expect(await sendDueDigests(at("2026-11-02T17:00:00Z"))).toBe(2);
    const [first] = await digests();
    // The week before: Monday Oct 26 (PDT) to Sunday Nov 1 (the day the clocks went back).
    expect(first.subject).toContain("Oct 26 to Nov 1");
    // And the week it began, in PDT: Monday 2026-10-26 09:00 PDT is 16:00 UTC.
    expect(await sendDueDigests(at("2026-10-26T15:59:00Z"))).toBe(0);
    expect(await sendDueDigests(at("2026-10-26T16:00:00Z"))).toBe(2);
  });

  it("a digest missed while the site was down goes out when it is back the same day, not the day after", async () => {
    // Down all Monday 2026-11-23 until 15:00 PST: it goes out then.
    expect(await sendDueDigests(at("2026-11-23T23:00:00Z"))).toBe(2);
    // Down all Monday 2026-11-30: back on Tuesday, nothing goes out for that week.
    expect(await sendDueDigests(at("2026-12-01T17:00:00Z"))).toBe(0);
    expect(await sendDueDigests(at("2026-12-01T08:30:00Z"))).toBe(0); // Monday 00:30 PST is still Monday…
    expect(await sendDueDigests(at("2026-11-30T16:30:00Z"))).toBe(0); // …but before 09:00
  });

  it("two instances at 09:00 queue one digest per admin between them", async () => {
    const both = await Promise.all([
      sendDueDigests(at("2026-12-07T17:00:05Z")),
      sendDueDigests(at("2026-12-07T17:00:07Z")),
    ]);
    expect(both[0] + both[1]).toBe(2);
    expect(await digests()).toHaveLength(2);
    expect(await db().select().from(digestSends)).toHaveLength(2);
  });

  it("says the week's figures with the change from the week before; an empty week is one line", async () => {
    // The week of Nov 9-15 (PST): one assessment and two visitors; the week before: one visitor.
    setClockForTests(at("2026-11-10T20:00:00Z"));
    await db().execute(sql`update people set follow_up_at = null`);
    const row = await saveAssessment({
      ...validSubmission(),
      attribution: { utm_source: "linkedin" },
    } as never);
    await db().execute(
      sql`update assessment_responses set created_at = '2026-11-10T20:00:00Z' where id = ${row.id}`,
    );
    await db().execute(sql`update people set follow_up_at = '2026-11-12', name = 'Avery Quinn Jones'`);
    await db()
      .insert(insightEvents)
      .values([
        {
          day: "2026-11-10",
          name: "page_view",
          path: "/assessment",
          source: "linkedin",
          visitor: 1,
          createdAt: at("2026-11-10T20:00:00Z"),
        },
        {
          day: "2026-11-11",
          name: "page_view",
          path: "/",
          source: "direct",
          visitor: 2,
          createdAt: at("2026-11-11T20:00:00Z"),
        },
        {
          day: "2026-11-03",
          name: "page_view",
          path: "/",
          source: "direct",
          visitor: 3,
          createdAt: at("2026-11-03T20:00:00Z"),
        },
      ]);
    expect(await sendDueDigests(at("2026-11-16T17:00:00Z"))).toBe(2);
    const [mail] = await digests();
    expect(mail.text).toContain("Visitors: 2 (+100% on 1)");
    expect(mail.text).toContain("Assessments: 1 (up from 0)");
    expect(mail.text).toContain("Leads: 1 (up from 0)");
    expect(mail.text).toContain("Revenue: $0 (no change)");
    expect(mail.text).toContain("1. direct: 1 (no change)");
    expect(mail.text).toContain("2. linkedin: 1 (up from 0)");
    expect(mail.text).toContain("2. /assessment: 1 (up from 0)");
    expect(mail.text).toContain("Follow-ups due (1)");
    expect(mail.text).toContain("Avery Quinn Jones");
    expect(mail.text).toContain("due 2026-11-12");

    // The week of Nov 30 - Dec 6 holds nothing (the follow-up done): one line.
    await db().delete(outbox);
    await db().execute(sql`update people set follow_up_at = null`);
    expect(await sendDueDigests(at("2026-12-07T17:00:00Z"))).toBe(2);
    const [quiet] = await digests();
    expect(quiet.subject).toContain("a quiet week (Nov 30 to Dec 6)");
    expect(quiet.text.split("\n").filter((l) => l.trim() && !/^-+$/.test(l.trim()))[0]).toContain(
      "Nov 30 to Dec 6: no visitors, leads, sales or follow-ups due were counted",
    );
  });
});

describe("the no-visitors alert", () => {
  it("goes when visitors were counted before but none for 24 hours, at most once per 24 hours", async () => {
    await db().delete(insightEvents);
    expect(await sendNoVisitorsAlert(at("2026-11-20T12:00:00Z"))).toBe(0); // none ever counted
    await db()
      .insert(insightEvents)
      .values({
        day: "2026-11-20",
        name: "page_view",
        path: "/",
        source: "direct",
        visitor: 9,
        createdAt: at("2026-11-20T12:00:00Z"),
      });
    expect(await sendNoVisitorsAlert(at("2026-11-21T11:59:00Z"))).toBe(0); // 23:59 later
    expect(await sendNoVisitorsAlert(at("2026-11-21T12:00:00Z"))).toBe(2);
    const alerts = await db().select().from(outbox).where(eq(outbox.kind, "no-visitors-alert"));
    expect(alerts.map((a) => a.to).sort()).toEqual(["admin@example.com", "second@example.com"]);
    expect(alerts[0].text).toContain("Tracking is probably broken");
    // Two instances at once, and again within 24 hours: nothing more.
    const again = await Promise.all([
      sendNoVisitorsAlert(at("2026-11-21T18:00:00Z")),
      sendNoVisitorsAlert(at("2026-11-22T11:59:00Z")),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await sendNoVisitorsAlert(at("2026-11-22T12:00:00Z"))).toBe(2);
  });
});

describe("the preview and the switch", () => {
  it("GET /api/admin/digest/preview answers this week so far; the Security view shows the same", async () => {
    setClockForTests(at("2026-11-18T20:00:00Z")); // Wednesday
    const res = await callRoute(previewApi, { path: "/api/admin/digest/preview", headers: { cookie } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["html", "subject", "text"]);
    expect(body.subject).toContain("Nov 16 to Nov 18");
    expect(body).toEqual(await digestPreview());
    const view = await callView("/admin/security", { cookie });
    if (view instanceof Response) throw new Error(`answered ${view.status}`);
    const data = view.data as { digest: { enabled: boolean; preview: typeof body } };
    expect(data.digest).toEqual({ enabled: true, preview: body });
  });

  it("the Security view's switch turns it off and on; a bad body is a 400", async () => {
    const off = await callView("/admin/security", { cookie, form: { intent: "digest", enabled: "false" } });
    if (off instanceof Response) throw new Error(`answered ${off.status}`);
    expect(off.action).toMatchObject({ ok: true, digestEnabled: false });
    expect(await sendDueDigests(at("2026-12-14T17:00:00Z"))).toBe(1);
    const on = await callRoute(digestApi, {
      method: "PUT",
      path: "/api/admin/digest",
      body: { enabled: true },
      headers: { cookie },
    });
    expect(await on.json()).toEqual({ digestEnabled: true });
    const bad = await callRoute(digestApi, {
      method: "PUT",
      path: "/api/admin/digest",
      body: { enabled: "maybe" },
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
    const get = await callRoute(digestApi, { path: "/api/admin/digest", headers: { cookie } });
    expect(await get.json()).toEqual({ digestEnabled: true });
  });
});
