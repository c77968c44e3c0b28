import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { db } from "~/db/client.server";
import {
  blogPosts,
  newsletterClicks,
  newsletterDeliveries,
  newsletterIssues,
  newsletterLinks,
  newsletterSubscribers,
  outbox,
  people,
} from "~/db/schema";
import * as confirmRoute from "~/routes/newsletter-confirm";
import * as clickRoute from "~/routes/newsletter-click";
import * as unsubscribeRoute from "~/routes/unsubscribe";
import * as subscribeRoute from "~/routes/api/newsletter-subscribe";
import * as eventsRoute from "~/routes/api/email-events";
import * as importRoute from "~/routes/api/admin/newsletter.import";
import * as issuesRoute from "~/routes/api/admin/newsletter.issues";
import * as issueRoute from "~/routes/api/admin/newsletter.issues.$id";
import * as sendRoute from "~/routes/api/admin/newsletter.issues.$id.send";
import * as testRoute from "~/routes/api/admin/newsletter.issues.$id.[test]";
import * as subscribersRoute from "~/routes/api/admin/newsletter-subscribers";
import { getPerson } from "~/features/person-record/record.server";
import { runNewsletterOnce } from "~/features/newsletter/delivery.server";
import { runOutboxOnce } from "~/services/outbox-worker.server";
import { setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { startTestSmtpServer } from "../mocks/smtp";
import { adminCookie } from "../setup/admin-session";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";

setupTestDatabase();

const SECRET = "test-webhook-secret-0123456789";
let cookie: string;
type Smtp = Awaited<ReturnType<typeof startTestSmtpServer>>;
let smtp: Smtp | undefined;

function useEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

/** A header of a raw received message (unfolded). */
const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];
};
/** A quoted-printable body made readable enough to search. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

const stateOf = async (email: string) =>
  (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.state;

async function confirmedSubscriber(email: string) {
  const [p] = await db()
    .insert(people)
    .values({ email, sources: ["newsletter"] })
    .returning();
  const [s] = await db()
    .insert(newsletterSubscribers)
    .values({ email, personId: p.id, state: "confirmed", confirmedAt: new Date() })
    .returning();
  return s;
}

async function answer(res: Response) {
  const json = await res.json();
  if (json?.type === "DataWithResponseInit") return { status: json.init?.status ?? 200, data: json.data };
  return { status: res.status, data: json };
}

const admin = (
  mod: Parameters<typeof callRoute>[0],
  path: string,
  body?: unknown,
  method?: string,
  headers = {},
) => callRoute(mod, { path, body, method, headers: { cookie, ...headers } });

beforeEach(async () => {
  cookie ??= await adminCookie();
  await db().delete(newsletterIssues);
  await db().delete(newsletterSubscribers);
  await db().delete(outbox);
});

afterEach(async () => {
  setClockForTests(undefined);
  await smtp?.close();
  smtp = undefined;
  useEnv({ SMTP_URL: undefined, EMAIL_WEBHOOK_SECRET: undefined, NEWSLETTER_RATE_PER_MINUTE: undefined });
});

afterAll(() => useEnv({ SMTP_URL: undefined }));

describe("double opt-in", () => {
  const subscribe = (email: string) =>
    callRoute(subscribeRoute, { method: "POST", path: "/api/newsletter-subscribe", body: { email } });

  it("a new address is pending until the confirmation page's button (a POST) is pressed; a GET confirms nothing", async () => {
    const res = await subscribe("new@example.com");
    expect(await res.json()).toEqual({
      ok: true,
      message:
        "You've been subscribed to our newsletter. Please confirm your subscription from the e-mail we just sent you.",
    });
    expect(await stateOf("new@example.com")).toBe("pending");
    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-confirmation"));
    const link = mail.text.match(/http:\/\/localhost:3000\/newsletter\/confirm\?token=([a-f0-9]+)/)!;
    expect(mail.html).toContain(`href="${link[0]}"`);
    expect(await db().select().from(outbox).where(eq(outbox.kind, "newsletter-welcome"))).toHaveLength(0);

    const page = await answer(
      await callRoute(confirmRoute, { path: `/newsletter/confirm?token=${link[1]}` }),
    );
    expect(page).toEqual({ status: 200, data: { state: "confirm", token: link[1] } });
    expect(await stateOf("new@example.com")).toBe("pending");

    const posted = await answer(
      await callRoute(confirmRoute, {
        method: "POST",
        path: `/newsletter/confirm?token=${link[1]}`,
        body: "",
      }),
    );
    expect(posted).toEqual({ status: 200, data: { state: "done" } });
    expect(await stateOf("new@example.com")).toBe("confirmed");
    const [welcome] = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-welcome"));
    expect(welcome.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("resends the confirmation at most once an hour, and answers a confirmed address as it answers a new one", async () => {
    const t0 = Date.parse("2026-11-01T10:00:00Z");
    setClockForTests(new Date(t0));
    const first = await (await subscribe("again@example.com")).json();
    await subscribe("again@example.com");
    const confirmations = () => db().select().from(outbox).where(eq(outbox.kind, "newsletter-confirmation"));
    expect(await confirmations()).toHaveLength(1);
    setClockForTests(new Date(t0 + 61 * 60 * 1000));
    await subscribe("again@example.com");
    expect(await confirmations()).toHaveLength(2);

    await confirmedSubscriber("known@example.com");
    const before = (await db().select().from(outbox)).length;
    const known = await subscribe("known@example.com");
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(first);
    expect((await db().select().from(outbox)).length).toBe(before);
  });

  it("with NEWSLETTER_DOUBLE_OPT_IN=0 an address is confirmed at once and welcomed", async () => {
    useEnv({ NEWSLETTER_DOUBLE_OPT_IN: "0" });
    try {
      const res = await subscribe("direct@example.com");
      expect((await res.json()).message).toBe("You've been subscribed to our newsletter.");
      expect(await stateOf("direct@example.com")).toBe("confirmed");
      expect(await db().select().from(outbox).where(eq(outbox.kind, "newsletter-welcome"))).toHaveLength(1);
    } finally {
      useEnv({ NEWSLETTER_DOUBLE_OPT_IN: undefined });
    }
  });

  it("the admin list filters by state and each row has its state", async () => {
    await subscribe("p@example.com");
    await confirmedSubscriber("c@example.com");
    const res = await admin(subscribersRoute, "/api/admin/newsletter-subscribers?state=pending");
    const rows = await res.json();
    expect(rows.map((r: { email: string; state: string }) => [r.email, r.state])).toEqual([
      ["p@example.com", "pending"],
    ]);
    const bad = await admin(subscribersRoute, "/api/admin/newsletter-subscribers?state=gone");
    expect(bad.status).toBe(400);
  });
});

describe("import", () => {
  it("imports valid rows as confirmed with their consent, merges duplicates, reports invalid lines, e-mails nobody", async () => {
    await callRoute(subscribeRoute, {
      method: "POST",
      path: "/api/newsletter-subscribe",
      body: { email: "was-pending@example.com" },
    });
    const outboxBefore = (await db().select().from(outbox)).length;
    const csv = [
      "Email,Name,Consent date,Consent source",
      "ann@example.com,Ann Lee,2024-05-01,Webinar sign-up",
      "not-an-email,Bob,,",
      "ANN@example.com,,,",
      "was-pending@example.com,,,",
      "carl@example.com,,yesterday,",
      "",
      "dora@example.com",
    ].join("\n");
    const res = await admin(importRoute, "/api/admin/newsletter/import", csv, "POST", {
      "content-type": "text/csv",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      imported: 2,
      merged: 2,
      invalid: [
        { line: 3, reason: "Not a valid e-mail address" },
        { line: 6, reason: "Consent date is not a date" },
      ],
    });
    const [ann] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "ann@example.com"));
    expect(ann).toMatchObject({ state: "confirmed", consentSource: "Webinar sign-up" });
    expect(ann.consentAt?.toISOString()).toBe("2024-05-01T00:00:00.000Z");
    expect(await stateOf("was-pending@example.com")).toBe("confirmed");
    const [person] = await db().select().from(people).where(eq(people.email, "ann@example.com"));
    expect(person.name).toBe("Ann Lee");
    expect((await db().select().from(outbox)).length).toBe(outboxBefore);
  });

  it("takes a multipart file, and refuses other content types", async () => {
    const form = new FormData();
    form.set("file", new File(["email\nmulti@example.com\n"], "list.csv", { type: "text/csv" }));
    const res = await admin(importRoute, "/api/admin/newsletter/import", form, "POST");
    expect(await res.json()).toEqual({ imported: 1, merged: 0, invalid: [] });
    const json = await admin(importRoute, "/api/admin/newsletter/import", { email: "x@example.com" }, "POST");
    expect(json.status).toBe(415);
  });

  it("does not resubscribe an address that unsubscribed", async () => {
    const s = await confirmedSubscriber("left@example.com");
    await db()
      .update(newsletterSubscribers)
      .set({ state: "unsubscribed" })
      .where(eq(newsletterSubscribers.id, s.id));
    const res = await admin(importRoute, "/api/admin/newsletter/import", "left@example.com\n", "POST", {
      "content-type": "text/csv",
    });
    expect(await res.json()).toEqual({ imported: 0, merged: 1, invalid: [] });
    expect(await stateOf("left@example.com")).toBe("unsubscribed");
  });
});

async function newIssue(body: Record<string, unknown>) {
  const res = await admin(issuesRoute, "/api/admin/newsletter/issues", body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; status: string };
}

describe("issues and their delivery", () => {
  it("an issue to N confirmed subscribers writes N deliveries; pending, unsubscribed and suppressed get nothing", async () => {
    smtp = await startTestSmtpServer();
    useEnv({ SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: "6000" });
    for (let i = 0; i < 5; i++) await confirmedSubscriber(`reader${i}@example.com`);
    for (const state of ["pending", "unsubscribed", "suppressed"]) {
      const s = await confirmedSubscriber(`${state}@example.com`);
      await db().update(newsletterSubscribers).set({ state }).where(eq(newsletterSubscribers.id, s.id));
    }
    const issue = await newIssue({
      subject: "Reading the cash-flow statement",
      preheader: "Three numbers to watch",
      html: '<p>Start <a href="https://example.org/guide?a=1&amp;b=2">with the guide</a>.</p><script>x</script>',
    });
    const sent = await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, {});
    expect(await sent.json()).toMatchObject({ status: "sending", recipients: 5 });
    expect(await db().select().from(newsletterDeliveries)).toHaveLength(5);

    // No edit once sending.
    const put = await admin(
      issueRoute,
      `/api/admin/newsletter/issues/${issue.id}`,
      { subject: "Changed" },
      "PUT",
    );
    expect(put.status).toBe(409);
    // A second send writes nothing more.
    expect((await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, {})).status).toBe(409);

    expect(await runNewsletterOnce()).toEqual({ sent: 5, failed: 0, skipped: 0 });
    expect(await runNewsletterOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `reader${i}@example.com`),
    );
    const [d] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.email, "reader0@example.com"));
    const [sub] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader0@example.com"));
    const mail = smtp.messages.find((m) => m.to[0] === "reader0@example.com")!;
    expect(header(mail.raw, "List-Unsubscribe")).toBe(
      `<http://localhost:3000/unsubscribe?token=${sub.unsubscribeToken}&d=${d.token}>, <mailto:hello@acumenleadershipgroup.com?subject=unsubscribe>`,
    );
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail.raw, "Message-ID")).toBe(`<newsletter-${issue.id}-${d.id}@localhost>`);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const body = decoded(mail.raw);
    expect(body).not.toContain("<script");
    expect(body).toContain("Los Angeles, CA");
    const [link] = await db().select().from(newsletterLinks).where(eq(newsletterLinks.issueId, issue.id));
    expect(link.url).toBe("https://example.org/guide?a=1&b=2");
    expect(body).toContain(`http://localhost:3000/newsletter/click/${link.id}?d=${d.token}`);

    const got = await (await admin(issueRoute, `/api/admin/newsletter/issues/${issue.id}`)).json();
    expect(got).toMatchObject({
      status: "sent",
      recipients: 5,
      sent: 5,
      failed: 0,
      suppressed: 0,
      unsubscribed: 0,
    });
  });

  it("counts clicks through the first-party redirect, which only follows the issue's own links", async () => {
    const s = await confirmedSubscriber("clicker@example.com");
    const issue = await newIssue({ subject: "Links", html: '<p><a href="https://example.org/a">A</a></p>' });
    await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, "", "POST");
    const [d] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, s.id));
    const [link] = await db().select().from(newsletterLinks).where(eq(newsletterLinks.issueId, issue.id));
    const res = await callRoute(clickRoute, { path: `/newsletter/click/${link.id}?d=${d.token}` });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://example.org/a");
    expect(await db().select().from(newsletterClicks)).toHaveLength(1);
    // Unknown link id: 404, whatever the query says; a made-up delivery counts nothing.
    const unknown = await callRoute(clickRoute, {
      path: `/newsletter/click/999999?d=${d.token}&url=https://evil.example`,
    });
    expect(unknown.status).toBe(404);
    await callRoute(clickRoute, { path: `/newsletter/click/${link.id}?d=${"0".repeat(32)}` });
    expect(await db().select().from(newsletterClicks)).toHaveLength(1);
    const got = await (await admin(issueRoute, `/api/admin/newsletter/issues/${issue.id}`)).json();
    expect(got.clicks).toEqual([{ url: "https://example.org/a", clicks: 1, readers: 1 }]);
    // The person's timeline has the issue sent to them and the link they followed; no secret shows.
    const person = await getPerson(s.personId);
    const kinds = person!.timeline.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["newsletter", "newsletter-delivery", "newsletter-click"]));
    expect(person!.timeline.find((e) => e.kind === "newsletter-click")).toMatchObject({
      issue: "Links",
      url: "https://example.org/a",
    });
    expect(JSON.stringify(person!.timeline)).not.toContain(s.confirmToken);
  });

  it("one-click POST from an issue unsubscribes and counts for the issue", async () => {
    const s = await confirmedSubscriber("leaver@example.com");
    const issue = await newIssue({ subject: "Bye", html: "<p>Hi</p>" });
    await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, {});
    const [d] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, s.id));
    const res = await callRoute(unsubscribeRoute, {
      method: "POST",
      path: `/unsubscribe?token=${s.unsubscribeToken}&d=${d.token}`,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await answer(res)).data).toEqual({ state: "done" });
    expect(await stateOf("leaver@example.com")).toBe("unsubscribed");
    const got = await (await admin(issueRoute, `/api/admin/newsletter/issues/${issue.id}`)).json();
    expect(got.unsubscribed).toBe(1);
  });

  it("an SMTP 5xx fails the delivery and suppresses the address at once; a delivery whose subscriber left is skipped", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, cb) {
        if (address.address.startsWith("bounce")) {
          const err = Object.assign(new Error("5.1.1 No such user"), { responseCode: 550 });
          return cb(err);
        }
        cb();
      },
      onData(stream, session, cb) {
        stream.resume();
        stream.on("end", () => {
          received.push(session.envelope.rcptTo[0].address);
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const port = (server.server.address() as { port: number }).port;
    try {
      useEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      await confirmedSubscriber("bounce@example.com");
      await confirmedSubscriber("fine@example.com");
      const gone = await confirmedSubscriber("gone@example.com");
      const issue = await newIssue({ subject: "Hello", html: "<p>Hi</p>" });
      await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, {});
      await db()
        .update(newsletterSubscribers)
        .set({ state: "unsubscribed" })
        .where(eq(newsletterSubscribers.id, gone.id));
      expect(await runNewsletterOnce()).toEqual({ sent: 1, failed: 1, skipped: 1 });
      expect(received).toEqual(["fine@example.com"]);
      expect(await stateOf("bounce@example.com")).toBe("suppressed");
      const got = await (await admin(issueRoute, `/api/admin/newsletter/issues/${issue.id}`)).json();
      expect(got).toMatchObject({ status: "sent", sent: 1, failed: 1, suppressed: 1 });

      // The outbox's newsletter confirmation: a 5xx suppresses too, and is not retried.
      await callRoute(subscribeRoute, {
        method: "POST",
        path: "/api/newsletter-subscribe",
        body: { email: "bounce2@example.com" },
      });
      await runOutboxOnce();
      expect(await stateOf("bounce2@example.com")).toBe("suppressed");
      const [conf] = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-confirmation"));
      expect(conf.status).toBe("failed");
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("a row left 'sending' by a dead instance is sent again once its claim runs out, with the same Message-ID", async () => {
    smtp = await startTestSmtpServer();
    useEnv({ SMTP_URL: smtp.url });
    const s = await confirmedSubscriber("stuck@example.com");
    const issue = await newIssue({ subject: "Stuck", html: "<p>Hi</p>" });
    await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, {});
    const t0 = Date.now();
    await db()
      .update(newsletterDeliveries)
      .set({
        status: "sending",
        claimedAt: new Date(t0),
        lockedUntil: new Date(t0 + 15 * 60_000),
        attempts: 1,
      })
      .where(eq(newsletterDeliveries.subscriberId, s.id));
    setClockForTests(new Date(t0 + 60_000));
    expect(await runNewsletterOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    setClockForTests(new Date(t0 + 16 * 60_000));
    expect(await runNewsletterOnce()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [d] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, s.id));
    expect(header(smtp.messages[0].raw, "Message-ID")).toBe(`<newsletter-${issue.id}-${d.id}@localhost>`);
  });

  it("while the SMTP server is down, deliveries wait without using up attempts, then go", async () => {
    const dead = await startTestSmtpServer();
    await dead.close();
    useEnv({ SMTP_URL: dead.url });
    for (let i = 0; i < 3; i++) await confirmedSubscriber(`patient${i}@example.com`);
    const issue = await newIssue({ subject: "Patience", html: "<p>Hi</p>" });
    await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, {});
    const t0 = Date.now();
    setClockForTests(new Date(t0));
    expect(await runNewsletterOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    const rows = await db().select().from(newsletterDeliveries);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["queued", 0],
      ["queued", 0],
      ["queued", 0],
    ]);
    smtp = await startTestSmtpServer({ port: dead.port });
    expect(await runNewsletterOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    setClockForTests(new Date(t0 + 61_000));
    expect(await runNewsletterOnce()).toEqual({ sent: 3, failed: 0, skipped: 0 });
  });

  it("a scheduled issue is due by the shared clock; the audience is counted at sending time", async () => {
    smtp = await startTestSmtpServer();
    useEnv({ SMTP_URL: smtp.url });
    const t0 = Date.parse("2026-12-01T16:00:00Z");
    setClockForTests(new Date(t0));
    await confirmedSubscriber("early@example.com");
    const issue = await newIssue({ subject: "Later", html: "<p>Hi</p>" });
    const res = await admin(sendRoute, `/api/admin/newsletter/issues/${issue.id}/send`, {
      sendAt: "2026-12-01T09:00:00-08:00",
    });
    expect(await res.json()).toMatchObject({ status: "scheduled" });
    await db()
      .update(newsletterIssues)
      .set({ sendAt: new Date(t0 + 3_600_000) })
      .where(eq(newsletterIssues.id, issue.id));
    expect(await runNewsletterOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    await confirmedSubscriber("late@example.com");
    setClockForTests(new Date(t0 + 3_600_000));
    expect(await runNewsletterOnce()).toEqual({ sent: 2, failed: 0, skipped: 0 });
  });

  it("creates an issue from a published post (its content and a link to it); refuses a draft post", async () => {
    const [post] = await db()
      .insert(blogPosts)
      .values({
        title: "Margins that matter",
        slug: "margins-that-matter",
        excerpt: "Why gross margin is a leader's number",
        content: "<p>Gross margin…</p>",
        category: "Financial Literacy",
        published: true,
        publishAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    const issue = (await newIssue({ postId: post.id })) as unknown as {
      subject: string;
      html: string;
      preheader: string;
    };
    expect(issue).toMatchObject({
      subject: "Margins that matter",
      preheader: "Why gross margin is a leader's number",
    });
    await db().update(blogPosts).set({ published: false }).where(eq(blogPosts.id, post.id));
    const refused = await admin(issuesRoute, "/api/admin/newsletter/issues", { postId: post.id });
    expect(refused.status).toBe(404);
    const bad = await admin(issuesRoute, "/api/admin/newsletter/issues", { preheader: "no subject" });
    expect(bad.status).toBe(400);
  });

  it("a test send queues one copy through the outbox and touches no delivery", async () => {
    const issue = await newIssue({ subject: "Try me", html: "<p>Hi</p>" });
    const res = await admin(testRoute, `/api/admin/newsletter/issues/${issue.id}/test`, {
      to: "owner@example.com",
    });
    expect(res.status).toBe(202);
    const [m] = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-test"));
    expect(m).toMatchObject({ to: "owner@example.com", subject: "[Test] Try me" });
    expect(await db().select().from(newsletterDeliveries)).toHaveLength(0);
    expect(
      (await admin(testRoute, `/api/admin/newsletter/issues/${issue.id}/test`, { to: "nope" })).status,
    ).toBe(400);
  });
});

describe("POST /api/email-events", () => {
  const sign = (body: string) => "sha256=" + createHmac("sha256", SECRET).update(body).digest("hex");
  const post = (body: string, signature?: string) =>
    callRoute(eventsRoute, {
      method: "POST",
      path: "/api/email-events",
      body,
      headers: { "content-type": "application/json", ...(signature ? { "x-signature": signature } : {}) },
    });

  it("refuses a missing or bad signature with 401 and changes nothing; a signed bounce or complaint suppresses", async () => {
    useEnv({ EMAIL_WEBHOOK_SECRET: SECRET });
    await confirmedSubscriber("hard@example.com");
    await confirmedSubscriber("soft@example.com");
    await confirmedSubscriber("angry@example.com");
    const body = JSON.stringify({
      events: [
        { type: "bounce", email: "hard@example.com", permanent: true, reason: "550 mailbox unknown" },
        { type: "bounce", email: "soft@example.com", permanent: false },
        { type: "complaint", email: "Angry@Example.com" },
      ],
    });
    expect((await post(body)).status).toBe(401);
    expect((await post(body, sign(body + " "))).status).toBe(401);
    expect((await post(body, "sha256=zz")).status).toBe(401);
    expect(await stateOf("hard@example.com")).toBe("confirmed");
    const ok = await post(body, sign(body));
    expect(await ok.json()).toEqual({ received: 3, suppressed: 2 });
    expect(await stateOf("hard@example.com")).toBe("suppressed");
    expect(await stateOf("soft@example.com")).toBe("confirmed");
    expect(await stateOf("angry@example.com")).toBe("suppressed");
    const bad = JSON.stringify({ events: [{ type: "open", email: "x@example.com" }] });
    expect((await post(bad, sign(bad))).status).toBe(400);
  });

  it("without EMAIL_WEBHOOK_SECRET every request is refused", async () => {
    const body = JSON.stringify({ events: [{ type: "complaint", email: "a@example.com" }] });
    expect((await post(body, sign(body))).status).toBe(401);
  });
});
