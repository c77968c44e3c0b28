/**
 * Certificates of completion (product.md §10.18, decision 0108): after a program's last session, on
 * the project's clock, once across runs, to the seats at or over the threshold only; the public page
 * and JSON; the PDF saying what the page says; revocation; "Issue now"; the person's timeline.
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { db } from "~/db/client.server";
import { certificates, eventRegistrations, outbox } from "~/db/schema";
import "~/background-jobs.server"; // registers the certificate's renderer with the outbox, as at start
import * as eventsApi from "~/routes/api/admin/events";
import * as attendanceApi from "~/routes/api/admin/events.$id.sessions.$number.attendance";
import * as eventCertificatesApi from "~/routes/api/admin/events.$id.certificates";
import * as revokeApi from "~/routes/api/admin/certificates.$code.revoke";
import * as certificateApi from "~/routes/api/certificates.$code";
import { registerForEvent } from "~/features/events/registrations.server";
import {
  certificatePdf,
  issueDueCertificates,
  ISSUE_AFTER_MS,
} from "~/features/certificates/certificates.server";
import { getPerson } from "~/features/person-record/record.server";
import { setClockForTests } from "~/utils/clock.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { setupHttpApp } from "../setup/http-app";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();
const http = setupHttpApp();
afterEach(() => setClockForTests(undefined));
afterAll(() => setClockForTests(undefined));

const DAY = 86400_000;
const base = Math.floor(Date.now() / 60_000) * 60_000 + 2 * DAY;
const starts = [0, 1, 2, 3].map((w) => new Date(base + w * 7 * DAY));
const lastEnd = starts[3].getTime() + 60 * 60_000;
const program = {
  title: "The Four-Week Finance Sprint",
  slug: "finance-sprint",
  summary: "Four weekly hours.",
  timeZone: "America/Los_Angeles",
  capacity: 10,
  host: "Jordan Ellis, Founder & Lead Facilitator",
  published: true,
  sessions: starts.map((d) => ({ startsAt: d.toISOString(), durationMinutes: 60 })),
};
const people = ["full", "most", "half", "none"].map((n) => ({
  name: `${n} Person`,
  email: `${n}@sprint.example.com`,
}));

const as = async (mod: Parameters<typeof callRoute>[0], path: string, method = "GET", body?: unknown) =>
  callRoute(mod, { path, method, body, headers: { cookie: await adminCookie() } });
const normalize = (s: string) => s.replace(/\s+/g, " ").trim();

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes });
  try {
    return normalize((await parser.getText()).text.replace(/-- \d+ of \d+ --/g, " "));
  } finally {
    await parser.destroy();
  }
}

/** The words of the page's <main>, as a reader sees them. */
const pageText = (html: string) =>
  normalize(
    html
      .slice(html.indexOf("<main"), html.indexOf("</main>"))
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&"),
  );

