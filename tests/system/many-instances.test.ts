import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "../mocks/smtp";
import { postgresInstalled, startPrivatePostgres } from "./postgres-server";
import { startServer, tempDir, type ServerProcess } from "./server-process";

/** Two app processes against one PostgreSQL server: the instances share every piece of state. */
const ADMIN = { email: "multi-admin@example.com", password: "multi-instance-password" };

describe.runIf(postgresInstalled)("two app instances on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    const pg = await startPrivatePostgres();
    cleanups.push(pg.destroy);
    smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    // As in a deployment, every instance gets the same secrets (docs/deploy.md).
    const env = {
      TRUST_PROXY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      SESSION_SECRET: "multi-instance-session-secret-0123456789abcdef",
      CAPTCHA_HMAC_KEY: "multi-instance-captcha-key-0123456789abcdef012",
    };
    // Started together: both apply migrations at once (advisory lock) and both run the outbox worker.
    [a, b] = await Promise.all([
      startServer({ databaseUrl: pg.url, dataDir: tempDir("inst-a-"), env }),
      startServer({ databaseUrl: pg.url, dataDir: tempDir("inst-b-"), env }),
    ]);
    cleanups.push(a.stop, b.stop);
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  const login = (server: ServerProcess, password: string, ip = "10.50.0.1") =>
    fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email: ADMIN.email, password }),
    });
  const status = async (server: ServerProcess, cookie: string) =>
    (await (await fetch(`${server.url}/api/admin/status`, { headers: { cookie } })).json()).isAuthenticated;

  it("a session made on one instance is valid on the other, and logout on either ends it", async () => {
    const res = await login(a, ADMIN.password);
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await status(b, cookie)).toBe(true);
    expect((await fetch(`${b.url}/api/assessments`, { headers: { cookie } })).status).toBe(200);
    await fetch(`${b.url}/api/admin/logout`, { method: "POST", headers: { cookie } });
    expect(await status(a, cookie)).toBe(false);
    expect((await fetch(`${a.url}/api/assessments`, { headers: { cookie } })).status).toBe(401);
  });

  it("shares the login rate-limit counters: failures on both instances add up", async () => {
    const ip = "10.50.0.2";
    for (let i = 0; i < 5; i++) {
      const res = await login(i % 2 === 0 ? a : b, "wrong-password-guess", ip);
      expect(res.status).toBe(401);
    }
    // Past five failures for the e-mail, on either instance, a login needs a captcha.
    const sixth = await login(b, "wrong-password-guess", ip);
    expect(sixth.status).toBe(400);
    expect((await sixth.json()).captchaRequired).toBe(true);
    const onA = await login(a, "wrong-password-guess", "10.50.0.3");
    expect(onA.status).toBe(400);
    expect((await onA.json()).captchaRequired).toBe(true);
  });

  it("sends each queued e-mail exactly once while both outbox workers run", async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `multi-${i}-${Date.now()}@example.com`);
    await Promise.all(
      emails.map((email, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/newsletter-subscribe`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.60.0.${i}` },
          body: JSON.stringify({ email }),
        }).then((r) => expect(r.status).toBe(200)),
      ),
    );
    // Each subscription queues a welcome e-mail and the business notification.
    const expected = emails.length * 2;
    const ours = () => smtp.messages.filter((m) => emails.some((e) => m.to.includes(e) || m.raw.includes(e)));
    const deadline = Date.now() + 60_000;
    while (ours().length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // Give both workers several more ticks to send anything twice.
    await new Promise((r) => setTimeout(r, 7_000));
    const keys = ours().map((m) => `${m.to.join(",")}|${/^Subject: (.*)$/m.exec(m.raw)?.[1]}`);
    expect(keys.length).toBe(expected);
    expect(new Set(keys).size).toBe(expected);
  });
});
