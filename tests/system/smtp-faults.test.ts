import { afterAll, describe, expect, it } from "vitest";
import path from "node:path";
import { startTestSmtpServer } from "../mocks/smtp";
import { freePort, startServer, tempDir } from "./server-process";

const ADMIN = { email: "smtp-admin@example.com", password: "smtp-fault-password" };

/**
 * SMTP down, then slow: visitors' submissions succeed regardless, the outbox records the failed
 * attempts and retries, and every message reaches the mail server exactly once.
 */
describe("SMTP down or slow", () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("keeps submissions fast, retries, and sends nothing twice", async () => {
    const smtpPort = await freePort(); // nothing listens here yet: SMTP is down
    const dir = tempDir("smtp-");
    const server = await startServer({
      databaseUrl: path.join(dir, "db"),
      dataDir: dir,
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TRUST_PROXY: "1",
      },
    });
    cleanups.push(server.stop);
    const emails = [1, 2, 3].map((i) => `smtp-fault-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      const t0 = Date.now();
      const res = await fetch(`${server.url}/api/newsletter-subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.70.0.${i}` },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      expect(Date.now() - t0).toBeLessThan(2_000);
    }

    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    type Row = { to: string; status: string; attempts: number; lastError: string | null };
    const outbox = async () =>
      (await (await fetch(`${server.url}/api/admin/outbox`, { headers: { cookie } })).json()) as Row[];
    const ours = (rows: Row[]) =>
      rows.filter(
        (r) =>
          emails.includes(r.to) ||
          r.to === "owner@example.com" ||
          r.to.endsWith("@acumenleadershipgroup.com"),
      );

    // The worker tries, fails, and records the attempt; messages stay pending for a retry.
    let rows: Row[] = [];
    for (
      let deadline = Date.now() + 20_000;
      Date.now() < deadline;
      await new Promise((r) => setTimeout(r, 500))
    ) {
      rows = ours(await outbox());
      if (rows.length === 6 && rows.every((r) => r.attempts >= 1)) break;
    }
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.status).toBe("pending");
      expect(r.attempts).toBeGreaterThanOrEqual(1);
      expect(r.lastError).toBeTruthy();
    }

    // SMTP comes back, slowly: 1.5 s per message.
    const smtp = await startTestSmtpServer({ port: smtpPort, delayMs: 1_500 });
    cleanups.push(smtp.close);
    for (
      let deadline = Date.now() + 90_000;
      Date.now() < deadline;
      await new Promise((r) => setTimeout(r, 500))
    ) {
      rows = ours(await outbox());
      if (rows.every((r) => r.status === "sent")) break;
    }
    expect(rows.map((r) => r.status)).toEqual(Array(6).fill("sent"));
    await new Promise((r) => setTimeout(r, 5_000)); // more worker ticks: nothing may be sent again
    const received = smtp.messages.map((m) => `${m.to.join(",")}|${/^Subject: (.*)$/m.exec(m.raw)?.[1]}`);
    expect(received).toHaveLength(6);
    expect(new Set(received).size).toBe(6);
  });
});
