import { afterEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientSessions, clientSignInLinks, outbox, people } from "~/db/schema";
import { createClientSession } from "~/features/account/client-session.server";
import { LINKS_PER_ADDRESS, REQUESTS_PER_CLIENT, SIGN_IN_SENT } from "~/features/account/sign-in.server";
import { nowMs, setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import {
  accountFixture,
  askForLink,
  clientCookie,
  followLink,
  insertPerson,
  lastLinkToken,
  send,
} from "./account-fixture";

setupTestDatabase();
accountFixture();
afterEach(() => setClockForTests(undefined));

const linksTo = async (email: string) =>
  (await db().select({ n: count() }).from(outbox).where(eq(outbox.to, email)))[0].n;
const sessionsOf = async (personId: number) =>
  (await db().select({ n: count() }).from(clientSessions).where(eq(clientSessions.personId, personId)))[0].n;

describe("asking for a sign-in link", () => {
  it("answers a known and an unknown address the same, and e-mails only the known one", async () => {
    await insertPerson("known@example.com");
    const known = await askForLink("Known@Example.com ");
    const unknown = await askForLink("stranger@example.com");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: SIGN_IN_SENT });
    expect(await unknown.json()).toEqual({ message: SIGN_IN_SENT });
    expect(await linksTo("known@example.com")).toBe(1);
    expect(await linksTo("stranger@example.com")).toBe(0);
  });

  it("answers the page's form the same way for a known and an unknown address", async () => {
    await insertPerson("form-known@example.com");
    const emails = ["form-known@example.com", "form-stranger@example.com"];
    const pages = await Promise.all(emails.map((email) => send("/account/sign-in", { form: { email } })));
    expect(pages.map((p) => p.status)).toEqual([200, 200]);
    // What the page shows (its action's data, as the browser reads it after a post).
    const shown = await Promise.all(
      emails.map(async (email) => (await send("/account/sign-in.data", { form: { email } })).text()),
    );
    for (const text of shown) expect(text).toContain(SIGN_IN_SENT);
    expect(shown[0].replace(/"form-known@example.com"/, "")).toBe(
      shown[1].replace(/"form-stranger@example.com"/, ""),
    );
  });

  it("refuses what is no address with 400, and stores nothing", async () => {
    const res = await askForLink("not-an-address");
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty("email");
    const page = await send("/account/sign-in", { form: { email: "nope" } });
    expect(page.status).toBe(400);
  });

  it("stores the token's hash, never the token", async () => {
    const p = await insertPerson("hashed@example.com");
    await askForLink("hashed@example.com");
    const token = (await lastLinkToken("hashed@example.com"))!;
    const rows = await db().select().from(clientSignInLinks).where(eq(clientSignInLinks.personId, p.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("limits links per address: the limit reached is the one different answer, known or not", async () => {
    await insertPerson("limited@example.com");
    for (let i = 0; i < LINKS_PER_ADDRESS; i++)
      expect((await askForLink("limited@example.com")).status).toBe(202);
    const refused = await askForLink("limited@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await linksTo("limited@example.com")).toBe(LINKS_PER_ADDRESS);
    for (let i = 0; i < LINKS_PER_ADDRESS; i++) await askForLink("limited-stranger@example.com");
    expect((await askForLink("limited-stranger@example.com")).status).toBe(429);
    // The page's form says so too.
    expect((await send("/account/sign-in", { form: { email: "limited@example.com" } })).status).toBe(429);
  });

  it("limits requests per client address, whatever the addresses asked for", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < REQUESTS_PER_CLIENT; i++)
      expect((await askForLink(`probe-${i}@example.com`, ip)).status).toBe(202);
    expect((await askForLink("probe-last@example.com", ip)).status).toBe(429);
    expect((await askForLink("probe-last@example.com", "203.0.113.78")).status).toBe(202);
  });
});

describe("the e-mailed link", () => {
  it("GET only shows the button; its POST signs in once, and a second use gives the clear page and no session", async () => {
    const p = await insertPerson("once@example.com");
    await askForLink("once@example.com");
    const token = (await lastLinkToken("once@example.com"))!;
    for (let i = 0; i < 2; i++) {
      expect((await send(`/account/link?token=${token}`)).status).toBe(200);
      expect(await (await send(`/account/link.data?token=${token}`)).text()).toContain('"confirm"');
    }
    expect(await sessionsOf(p.id)).toBe(0);
    const first = await followLink(token);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/account");
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^client_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await sessionsOf(p.id)).toBe(1);
    const again = await followLink(token);
    expect(again.status).toBe(404);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await (await send(`/account/link.data?token=${token}`)).text()).toContain('"unknown"');
    expect((await send(`/account/link?token=${token}`)).status).toBe(404);
    expect(await sessionsOf(p.id)).toBe(1);
  });

  it("expires after 30 minutes on the project's clock", async () => {
    const start = nowMs();
    setClockForTests(new Date(start));
    const p = await insertPerson("expiry@example.com");
    await askForLink("expiry@example.com");
    const token = (await lastLinkToken("expiry@example.com"))!;
    setClockForTests(new Date(start + 30 * 60_000 + 1000));
    const late = await followLink(token);
    expect(late.status).toBe(404);
    expect(late.headers.get("set-cookie")).toBeNull();
    expect(await sessionsOf(p.id)).toBe(0);

    await askForLink("expiry@example.com");
    const fresh = (await lastLinkToken("expiry@example.com"))!;
    setClockForTests(new Date(start + 59 * 60_000));
    expect((await followLink(fresh)).status).toBe(302);
  });

  it("is bound to the address it was sent to: once the person's address changed it signs nobody in", async () => {
    const p = await insertPerson("moving@example.com");
    await askForLink("moving@example.com");
    const token = (await lastLinkToken("moving@example.com"))!;
    await db().update(people).set({ email: "moved@example.com" }).where(eq(people.id, p.id));
    expect((await followLink(token)).status).toBe(404);
    expect(await sessionsOf(p.id)).toBe(0);
  });

  it("refuses a token we never sent, and a malformed one", async () => {
    expect((await followLink("a".repeat(64))).status).toBe(404);
    expect((await send("/account/link?token=../../etc")).status).toBe(404);
  });
});