describe("certificates of completion", () => {
  let id: number;
  let regs: Array<typeof eventRegistrations.$inferSelect>;

  it("issues one to each attendee at or over the threshold, once, after the last session", async () => {
    const created = await as(eventsApi, "/api/admin/events", "POST", program);
    expect(created.status).toBe(201);
    id = (await created.json()).id;
    for (const p of people)
      expect(await registerForEvent({ ...p, eventId: id })).toEqual({ place: "confirmed" });
    regs = await db()
      .select()
      .from(eventRegistrations)
      .where(
        inArray(
          eventRegistrations.email,
          people.map((p) => p.email),
        ),
      )
      .orderBy(eventRegistrations.id);
    // 4 sessions: the default threshold is all but one, 3. full 4, most 3, half 2, none 0.
    const plan = [4, 3, 2, 0];
    for (const [i, r] of regs.entries())
      for (let n = 1; n <= 4; n++) {
        const res = await as(attendanceApi, `/api/admin/events/${id}/sessions/${n}/attendance`, "PUT", {
          registrationId: r.id,
          attended: n <= plan[i],
        });
        expect(res.status).toBe(200);
      }
    setClockForTests(new Date(lastEnd - 60_000));
    expect(await issueDueCertificates()).toBe(0); // the last session still runs
    setClockForTests(new Date(lastEnd + ISSUE_AFTER_MS - 60_000));
    expect(await issueDueCertificates()).toBe(0); // its marks still being made
    setClockForTests(new Date(lastEnd + ISSUE_AFTER_MS + 60_000)); // within the hour after the end
    const runs = await Promise.all([issueDueCertificates(), issueDueCertificates()]); // two instances
    expect(runs[0] + runs[1]).toBe(2);
    expect(await issueDueCertificates()).toBe(0); // a restart: nothing more
    const issued = await db().select().from(certificates).where(eq(certificates.eventId, id));
    expect(issued.map((c) => [c.name, c.sessionsAttended]).sort()).toEqual([
      ["full Person", 4],
      ["most Person", 3],
    ]);
    const mails = await db().select().from(outbox).where(eq(outbox.kind, "certificate"));
    expect(mails.map((m) => m.to).sort()).toEqual(["full@sprint.example.com", "most@sprint.example.com"]);
    expect(mails[0].attachments[0]).toMatchObject({
      contentType: "application/pdf",
      render: { kind: "certificate" },
    });
  }, 120_000);

  it("shows the certificate on its public page (noindex, no e-mail) and as JSON; the PDF says the same", async () => {
    const [c] = await db().select().from(certificates).where(eq(certificates.name, "full Person"));
    const json = await (await callRoute(certificateApi, { path: `/api/certificates/${c.code}` })).json();
    expect(json).toEqual({
      code: c.code,
      name: "full Person",
      program: program.title,
      startDate: new Intl.DateTimeFormat("en-CA", { timeZone: program.timeZone }).format(starts[0]),
      endDate: new Intl.DateTimeFormat("en-CA", { timeZone: program.timeZone }).format(starts[3]),
      sessionsAttended: 4,
      sessions: 4,
      issuedAt: c.issuedAt.toISOString(),
      revokedAt: null,
    });
    const page = await fetch(`${http.base}/certificates/${c.code}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).not.toContain("@sprint.example.com");
    const onPage = pageText(html);
    expect(onPage).toContain("This certifies that full Person completed The Four-Week Finance Sprint.");
    expect(onPage).toContain("Sessions attended 4 of 4");
    const inPdf = await pdfText(new Uint8Array((await certificatePdf(c.code))!));
    // Every fact of the page, in the PDF, in the same words.
    expect(inPdf.replace(/: /g, " ")).toBe(onPage);
    expect((await fetch(`${http.base}/certificates/0000-0000-0000`)).status).toBe(404);
    expect((await callRoute(certificateApi, { path: "/api/certificates/not-a-code" })).status).toBe(404);
  });

  it("revokes a certificate: the page and JSON say so, a second revoke is 409, an unknown code 404", async () => {
    const [c] = await db().select().from(certificates).where(eq(certificates.name, "most Person"));
    const res = await as(revokeApi, `/api/admin/certificates/${c.code}/revoke`, "POST");
    expect(res.status).toBe(200);
    const revokedAt = (await res.json()).revokedAt as string;
    expect(revokedAt).toEqual(expect.any(String));
    expect((await as(revokeApi, `/api/admin/certificates/${c.code}/revoke`, "POST")).status).toBe(409);
    expect((await as(revokeApi, `/api/admin/certificates/AAAA-BBBB-CCCC/revoke`, "POST")).status).toBe(404);
    const day = new Date(revokedAt).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "America/Los_Angeles",
    });
    const html = await (await fetch(`${http.base}/certificates/${c.code}`)).text();
    expect(pageText(html)).toContain(`This certificate was revoked on ${day}.`);
    const json = await (await callRoute(certificateApi, { path: `/api/certificates/${c.code}` })).json();
    expect(json.revokedAt).toBe(revokedAt);
  });

  it("issues one now for a seat (201), lists the program's certificates, refuses bad input storing nothing", async () => {
    const before = (await db().select().from(certificates)).length;
    const post = (body: unknown, event = id) =>
      as(eventCertificatesApi, `/api/admin/events/${event}/certificates`, "POST", body);
    expect((await post({ registrationId: 999999 })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ registrationId: regs[2].id }, 999999)).status).toBe(404);
    expect((await post({ registrationId: regs[0].id })).status).toBe(409); // has one
    expect((await db().select().from(certificates)).length).toBe(before);
    const now = await post({ registrationId: regs[2].id });
    expect(now.status).toBe(201);
    expect(await now.json()).toMatchObject({ name: "half Person", sessionsAttended: 2, sessions: 4 });
    const list = await (await as(eventCertificatesApi, `/api/admin/events/${id}/certificates`)).json();
    expect(
      list.map((c: { name: string; revokedAt: string | null }) => [c.name, c.revokedAt !== null]),
    ).toEqual([
      ["full Person", false],
      ["most Person", true],
      ["half Person", false],
    ]);
    expect(
      (await db().select().from(outbox).where(eq(outbox.to, "half@sprint.example.com"))).map((m) => m.kind),
    ).toContain("certificate");
  });

  it("puts the sessions attended and the certificates on the person's timeline", async () => {
    const kinds = (await getPerson(regs[1].personId))!.timeline.map((e) => e.kind);
    expect(kinds.filter((k) => k === "session-attendance")).toHaveLength(4);
    expect(kinds).toContain("certificate");
    expect(kinds).toContain("certificate-revoked");
  });
});
