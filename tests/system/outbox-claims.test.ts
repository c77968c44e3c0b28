import { writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerOf, startTestSmtpServer } from "../mocks/smtp";
import { postgresInstalled, startPrivatePostgres } from "./postgres-server";
import { startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * The outbox's claims (decision 0105) with two real server processes on one PostgreSQL and a slow
 * SMTP server (a second a message): the shared clock (CLOCK_OFFSET_FILE) runs 20 times fast while a
 * batch is sending, so the batch's claim runs out mid-batch and the other instance takes the rest
 * over. Each message still goes once, with its one Message-ID.
 */
const MESSAGES = 12;

describe.runIf(postgresInstalled)("outbox claims across two instances and a slow SMTP server", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let databaseUrl: string;
  let clockFile: string;
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    const server = await startPrivatePostgres();
    cleanups.push(server.destroy);
    databaseUrl = server.url;
    smtp = await startTestSmtpServer({ delayMs: 1_000 });
    cleanups.push(smtp.close);
    clockFile = path.join(tempDir("outbox-clock-"), "clock-offset");
    writeFileSync(clockFile, "0");
    // Each instance signs its mail with its own sender, so the sink can tell who sent what.
    const env = (from: string) => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: from,
      CLOCK_OFFSET_FILE: clockFile,
      SESSION_SECRET: "outbox-claims-session-secret-0123456789abcdef",
      CAPTCHA_HMAC_KEY: "outbox-claims-captcha-key-0123456789abcdef01",
    });
    [a, b] = await Promise.all([
      startServer({ databaseUrl, dataDir: tempDir("outbox-a-"), env: env("a@example.com") }),
      startServer({ databaseUrl, dataDir: tempDir("outbox-b-"), env: env("b@example.com") }),
    ]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
  }, 300_000);
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 120_000);

  it("sends each message once, with one Message-ID, when a slow batch's claim runs out", async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    // One insert: the first instance's tick claims all of them in one batch.
    const { rows } = await c.query<{ id: number }>(
      `insert into outbox (kind, "to", subject, text)
       select 'test', 'claims-' || n || '@example.com', 'Claims ' || n, 'Body'
       from generate_series(1, ${MESSAGES}) n returning id`,
    );
    // 20 s more every second: a 120 s claim runs out after 6 s, one message's send takes about 1 s.
    let offset = 0;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const left = await c.query(`select count(*)::int as n from outbox where status <> 'sent'`);
      if (left.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 1_000));
      offset += 20_000;
      writeFileSync(clockFile, String(offset));
    }
    // Both workers' later ticks: anything sent twice would arrive now.
    await new Promise((r) => setTimeout(r, 7_000));
    const sent = await c.query(`select status, count(*)::int as n from outbox group by status`);
    await c.end();

    expect(sent.rows).toEqual([{ status: "sent", n: MESSAGES }]);
    const ours = smtp.messages.filter((m) => m.to[0]?.startsWith("claims-"));
    const subjects = ours.map((m) => headerOf(m, "Subject"));
    const messageIds = ours.map((m) => headerOf(m, "Message-ID"));
    console.log(
      `outbox claims: ${MESSAGES} queued, ${ours.length} delivered, ${new Set(subjects).size} subjects, ` +
        `${new Set(messageIds).size} Message-IDs; sent by a: ${ours.filter((m) => m.from === "a@example.com").length}, ` +
        `by b: ${ours.filter((m) => m.from === "b@example.com").length}; clock moved ${offset / 1000} s`,
    );
    expect(ours).toHaveLength(MESSAGES);
    expect(new Set(subjects).size).toBe(MESSAGES);
    expect(messageIds.toSorted()).toEqual(rows.map((r) => `<outbox-${r.id}@127.0.0.1>`).toSorted());
    // One instance claimed the whole batch; the other sent part of it: the claim was taken over mid-batch.
    expect(ours.some((m) => m.from === "a@example.com")).toBe(true);
    expect(ours.some((m) => m.from === "b@example.com")).toBe(true);
  });
});
