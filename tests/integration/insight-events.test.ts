import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { insightEvents, rateLimits } from "~/db/schema";
import * as route from "~/routes/api/events";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";

// A small per-address limit keeps the rate-limit test short (read once, at the first request).
process.env.EVENTS_RATE_LIMIT_MAX = "40";
setupTestDatabase();

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type Options = { headers?: Record<string, string>; clientIp?: string };
const post = (body: unknown, opts: Options = {}) =>
  callRoute(route, {
    method: "POST",
    path: "/api/events",
    body,
    headers: { "user-agent": BROWSER, "content-type": "text/plain;charset=UTF-8", ...opts.headers },
    clientIp: opts.clientIp,
  });

const pageView = (path = "/about", extra: Record<string, unknown> = {}) => ({
  name: "page_view",
  path,
  ...extra,
});
const rows = () => db().select().from(insightEvents);

afterEach(async () => {
  vi.useRealTimers();
  await db().delete(insightEvents);
  await db().delete(rateLimits);
});

function expectBare202(res: Response) {
  expect(res.status).toBe(202);
  expect(res.headers.get("set-cookie")).toBeNull();
  expect(res.headers.get("cache-control")).toBe("no-store");
}

describe("POST /api/events", () => {
  it("stores a page view with its source and campaign, and no address or user agent", async () => {
    const res = await post(
      pageView("/training-programs?x=1", {
        referrer: "https://www.linkedin.com/feed/",
        utm_campaign: "Fall",
      }),
      { clientIp: "198.51.100.4" },
    );
    expectBare202(res);
    expect(await res.text()).toBe("");
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "page_view",
      path: "/training-programs",
      source: "linkedin.com",
      campaign: "fall",
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("198.51.100.4");
    expect(stored).not.toContain("Chrome");
    // The rate-limit counter is keyed by a salted hash, not by the address either.
    expect(JSON.stringify(await db().select().from(rateLimits))).not.toContain("198.51.100.4");
  });

  it("stores assessment steps and the submission", async () => {
    expectBare202(await post({ name: "assessment_step", path: "/assessment", step: 2 }));
    expectBare202(await post({ name: "assessment_submitted", path: "/assessment" }));
    expect((await rows()).map((r) => [r.name, r.step])).toEqual([
      ["assessment_step", 2],
      ["assessment_submitted", null],
    ]);
  });

  it.each([
    [
      "a bot user agent",
      pageView(),
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    ],
    ["no user agent", pageView(), { "user-agent": "" }],
    ["Sec-GPC: 1", pageView(), { "sec-gpc": "1" }],
    ["DNT: 1", pageView(), { dnt: "1" }],
    ["a prefetch (Sec-Purpose)", pageView(), { "sec-purpose": "prefetch" }],
    ["a prefetch (Purpose)", pageView(), { purpose: "prefetch" }],
    ["an admin path", pageView("/admin"), {}],
    ["an admin sub-path", pageView("/admin/insights"), {}],
  ])("answers 202 and stores nothing for %s", async (_name, body, headers) => {
    expectBare202(await post(body, { headers }));
    expect(await rows()).toHaveLength(0);
  });

  it("counts the same client twice in a day as one visitor, and as another the next day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T18:00:00Z") });
    await post(pageView("/"), { clientIp: "192.0.2.10" });
    await post(pageView("/about"), { clientIp: "192.0.2.10" });
    await post(pageView("/"), { clientIp: "192.0.2.11" });
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z"));
    await post(pageView("/"), { clientIp: "192.0.2.10" });
    const all = await rows();
    const day1 = all.filter((r) => r.day === "2026-11-23");
    const day2 = all.filter((r) => r.day === "2026-11-24");
    expect(day1).toHaveLength(3);
    expect(new Set(day1.map((r) => r.visitor)).size).toBe(2);
    expect(day1[0].visitor).toBe(day1[1].visitor);
    expect(day2).toHaveLength(1);
    // The salt rotated: the same address and browser is not recognisable on the next day.
    expect(day1.map((r) => r.visitor)).not.toContain(day2[0].visitor);
  });

  it.each([
    ["malformed JSON", "{name:"],
    ["a JSON array", [1]],
    ["an unknown name", { name: "click", path: "/" }],
    ["a path without a leading slash", { name: "page_view", path: "https://evil.example/" }],
    ["a missing path", { name: "page_view" }],
    ["a step on a page view", { name: "page_view", path: "/", step: 1 }],
    ["an assessment step without its step", { name: "assessment_step", path: "/assessment" }],
    ["step 6", { name: "assessment_step", path: "/assessment", step: 6 }],
    ["an unknown field", { name: "page_view", path: "/", email: "a@b.example" }],
    ["a NUL character", { name: "page_view", path: "/", utm_source: "a\u0000b" }],
    [
      "an oversized event",
      { name: "page_view", path: "/", referrer: "https://x.example/" + "a".repeat(2100) },
    ],
    ["an oversized body within field limits", `{"name":"page_view","path":"/"${" ".repeat(3000)}}`],
  ])("refuses %s with 400 JSON, no cookie, and stores nothing", async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(typeof (await res.json()).error).toBe("string");
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a content type other than JSON or text", async () => {
    const res = await post(JSON.stringify(pageView()), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("limits events per address with 429, and another address is not affected", async () => {
    for (let i = 0; i < 40; i++)
      expect((await post(pageView("/"), { clientIp: "192.0.2.50" })).status).toBe(202);
    const refused = await post(pageView("/"), { clientIp: "192.0.2.50" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await post(pageView("/"), { clientIp: "192.0.2.51" })).status).toBe(202);
    expect(await rows()).toHaveLength(41);
  });

  it("answers GET with 405", async () => {
    const res = await callRoute(route, { method: "GET", path: "/api/events" });
    expect(res.status).toBe(405);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
