import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { solvedTokenFrom } from "../setup/captcha-client";
import { validSubmission } from "../integration/assessment-fixture";
import { startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * Every text field of every public and admin form, given hostile values: the server always answers
 * a 4xx JSON error or stores the literal text, never a 5xx.
 */
const ADMIN = { email: "hostile-admin@example.com", password: "hostile-password-123" };
let server: ServerProcess;
let cookie = "";
let n = 0;
const uniq = () => `${Date.now().toString(36)}${++n}`;

const TEXT_PAYLOADS: Record<string, string> = {
  script: `<script>window.__xss=1</script>`,
  html: `<img src=x onerror="window.__xss=1"><b>bold</b>`,
  sql: `'; DROP TABLE newsletter_subscribers; --`,
  long: "x".repeat(100_000),
  unicode: "Zoë 🚀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202Eevil\u202C e\u0301 ﷽",
  nul: "null\u0000byte",
  lone: "lone \uD800 surrogate",
};
const TYPE_PAYLOADS: Record<string, unknown> = {
  number: 12345,
  array: ["a", "b"],
  object: { a: 1 },
  null: null,
  boolean: true,
};

type Form = {
  name: string;
  method: string;
  path: string;
  admin?: boolean;
  base: () => Promise<Record<string, unknown>>;
  fields: string[];
  /** Fields where 100 kB of text is a legitimate value (a long article), stored as is. */
  longText?: string[];
  /** Where a submission lands: the table, the field that finds it, and fields stored as typed. */
  store?: { table: string; key: [field: string, column: string]; literal: Record<string, string> };
};

const forms: Form[] = [
  {
    name: "newsletter",
    method: "POST",
    path: "/api/newsletter-subscribe",
    store: { table: "newsletter_subscribers", key: ["email", "email"], literal: {} },
    base: async () => ({ email: `n${uniq()}@example.com` }),
    fields: ["email"],
  },
  {
    name: "contact",
    method: "POST",
    path: "/api/contact-inquiry",
    store: {
      table: "contact_inquiries",
      key: ["workEmail", "work_email"],
      literal: { fullName: "full_name", companyName: "company_name", needsDescription: "needs_description" },
    },
    base: async () => ({
      fullName: "Dana Reyes",
      workEmail: `c${uniq()}@example.com`,
      companyName: "Acme",
      role: "other",
      otherRole: "Head of Partnerships",
      companySize: "51-200",
      trainingInterest: ["not-sure"],
      timeline: "asap",
      needsDescription: "Budgets.",
      captchaToken: await solvedTokenFrom(server.url),
    }),
    fields: [
      "fullName",
      "workEmail",
      "companyName",
      "role",
      "otherRole",
      "companySize",
      "timeline",
      "needsDescription",
      "captchaToken",
    ],
  },
  {
    name: "webinar",
    method: "POST",
    path: "/api/leads",
    store: {
      table: "leads",
      key: ["email", "email"],
      literal: { name: "name", company: "company", role: "role" },
    },
    base: async () => ({
      name: "Sam Lee",
      email: `w${uniq()}@example.com`,
      company: "Acme",
      role: "COO",
      leadType: "webinar",
    }),
    fields: ["name", "email", "company", "role", "leadType"],
  },
  {
    name: "resource request",
    method: "POST",
    path: "/api/resource-request",
    store: { table: "resource_requests", key: ["email", "email"], literal: { name: "name" } },
    base: async () => ({
      name: "Kim",
      email: `r${uniq()}@example.com`,
      resourceTitle: "Financial Statements Decoded",
      resourceType: "PDF",
      resourceCategory: "Financial Intelligence",
    }),
    fields: ["name", "email", "resourceTitle", "resourceType", "resourceCategory"],
  },
  {
    name: "assessment",
    method: "POST",
    path: "/api/assessment",
    store: {
      table: "assessment_responses",
      key: ["email", "email"],
      literal: { name: "name", company: "company", jobTitle: "job_title" },
    },
    base: async () => validSubmission({ email: `a${uniq()}@example.com` }),
    fields: [
      "name",
      "email",
      "company",
      "jobTitle",
      "role",
      "teamSize",
      "trainingFor",
      "currentAcumen",
      "dataConfidence",
      "urgency",
    ],
  },
  {
    name: "admin login",
    method: "POST",
    path: "/api/admin/login",
    base: async () => ({ email: "nobody@example.com", password: "wrong-password" }),
    fields: ["email", "password"],
  },
  {
    name: "blog post",
    method: "POST",
    path: "/api/blog-posts",
    store: {
      table: "blog_posts",
      key: ["slug", "slug"],
      literal: {
        title: "title",
        excerpt: "excerpt",
        seoTitle: "seo_title",
        seoDescription: "seo_description",
      },
    },
    admin: true,
    base: async () => ({
      title: "Cash is a fact",
      slug: `post-${uniq()}`,
      excerpt: "Why cash matters.",
      content: "<p>Body</p>",
      category: "strategy",
      readTime: 4,
      tags: ["cash"],
      imageUrl: null,
      altText: "",
      seoTitle: "",
      seoDescription: "",
      published: false,
    }),
    fields: [
      "title",
      "slug",
      "excerpt",
      "content",
      "category",
      "altText",
      "seoTitle",
      "seoDescription",
      "imageUrl",
    ],
    longText: ["content"],
  },
  {
    name: "resource",
    method: "POST",
    path: "/api/admin/resources",
    store: {
      table: "resources",
      key: ["title", "title"],
      literal: { description: "description", format: "format" },
    },
    admin: true,
    base: async () => ({
      title: `Toolkit ${uniq()}`,
      description: "A toolkit.",
      category: "Strategy",
      type: "PDF",
      difficulty: "beginner",
      format: "Guide",
      downloadUrl: null,
      tags: ["x"],
      pages: 3,
      duration: null,
      featured: false,
      published: false,
      iconName: "FileText",
    }),
    fields: [
      "title",
      "description",
      "category",
      "type",
      "difficulty",
      "format",
      "downloadUrl",
      "duration",
      "iconName",
    ],
  },
];

// What UTF-8 (and so the database) makes of a lone surrogate.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Every submission of a storing form that parsed as a JSON object, with the status it got. */
const submissions: Array<{ form: Form; body: Record<string, unknown>; status: number }> = [];

async function send(form: Form, body: string, contentType = "application/json") {
  const headers: Record<string, string> = {
    "content-type": contentType,
    "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}`,
  };
  if (form.admin) headers.cookie = cookie;
  const res = await fetch(`${server.url}${form.path}`, { method: form.method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (form.store && parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    submissions.push({ form, body: parsed as Record<string, unknown>, status: res.status });
  }
  return { status: res.status, text, type: res.headers.get("content-type") ?? "" };
}

function expectCleanAnswer(label: string, r: { status: number; text: string; type: string }) {
  expect(r.status, `${label}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
  if (r.status >= 400) {
    expect(r.type, label).toContain("application/json");
    expect(typeof JSON.parse(r.text).error, label).toBe("string");
  }
}

let databaseUrl = "";
beforeAll(async () => {
  const dir = tempDir("hostile-");
  databaseUrl = process.env.HOSTILE_DATABASE_URL ?? path.join(dir, "db");
  server = await startServer({
    databaseUrl,
    dataDir: dir,
    env: { TRUST_PROXY: "1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => server?.stop());

describe.each(forms)("hostile input to $name", (form) => {
  it("text payloads in every field: 4xx JSON or a clean store", async () => {
    for (const field of form.fields) {
      for (const [kind, value] of Object.entries(TEXT_PAYLOADS)) {
        const r = await send(form, JSON.stringify({ ...(await form.base()), [field]: value }));
        expectCleanAnswer(`${field}=${kind}`, r);
        if ((kind === "long" && !form.longText?.includes(field)) || kind === "nul")
          expect(r.status, `${field}=${kind} must be refused`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it("wrong JSON types and missing fields: 4xx JSON or a clean store", async () => {
    for (const field of form.fields) {
      for (const [kind, value] of Object.entries(TYPE_PAYLOADS)) {
        expectCleanAnswer(
          `${field}=${kind}`,
          await send(form, JSON.stringify({ ...(await form.base()), [field]: value })),
        );
      }
      const { [field]: _dropped, ...rest } = await form.base();
      expectCleanAnswer(`without ${field}`, await send(form, JSON.stringify(rest)));
    }
  });

  it("extra fields are ignored, and the body must be a JSON object", async () => {
    const extra = await send(
      form,
      JSON.stringify({
        ...(await form.base()),
        id: 1,
        isAdmin: true,
        leadStatus: "closed",
        __proto__: { polluted: 1 },
      }),
    );
    expectCleanAnswer("extra fields", extra);
    for (const body of ['{"email": ', "[", "null", '"text"', "12", "[]", ""]) {
      const r = await send(form, body);
      expectCleanAnswer(`body ${JSON.stringify(body)}`, r);
      expect(r.status, `body ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
    }
  });

  it("wrong content types and oversized bodies are refused with JSON", async () => {
    const base = JSON.stringify(await form.base());
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
    ]) {
      const r = await send(form, base, type);
      expectCleanAnswer(type, r);
      expect(r.status, type).toBeGreaterThanOrEqual(400);
    }
    const huge = await send(
      form,
      JSON.stringify({ ...(await form.base()), pad: "y".repeat(9 * 1024 * 1024) }),
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text).error).toMatch(/too large/);
  });
});

