/**
 * The admin API is one tree, /api/admin/<resource>[/<id>[/<sub>]] (docs/decisions/0081-admin-api-tree.md);
 * product.md §7's admin paths outside it keep answering as aliases. Each alias is the same module as its
 * path in the tree, and answers an admin exactly as that path does, and a visitor with the same 401.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { contactInquiries, leads } from "~/db/schema";
import { routerContextFor } from "~/context";
import { loadRouteTable, requestHandlerFor } from "../setup/route-table";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { insertAssessment, personOf } from "../setup/admin-fixtures";

setupTestDatabase();

const table = await loadRouteTable();

let cookie: string;
let handle: (request: Request) => Promise<Response>;
let postId: number;
let assessmentId: string;

const request = (method: string, path: string, body?: unknown, withCookie = true) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: {
        ...(withCookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

const post = (slug: string) => ({
  title: `Alias check ${slug}`,
  slug,
  excerpt: "Why profit is not cash.",
  content: "<p>Receivables and timing.</p>",
  readTime: 3,
  category: "financial-intelligence",
  tags: [],
  imageUrl: "https://images.example.com/cash.jpg",
  altText: "A ledger",
  seoTitle: "",
  seoDescription: "",
});

beforeAll(async () => {
  cookie = await adminCookie();
  const handler = await requestHandlerFor(table);
  handle = (r) => handler(r, routerContextFor({ nonce: "test", clientIp: "203.0.113.5", requestId: "test" }));
  assessmentId = (await insertAssessment()).id;
  await db()
    .insert(contactInquiries)
    .values({
      fullName: "Ina Quirer",
      workEmail: "ina@example.com",
      companyName: "Acme",
      personId: await personOf("ina@example.com", "contact"),
    });
  await db()
    .insert(leads)
    .values({
      name: "Webby",
      email: "webby@example.com",
      leadType: "webinar",
      personId: await personOf("webby@example.com", "webinar"),
    });
  const created = await request("POST", "/api/admin/blog-posts", post("alias-seed"));
  expect(created.status).toBe(201);
  postId = ((await created.json()) as { id: number }).id;
});

describe("the route table", () => {
  const aliases = table.filter((r) => r.id.startsWith("alias:"));

  it("registers product.md §7's admin paths outside the tree as aliases", () => {
    expect(aliases.map((r) => r.path).sort()).toEqual([
      "/api/admin/assessment-lead-status/:id",
      "/api/assessments",
      "/api/blog-posts/:id",
      "/api/blog-posts/:id/publish",
      "/api/contact-inquiries",
    ]);
  });

  it.each(aliases.map((r) => [r.path, r] as const))(
    "%s is the module of one path in /api/admin/, behind the same gate",
    (_, alias) => {
      const canonical = table.filter((r) => r.file === alias.file && r !== alias);
      expect(canonical).toHaveLength(1);
      expect(canonical[0].path).toMatch(/^\/api\/admin\//);
      expect(canonical[0].module).toBe(alias.module);
      expect(canonical[0].parentId).toBe(alias.parentId);
    },
  );
});

// [method, product.md §7's path, its path in the tree, body]: one request each.
const pairs = (): Array<[string, string, string, unknown]> => [
  ["GET", "/api/assessments", "/api/admin/assessments", undefined],
  ["GET", "/api/contact-inquiries", "/api/admin/contact-inquiries", undefined],
  ["GET", "/api/leads", "/api/admin/leads", undefined],
  ["GET", `/api/blog-posts/${postId}`, `/api/admin/blog-posts/${postId}`, undefined],
  [
    "PATCH",
    `/api/blog-posts/${postId}/publish`,
    `/api/admin/blog-posts/${postId}/publish`,
    { published: "yes" },
  ],
  [
    "PUT",
    `/api/admin/assessment-lead-status/${assessmentId}`,
    `/api/admin/assessments/${assessmentId}/lead-status`,
    { leadStatus: "contacted" },
  ],
  ["POST", "/api/blog-posts", "/api/admin/blog-posts", { title: "" }],
];

describe("an alias and its path in the tree answer the same", () => {
  it("for an admin: status, body and total", async () => {
    for (const [method, alias, canonical, body] of pairs()) {
      const [a, c] = [await request(method, alias, body), await request(method, canonical, body)];
      expect(a.status, `${method} ${alias}`).toBe(c.status);
      expect(a.status, `${method} ${alias}`).toBeLessThan(500);
      expect(a.headers.get("x-total-count"), `${method} ${alias}`).toBe(c.headers.get("x-total-count"));
      const [aBody, cBody] = [await a.json(), await c.json()];
      expect(aBody, `${method} ${alias}`).toEqual(cBody);
      // Not an empty agreement: the lists hold the rows written above.
      if (method === "GET" && Array.isArray(aBody)) expect(aBody.length, alias).toBeGreaterThan(0);
    }
  });

  it("logged out: the same 401", async () => {
    for (const [method, alias, canonical, body] of pairs()) {
      for (const path of [alias, canonical]) {
        const res = await request(method, path, body, false);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toEqual({ error: "Authentication required. Please log in as an admin." });
      }
    }
  });

  it("a post created through either path is the same kind of answer", async () => {
    const [a, c] = [
      await request("POST", "/api/blog-posts", post("alias-a")),
      await request("POST", "/api/admin/blog-posts", post("alias-c")),
    ];
    expect([a.status, c.status]).toEqual([201, 201]);
    expect(Object.keys(await a.json()).sort()).toEqual(Object.keys(await c.json()).sort());
  });
});
