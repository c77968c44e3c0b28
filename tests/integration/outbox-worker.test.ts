import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers, outbox, outboxAttempts } from "~/db/schema";
import { subscribe } from "~/features/newsletter/subscribers.server";
import { enqueueEmails } from "~/services/outbox.server";
import {
  backoffSeconds,
  MAX_ATTEMPTS,
  outboxMessageId,
  renewClaim,
  runOutboxOnce,
} from "~/services/outbox-worker.server";
import { nowMs, setClockForTests } from "~/utils/clock.server";
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
  setClockForTests(undefined);
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
    // Due by the worker's clock (milliseconds): PostgreSQL's now() keeps microseconds and can fall after it.
    await db()
      .update(outbox)
      .set({ nextAttemptAt: new Date(nowMs()) })
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
      .set({ nextAttemptAt: new Date(nowMs()) });
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

  describe("claims (decision 0105)", () => {
    /** This process's clock, moved by hand: claims run out while a batch is still sending. */
    let offset = 0;
    const useMovingClock = () => {
      offset = 0;
      setClockForTests(() => Date.now() + offset);
    };
    const subjectOf = (raw: string) => header(raw, "Subject");
    const queue = async (n: number) => {
      for (let i = 0; i < n; i++)
        await enqueueEmails(db(), {
          kind: "test",
          to: `claim${i}@example.com`,
          subject: `C${i}`,
          text: "Body",
        });
      return (await rows()).map((m) => m.id);
    };

    it("renews a message's claim just before sending it, and only its own", async () => {
      useMovingClock();
      const lockedUntil = async () =>
        new Map((await rows()).map((m) => [m.subject, m.lockedUntil?.getTime() ?? 0]));
      const seen: Array<Map<string, number>> = [];
      smtp = await startTestSmtpServer({
        beforeAccept: async (mail) => {
          seen.push(await lockedUntil());
          // 100 s pass during the first send: less than a claim (120 s), so the batch still holds.
          if (subjectOf(mail.raw) === "C0") offset += 100_000;
        },
      });
      useSmtp(smtp.url);
      await queue(3);
      const claimedAt = Date.now();
      expect(await runOutboxOnce()).toEqual({ sent: 3, failed: 0 });
      // While C1 is sent its claim runs 120 s from its own renewal (100 s later), C2's still from the batch's.
      const during = seen[1];
      expect(during.get("C1")! - claimedAt).toBeGreaterThanOrEqual(219_000);
      expect(during.get("C2")! - claimedAt).toBeLessThan(125_000);
    });

    it("skips a message another worker claimed meanwhile, and leaves it to that worker", async () => {
      const ids = await queue(3);
      smtp = await startTestSmtpServer({
        beforeAccept: async (mail) => {
          // While C0 is being sent, another instance's claim takes C1 (as after this claim ran out).
          if (subjectOf(mail.raw) === "C0")
            await db()
              .update(outbox)
              .set({ claimToken: "another-worker", lockedUntil: sql`now() + interval '2 minutes'` })
              .where(eq(outbox.id, ids[1]));
        },
      });
      useSmtp(smtp.url);
      expect(await runOutboxOnce()).toEqual({ sent: 2, failed: 0 });
      expect(smtp.messages.map((m) => subjectOf(m.raw))).toEqual(["C0", "C2"]);
      const after = await rows();
      expect(after.map((m) => m.status)).toEqual(["sent", "sending", "sent"]);
      expect(after[1].claimToken).toBe("another-worker");
      expect(await attemptsOf(ids[1])).toHaveLength(0);
      // Each message carries its own Message-ID, the same for every attempt of it.
      expect(smtp.messages.map((m) => header(m.raw, "Message-ID"))).toEqual([
        outboxMessageId(ids[0]),
        outboxMessageId(ids[2]),
      ]);
    });

    it("renews only under its own claim, and never a message already sent", async () => {
      const [id] = await queue(1);
      await db()
        .update(outbox)
        .set({ status: "sending", claimToken: "mine", lockedUntil: sql`now()` })
        .where(eq(outbox.id, id));
      expect(await renewClaim(id, "theirs")).toBe(false);
      expect(await renewClaim(id, "mine")).toBe(true);
      await db().update(outbox).set({ status: "sent" }).where(eq(outbox.id, id));
      expect(await renewClaim(id, "mine")).toBe(false);
    });

    it("sends each message once when a slow batch's claim runs out and a second worker takes the rest", async () => {
      useMovingClock();
      let second: Promise<{ sent: number; failed: number }> | undefined;
      smtp = await startTestSmtpServer({
        beforeAccept: async (mail) => {
          const subject = subjectOf(mail.raw);
          if (subject === "C0") offset += 100_000;
          if (subject === "C1") {
            // The first batch's claim on C2..C5 has run out (130 s); C1's own, renewed at 100 s, has not.
            offset += 30_000;
            second = runOutboxOnce();
            await second;
          }
        },
      });
      useSmtp(smtp.url);
      const ids = await queue(6);
      const first = await runOutboxOnce();
      expect(first).toEqual({ sent: 2, failed: 0 });
      expect(await second).toEqual({ sent: 4, failed: 0 });
      const subjects = smtp.messages.map((m) => subjectOf(m.raw));
      expect(subjects.toSorted()).toEqual(["C0", "C1", "C2", "C3", "C4", "C5"]);
      const messageIds = smtp.messages.map((m) => header(m.raw, "Message-ID"));
      expect(new Set(messageIds).size).toBe(6);
      expect(messageIds.toSorted()).toEqual(ids.map(outboxMessageId).toSorted());
      for (const m of await rows()) {
        expect(m).toMatchObject({ status: "sent", attempts: 1, claimToken: null, lockedUntil: null });
        expect((await attemptsOf(m.id)).map((a) => a.ok)).toEqual([true]);
      }
    });
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