describe("the client's session", () => {
  it("opens /account and /api/account; its cookie is not the admin's and opens nothing of the admin's", async () => {
    await insertPerson("session@example.com");
    const cookie = await clientCookie("session@example.com");
    const page = await send("/account", { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await (await send("/account.data", { cookie })).text()).toContain("session@example.com");
    const api = await send("/api/account", { cookie });
    expect(api.status).toBe(200);
    expect((await api.json()).person.email).toBe("session@example.com");
    expect((await send("/api/admin/people", { cookie })).status).toBe(401);
    expect((await send("/admin/people.data", { cookie })).status).toBe(401);
    const admin = await adminCookie();
    expect((await send("/api/account", { cookie: admin })).status).toBe(401);
    const refused = await send("/account", { cookie: admin });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/account/sign-in");
  });

  it("is Secure with the __Host- prefix when the site is served over HTTPS", async () => {
    const p = await insertPerson("secure@example.com");
    const before = process.env.SITE_URL;
    process.env.SITE_URL = "https://www.example.com";
    resetEnvCache();
    try {
      const setCookie = await createClientSession(new Request("https://www.example.com/"), p.id);
      expect(setCookie).toMatch(/^__Host-client_session=/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
      resetEnvCache();
    }
  });

  it("ends after 7 idle days, and 30 days after sign-in however used", async () => {
    const start = nowMs();
    setClockForTests(new Date(start));
    await insertPerson("lifetime@example.com");
    const cookie = await clientCookie("lifetime@example.com");
    const DAY = 24 * 3600_000;
    for (let day = 6; day <= 29; day += 6) {
      setClockForTests(new Date(start + day * DAY));
      expect((await send("/api/account", { cookie })).status, `day ${day}`).toBe(200);
    }
    setClockForTests(new Date(start + 30 * DAY + 1000));
    expect((await send("/api/account", { cookie })).status).toBe(401);

    setClockForTests(new Date(start));
    const idle = await clientCookie("lifetime@example.com");
    setClockForTests(new Date(start + 7 * DAY + 1000));
    expect((await send("/api/account", { cookie: idle })).status).toBe(401);
  });

  it("signs out this browser, or every browser of the person (not another person's)", async () => {
    const a = await insertPerson("out-a@example.com");
    await insertPerson("out-b@example.com");
    const here = await clientCookie("out-a@example.com");
    const there = await clientCookie("out-a@example.com");
    const elsewhere = await clientCookie("out-a@example.com");
    const other = await clientCookie("out-b@example.com");
    expect(await sessionsOf(a.id)).toBe(3);

    const out = await send("/account?index", { cookie: here, form: { intent: "sign-out" } });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/account/sign-in");
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await send("/api/account", { cookie: here })).status).toBe(401);
    expect((await send("/api/account", { cookie: there })).status).toBe(200);

    const everywhere = await send("/api/account/sign-out", { cookie: there, json: { everywhere: true } });
    expect(everywhere.status).toBe(200);
    expect((await send("/api/account", { cookie: there })).status).toBe(401);
    expect((await send("/api/account", { cookie: elsewhere })).status).toBe(401);
    expect(await sessionsOf(a.id)).toBe(0);
    expect((await send("/api/account", { cookie: other })).status).toBe(200);
  });

  it("refuses a forged cookie", async () => {
    await insertPerson("forged@example.com");
    const cookie = await clientCookie("forged@example.com");
    const [name, value] = cookie.split("=");
    const forged = `${name}=${value.slice(0, -3)}abc`;
    expect((await send("/api/account", { cookie: forged })).status).toBe(401);
  });
});
