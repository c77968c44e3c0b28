import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactInquiries, outbox, people } from "~/db/schema";
import * as subscribers from "~/routes/api/admin/newsletter-subscribers";
import * as assessments from "~/routes/api/admin/assessments";
import * as inquiries from "~/routes/api/admin/contact-inquiries";
import * as leadList from "~/routes/api/leads";
import * as requests from "~/routes/api/admin/resource-requests";
import * as outboxList from "~/routes/api/admin/outbox";
import * as resourceList from "~/routes/api/admin/resources";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { insertAssessment, personOf } from "../setup/admin-fixtures";

setupTestDatabase();

// 1,100 subscribers: 500 at one shared instant (the CSV's keyset must tell them apart by id), the
// rest a minute apart. More than two CSV batches (500) and 22 pages of 50.
const SUBSCRIBERS = 1100;

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
  await db().execute(sql`
    insert into people (email, sources, first_seen_at, last_activity_at)
    select 'reader' || g || '@example.com', array['newsletter'], now(), now()
      from generate_series(1, ${SUBSCRIBERS}) g`);
  await db().execute(sql`
    insert into newsletter_subscribers (email, unsubscribe_token, person_id, subscribed_at)
    select email, md5(email), id,
           case when id % 2 = 0 and id <= 1000 then timestamptz '2026-01-01 12:00:00.123456+00'
                else now() - make_interval(mins => id) end
      from people where email like 'reader%'`);
  await insertAssessment({ name: "Alma Closed", email: "alma@example.com", company: "Acme" });
  await insertAssessment({ name: "Bea Lead", email: "bea@example.com", company: "Bolt" });
  await db().update(people).set({ status: "closed" }).where(eq(people.email, "alma@example.com"));
  await db()
    .insert(contactInquiries)
    .values(
      await Promise.all(
        ["Old", "Middle", "New"].map(async (name, i) => ({
          fullName: `${name} Inquirer`,
          workEmail: `${name.toLowerCase()}@example.com`,
          companyName: `${name} Co`,
          personId: await personOf(`${name.toLowerCase()}@example.com`, "contact"),
          createdAt: sql`now() - make_interval(hours => ${3 - i})` as never,
        })),
      ),
    );
  await db()
    .insert(outbox)
    .values([
      { kind: "newsletter-welcome", to: "sent@example.com", subject: "Welcome", text: "t", status: "sent" },
      { kind: "inquiry-notice", to: "fail@example.com", subject: "New inquiry", text: "t", status: "failed" },
    ]);
});

const get = (mod: object, path: string) => callRoute(mod as never, { path, headers: { cookie } });
const ok = async (mod: object, path: string) => {
  const res = await get(mod, path);
  expect(res.status, path).toBe(200);
  return { rows: (await res.json()) as Record<string, unknown>[], res };
};

const lists = [
  [subscribers, "/api/admin/newsletter-subscribers"],
  [assessments, "/api/assessments"],
  [inquiries, "/api/contact-inquiries"],
  [leadList, "/api/leads"],
  [requests, "/api/admin/resource-requests"],
  [outboxList, "/api/admin/outbox"],
  [resourceList, "/api/admin/resources"],
] as const;