describe("the store after all of it", () => {
  it("holds each accepted submission once, its text as sent, and nothing of a refused one", async () => {
    expect(submissions.filter((x) => x.status < 300).length).toBeGreaterThan(20);
    expect(submissions.filter((x) => x.status >= 400).length).toBeGreaterThan(100);
    // PGlite has a single owner: the server stops before the store is opened.
    await server.stop();
    const conn = await openDatabase(databaseUrl);
    const problems: string[] = [];
    try {
      for (const { form, body, status } of submissions) {
        const { table, key, literal } = form.store!;
        const keyValue = body[key[0]];
        // A key the server could not have stored as is (a number, an object, a NUL) finds nothing to check.
        if (typeof keyValue !== "string" || keyValue.includes("\u0000")) continue;
        const found = (await conn.db.execute(
          sql`select * from ${sql.identifier(table)} where lower(${sql.identifier(key[1])}) = lower(${keyValue.trim().replace(LONE_SURROGATE, "\uFFFD")})`,
        )) as unknown as { rows: Array<Record<string, unknown>> };
        const label = `${form.name} ${status} ${key[0]}=${keyValue.slice(0, 40)}`;
        if (status >= 400) {
          if (found.rows.length > 0) problems.push(`${label}: refused, yet stored`);
          continue;
        }
        // A filled honeypot is accepted silently and stores nothing; the forms here leave it empty.
        if (found.rows.length !== 1) {
          problems.push(`${label}: accepted, stored ${found.rows.length} times`);
          continue;
        }
        for (const [field, column] of Object.entries(literal)) {
          const sent = body[field];
          if (typeof sent !== "string" || sent === "") continue;
          if (found.rows[0][column] !== sent.trim().replace(LONE_SURROGATE, "\uFFFD"))
            problems.push(
              `${label}: ${field} stored as ${JSON.stringify(found.rows[0][column]).slice(0, 60)}`,
            );
        }
      }
    } finally {
      await conn.close();
    }
    expect(problems).toEqual([]);
  });
});
