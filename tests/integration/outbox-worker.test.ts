import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers, outbox, outboxAttempts } from "~/db/schema";
import { subscribe } from "~/features/newsletter/subscribers.server";
import { enqueueEmails } from "~/services/outbox.server";
import { backoffSeconds, MAX_ATTEMPTS, runOutboxOnce } from "~/services/outbox-worker.server";
import { resetEnvCache } from "~/utils/env.server";
import { startTestSmtpServer } from "../mocks/smtp";
import { setupTestDatabase } from "../setup/db";

setupTestDatabase();

type Smtp = Awaited<ReturnType<typeof startTestSmtpServer>>;
let smtp: Smtp | undefined;

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvCache();
}

/** An address where nothing listens: a server started and stopped again. */
async function deadSmtpUrl() {
  const s = await startTestSmtpServer();
  await s.close();
  return { url: s.url, port: s.port };
}

const rows = () => db().select().from(outbox).orderBy(outbox.id);
const attemptsOf = (id: number) =>
  db().select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, id)).orderBy(outboxAttempts.id);
/** A header of a raw received message (unfolded). */
const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];
};

beforeEach(async () => {
  await db().delete(outbox);
});

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  useSmtp(undefined);
});

afterAll(() => useSmtp(undefined));

describe("the outbox worker", () => {
  it("without SMTP_URL sends nothing and the messages wait", async () => {
    await enqueueEmails(db(), { kind: "test", to: "a@example.com", subject: "Hello", text: "Hi" });
    expect(await runOutboxOnce()).toEqual({ sent: 0, failed: 0 });
    const [m] = await rows();
    expect(m).toMatchObject({ status: "pending", attempts: 0 });
    expect(await attemptsOf(m.id)).toHaveLength(0);
  });

  it("delivers the newsletter welcome with one-click unsubscribe headers, and the business notice", async () => {
    smtp = await startTestSmtpServer();
    useSmtp(smtp.url);
    // Without double opt-in the welcome goes at once (with it, after the confirmation: newsletter-opt-in.test.ts).
    process.env.NEWSLETTER_DOUBLE_OPT_IN = "0";
    resetEnvCache();
    await subscribe("Reader@Example.com", { landingPage: "/resources" });
    delete process.env.NEWSLETTER_DOUBLE_OPT_IN;
    resetEnvCache();
    const [sub] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(sql`email = 'reader@example.com'`);

    expect(await runOutboxOnce()).toEqual({ sent: 2, failed: 0 });

    const welcome = smtp.messages.find((m) => m.to.includes("reader@example.com"))!;
    expect(welcome).toBeDefined();
    expect(header(welcome.raw, "Subject")).toBe("Welcome to the Acumen Leadership Group newsletter");
    expect(header(welcome.raw, "List-Unsubscribe")).toBe(
      `<http://localhost:3000/unsubscribe?token=${sub.unsubscribeToken}>, <mailto:hello@acumenleadershipgroup.com?subject=unsubscribe>`,
    );
    expect(header(welcome.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The body (quoted-printable) links to the same page.
    const body = welcome.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain(`Unsubscribe: http://localhost:3000/unsubscribe?token=${sub.unsubscribeToken}`);
    const notice = smtp.messages.find((m) => m.to.includes("owner@example.com"))!;
    expect(header(notice.raw, "Subject")).toBe("New newsletter subscriber: reader@example.com");
    expect(notice.from).toBe("hello@acumenleadershipgroup.com");

    for (const m of await rows()) {
      expect(m).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
      expect(m.sentAt).toBeInstanceOf(Date);
      expect((await attemptsOf(m.id)).map((a) => a.ok)).toEqual([true]);
    }
    // Sent messages are not sent again.
    expect(await runOutboxOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it("keeps messages pending with each attempt recorded while the SMTP server is down, then delivers them", async () => {
    const dead = await deadSmtpUrl();
    useSmtp(dead.url);
    await enqueueEmails(db(), { kind: "test", to: "b@example.com", subject: "Retry me", text: "Body" });

    expect(await runOutboxOnce()).toEqual({ sent: 0, failed: 1 });
    let [m] = await rows();
    expect(m.status).toBe("pending");
    expect(m.attempts).toBe(1);
    expect(m.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The next try waits (30 s after the first failure).
    const wait = (m.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(31);
    expect(await runOutboxOnce()).toEqual({ sent: 0, failed: 0 });

    // The server comes back on the same address and the retry falls due.
    smtp = await startTestSmtpServer({ port: dead.port });
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, m.id));
    expect(await runOutboxOnce()).toEqual({ sent: 1, failed: 0 });

    [m] = await rows();
    expect(m).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect((await attemptsOf(m.id)).map((a) => [a.ok, a.error === null])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(smtp.messages.map((x) => x.to)).toEqual([["b@example.com"]]);
    expect(header(smtp.messages[0].raw, "Subject")).toBe("Retry me");
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and marks the message failed`, async () => {
    useSmtp((await deadSmtpUrl()).url);
    await enqueueEmails(db(), { kind: "test", to: "c@example.com", subject: "Doomed", text: "Body" });
    await db()
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 });
    expect(await runOutboxOnce()).toEqual({ sent: 0, failed: 1 });
    const [m] = await rows();
    expect(m).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` });
    expect(await runOutboxOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("takes over a message whose sender died mid-send once its claim runs out", async () => {
    smtp = await startTestSmtpServer();
    useSmtp(smtp.url);
    await enqueueEmails(db(), { kind: "test", to: "d@example.com", subject: "Stuck", text: "Body" });
    await db()
      .update(outbox)
      .set({ status: "sending", lockedUntil: sql`now() + interval '1 minute'` });
    expect(await runOutboxOnce()).toEqual({ sent: 0, failed: 0 });
    await db()
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await runOutboxOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends each message once when two workers run at the same time", async () => {
    smtp = await startTestSmtpServer();
    useSmtp(smtp.url);
    for (let i = 0; i < 6; i++)
      await enqueueEmails(db(), { kind: "test", to: `e${i}@example.com`, subject: `N${i}`, text: "Body" });
    const [a, b] = await Promise.all([runOutboxOnce(), runOutboxOnce()]);
    expect(a.sent + b.sent).toBe(6);
    expect(smtp.messages).toHaveLength(6);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(6);
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
