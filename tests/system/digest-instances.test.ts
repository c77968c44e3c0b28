import { writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantFromLocal } from "~/utils/event-time";
import { startTestSmtpServer } from "../mocks/smtp";
import { postgresInstalled, startPrivatePostgres } from "./postgres-server";
import { startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * The weekly digest (product.md §10.13, decision 0098) from two real server processes on one
 * PostgreSQL: moved (CLOCK_OFFSET_FILE) to Monday 09:00 in the site's time zone, each admin who has
 * not turned it off gets exactly one, through the outbox and SMTP, and an instance restarted at 09:00
 * sends none again. The Monday after the autumn daylight-saving change, so the week is 169 hours.
 */
const ADMIN = { email: "digest-admin@example.com", password: "digest-instances-password" };
const SECOND = "digest-second@example.com";
const OPTED_OUT = "digest-opted-out@example.com";
const ZONE = "America/Los_Angeles";
const MONDAY_0900 = instantFromLocal("2026-11-02T09:00", ZONE)!.getTime();
const offsetTo = (at: number) => String(at - Date.now());

const until = async (what: string, ok: () => boolean, ms = 150_000) => {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

describe.runIf(postgresInstalled)("the weekly digest from two instances on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let clockFile: string;
  let databaseUrl: string;
  const cleanups: Array<() => unknown> = [];
  const env = () => ({
    SITE_TIME_ZONE: ZONE,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    CLOCK_OFFSET_FILE: clockFile,
    SESSION_SECRET: "digest-instances-session-secret-0123456789abcd",
    CAPTCHA_HMAC_KEY: "digest-instances-captcha-key-0123456789abcdef",
  });
  const start = (dir: string) => startServer({ databaseUrl, dataDir: tempDir(dir), env: env() });
  // The digest's subject: "…: the week of …", or "…: a quiet week (…)" for an empty one.
  const digests = () => smtp.messages.filter((m) => /the week of|a quiet week/i.test(m.raw));

  beforeAll(async () => {
    const server = await startPrivatePostgres();
    cleanups.push(server.destroy);
    databaseUrl = server.url;
    smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    // An hour before: the instances' first ticks find nothing due.
    clockFile = path.join(tempDir("digest-clock-"), "clock-offset");
    writeFileSync(clockFile, offsetTo(MONDAY_0900 - 3_600_000));
    [a, b] = await Promise.all([start("digest-a-"), start("digest-b-")]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    // Two more admins (no login needed to receive it), one of whom turned the digest off.
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`insert into admin_users (email, password_hash) values ($1, 'x'), ($2, 'x')`, [
      SECOND,
      OPTED_OUT,
    ]);
    await c.query(`insert into digest_opt_outs (admin_id) select id from admin_users where email = $1`, [
      OPTED_OUT,
    ]);
    await c.end();
  }, 300_000);
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 120_000);

  it("at Monday 09:00 each admin gets exactly one digest, and a restart at 09:00 sends none again", async () => {
    expect(digests()).toEqual([]);
    writeFileSync(clockFile, offsetTo(MONDAY_0900));
    // The job looks every minute; both instances' outbox workers send.
    await until("both digests", () => digests().length >= 2);
    await new Promise((r) => setTimeout(r, 5_000));
    const recipients = () => digests().flatMap((m) => m.to);
    expect(recipients().sort()).toEqual([ADMIN.email, SECOND].sort());

    // Restarted at 09:00 (the clock file still says so): its first tick, a second after start, finds
    // the week's digests claimed. The other instance's next minute tick too.
    await a.stop();
    a = await start("digest-a2-");
    await new Promise((r) => setTimeout(r, 65_000));
    expect(recipients().sort()).toEqual([ADMIN.email, SECOND].sort());
  }, 400_000);
});
