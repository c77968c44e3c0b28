import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers, outbox } from "~/db/schema";
import * as route from "~/routes/api/newsletter-subscribe";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";

setupTestDatabase();

const post = (body: unknown, headers?: Record<string, string>, clientIp?: string) =>
  callRoute(route, { method: "POST", path: "/api/newsletter-subscribe", body, headers, clientIp });

const count = async () => (await db().select().from(newsletterSubscribers)).length;

describe("POST /api/newsletter-subscribe", () => {
  it("subscribes an address and queues the business notification in the same transaction", async () => {
    const res = await post({
      email: "reader@example.com",
      attribution: { landingPage: "/blog", utm_source: "linkedin" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(sql`email = 'reader@example.com'`);
    expect(row.state).toBe("pending");
    expect(row.attribution).toMatchObject({ landingPage: "/blog", utm_source: "linkedin" });
    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`kind = 'newsletter-notification'`);
    expect(mails.map((m) => m.subject)).toContain("New newsletter subscriber: reader@example.com");
  });

  it("treats the same address in another letter case as a success and stores one row", async () => {
    const before = await count();
    expect((await post({ email: "Twice@Example.com" })).status).toBe(200);
    expect((await post({ email: "twice@example.COM" })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email" }, 400],
    ["no e-mail", {}, 400],
    ["an e-mail of the wrong type", { email: ["a@b.com"] }, 400],
    ["a JSON array", [1, 2], 400],
  ])("refuses %s with a JSON error and stores nothing", async (_name, body, status) => {
    const before = await count();
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(typeof json.error).toBe("string");
    expect(await count()).toBe(before);
  });

  it("refuses malformed JSON and a non-JSON content type", async () => {
    const before = await count();
    const malformed = await post("{email:", { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/not valid JSON/);
    const form = await post("email=a%40b.com", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await count()).toBe(before);
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const before = await count();
    const res = await post({ email: "bot@example.com", website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await count()).toBe(before);
  });

  it("limits submissions per client address with a 429 and a retry time", async () => {
    const ip = "198.51.100.99";
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await post({ email: `flood${i}@example.com` }, undefined, ip);
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await last!.json()).error).toMatch(/Too many submissions/);
    // Another address is unaffected.
    expect((await post({ email: "other-ip@example.com" }, undefined, "198.51.100.100")).status).toBe(200);
  });

  it("answers GET with 405", async () => {
    const res = await callRoute(route, { method: "GET", path: "/api/newsletter-subscribe" });
    expect(res.status).toBe(405);
  });
});