describe("admin lists: pages, search and filters on the server", () => {
  it("answers product.md's array, the first 50 rows without parameters, with the total in X-Total-Count", async () => {
    const { rows, res } = await ok(subscribers, "/api/admin/newsletter-subscribers");
    expect(rows).toHaveLength(50);
    expect(res.headers.get("x-total-count")).toBe(String(SUBSCRIBERS));
    expect(res.headers.get("link")).toBe('</api/admin/newsletter-subscribers?page=2>; rel="next"');
  });

  it("pages newest first without overlap, and the last page holds the rest", async () => {
    const seen = new Set<unknown>();
    let previous = Infinity;
    for (let page = 1; page <= 11; page++) {
      const { rows } = await ok(subscribers, `/api/admin/newsletter-subscribers?page=${page}&pageSize=100`);
      expect(rows).toHaveLength(100);
      for (const r of rows) {
        const at = Date.parse(r.subscribedAt as string);
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
        seen.add(r.id);
      }
    }
    expect(seen.size).toBe(SUBSCRIBERS);
    const last = await ok(subscribers, "/api/admin/newsletter-subscribers?page=22");
    expect(last.rows).toHaveLength(50);
    expect(last.res.headers.get("link")).toBe('</api/admin/newsletter-subscribers?page=21>; rel="prev"');
  });

  it("answers a page past the end with an empty page, not an error", async () => {
    const { rows, res } = await ok(subscribers, "/api/admin/newsletter-subscribers?page=999");
    expect(rows).toEqual([]);
    expect(res.headers.get("x-total-count")).toBe(String(SUBSCRIBERS));
    expect(res.headers.get("link")).toContain('page=22>; rel="prev"');
  });

  it("refuses bad paging on every list with a 400 JSON error", async () => {
    const bad: [string, RegExp][] = [
      ["page=0", /Page starts at 1/],
      ["page=-3", /Page starts at 1/],
      ["page=abc", /Page must be a number/],
      ["page=1.5", /Page must be a whole number/],
      ["pageSize=101", /Page size must be at most 100/],
      ["pageSize=0", /Page size must be at least 1/],
      ["pageSize=ten", /Page size must be a number/],
      ["format=xml", /Format must be json or csv/],
      [`q=${"x".repeat(201)}`, /Search must be at most 200 characters/],
    ];
    for (const [mod, path] of lists) {
      for (const [query, message] of bad) {
        const res = await get(mod, `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.headers.get("content-type")).toContain("application/json");
        expect((await res.json()).error, `${path}?${query}`).toMatch(message);
      }
    }
  });

  it("takes pageSize up to 100 and treats empty parameters as absent", async () => {
    expect((await ok(subscribers, "/api/admin/newsletter-subscribers?pageSize=100")).rows).toHaveLength(100);
    expect((await ok(subscribers, "/api/admin/newsletter-subscribers?page=&q=")).rows).toHaveLength(50);
  });

  it("searches in the e-mail, case-insensitively, with LIKE's wildcards taken literally", async () => {
    const { rows, res } = await ok(subscribers, "/api/admin/newsletter-subscribers?q=READER100");
    // reader100 and reader1000–reader1009.
    expect(res.headers.get("x-total-count")).toBe("11");
    expect(rows.every((r) => (r.email as string).startsWith("reader100"))).toBe(true);
    expect(res.headers.get("link")).toBeNull();
    const wild = await ok(subscribers, "/api/admin/newsletter-subscribers?q=%25");
    expect(wild.res.headers.get("x-total-count")).toBe("0");
    expect((await ok(subscribers, "/api/admin/newsletter-subscribers?q=_")).rows).toEqual([]);
  });

  it("filters submissions by their person's lead status, and searches name, e-mail and company", async () => {
    const closed = await ok(assessments, "/api/assessments?status=closed");
    expect(closed.rows.map((r) => r.name)).toEqual(["Alma Closed"]);
    expect(closed.res.headers.get("x-total-count")).toBe("1");
    expect((await ok(assessments, "/api/assessments?status=lead")).rows.map((r) => r.name)).toEqual([
      "Bea Lead",
    ]);
    expect((await ok(assessments, "/api/assessments?q=bolt")).rows.map((r) => r.name)).toEqual(["Bea Lead"]);
    expect((await ok(assessments, "/api/assessments?q=alma%40")).rows).toHaveLength(1);
    expect((await ok(assessments, "/api/assessments?q=bolt&status=closed")).rows).toEqual([]);
    const bad = await get(assessments, "/api/assessments?status=won");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/Lead status must be one of/);
  });

  it("orders contact inquiries newest first by default and oldest first on request", async () => {
    const names = async (query: string) =>
      (await ok(inquiries, `/api/contact-inquiries${query}`)).rows.map((r) => r.fullName);
    expect(await names("")).toEqual(["New Inquirer", "Middle Inquirer", "Old Inquirer"]);
    expect(await names("?sort=oldest")).toEqual(["Old Inquirer", "Middle Inquirer", "New Inquirer"]);
    expect(await names("?sort=oldest&pageSize=1&page=2")).toEqual(["Middle Inquirer"]);
    expect(await names("?q=middle%20co")).toEqual(["Middle Inquirer"]);
    expect((await get(inquiries, "/api/contact-inquiries?sort=name")).status).toBe(400);
  });

  it("filters the outbox by delivery status and searches recipient and subject", async () => {
    const failed = await ok(outboxList, "/api/admin/outbox?status=failed");
    expect(failed.rows.map((r) => r.to)).toEqual(["fail@example.com"]);
    expect(failed.rows[0]).not.toHaveProperty("text");
    expect((await ok(outboxList, "/api/admin/outbox?q=welcome")).rows.map((r) => r.to)).toEqual([
      "sent@example.com",
    ]);
    expect((await get(outboxList, "/api/admin/outbox?status=lost")).status).toBe(400);
  });

  it("searches resources by title and tags", async () => {
    const all = await ok(resourceList, "/api/admin/resources?pageSize=100");
    const total = Number(all.res.headers.get("x-total-count"));
    expect(total).toBeGreaterThan(0);
    const someTitle = all.rows[0].title as string;
    const found = await ok(resourceList, `/api/admin/resources?q=${encodeURIComponent(someTitle)}`);
    expect(found.rows.map((r) => r.title)).toContain(someTitle);
    const tag = (all.rows.find((r) => (r.tags as string[]).length) as { tags: string[] }).tags[0];
    const byTag = await ok(resourceList, `/api/admin/resources?q=${encodeURIComponent(tag)}`);
    expect(byTag.rows.some((r) => (r.tags as string[]).includes(tag))).toBe(true);
    expect((await ok(resourceList, "/api/admin/resources?q=zz-no-such-resource")).rows).toEqual([]);
  });
});

describe("admin lists: CSV of every matching row", () => {
  const csvOf = async (mod: object, path: string) => {
    const res = await get(mod, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return {
      res,
      lines: (await res.text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    };
  };

  it("streams all subscribers across batches, each once, newest first, ignoring the page", async () => {
    const { res, lines } = await csvOf(subscribers, "/api/admin/newsletter-subscribers?format=csv&page=3");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(lines[0]).toBe("Email,Subscribed,Status,Consent source,Suppressed because");
    const emails = lines.slice(1).map((l) => l.split(",")[0]);
    expect(emails).toHaveLength(SUBSCRIBERS);
    expect(new Set(emails).size).toBe(SUBSCRIBERS);
    const times = lines.slice(1).map((l) => Date.parse(l.split(",")[1]));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("applies the search and filters to the CSV and carries the whole submission", async () => {
    const { lines } = await csvOf(assessments, "/api/assessments?format=csv&status=closed");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Name,Email,Company,Role,Knowledge,Awareness,Level,Date,Lead status,Id,/);
    expect(lines[1]).toMatch(/^Alma Closed,alma@example\.com,Acme,.*,Closed,/);
    const search = await csvOf(subscribers, "/api/admin/newsletter-subscribers?format=csv&q=reader100");
    expect(search.lines).toHaveLength(12);
  });

  it("orders the inquiries' CSV as the list", async () => {
    const { lines } = await csvOf(inquiries, "/api/contact-inquiries?format=csv&sort=oldest");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([
      "Old Inquirer",
      "Middle Inquirer",
      "New Inquirer",
    ]);
  });

  it("answers 401 without a session, JSON and CSV alike", async () => {
    for (const [mod, path] of lists) {
      expect((await callRoute(mod as never, { path })).status, path).toBe(401);
      expect((await callRoute(mod as never, { path: `${path}?format=csv` })).status, path).toBe(401);
    }
  });
});
