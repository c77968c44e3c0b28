import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { captchaUses, contactInquiries, outbox } from "~/db/schema";
import * as route from "~/routes/api/contact-inquiry";
import * as challengeRoute from "~/routes/api/captcha.challenge";
import * as contactPage from "~/routes/contact";
import { issueChallenge } from "~/services/captcha.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { encodePayload, solve, solvedCaptchaToken } from "../setup/captcha";

setupTestDatabase();

// Each test posts from its own address so the per-address rate limit never interferes.
let ipCounter = 1;
const post = (body: unknown) =>
  callRoute(route, {
    method: "POST",
    path: "/api/contact-inquiry",
    body,
    clientIp: `192.0.2.${ipCounter++}`,
  });

const inquiryCount = async () => (await db().select().from(contactInquiries)).length;
const outboxCount = async () => (await db().select().from(outbox)).length;

const valid = {
  fullName: "Ada Lovelace",
  workEmail: "ada@analytical.example",
  companyName: "Analytical Engines Ltd",
  role: "cpo",
  otherRole: "",
  companySize: "51-200",
  trainingInterest: ["1-3-day-workshop", "custom-team-training"],
  timeline: "30-days",
  needsDescription: "Our product leads need to build business cases.",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/captcha/challenge", () => {
  it("issues a signed, expiring challenge that is never cached", async () => {
    const res = await callRoute(challengeRoute, { path: "/api/captcha/challenge" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
    expect(body.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000 + 1000);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    // The answer is not in the challenge.
    expect(JSON.stringify(body)).not.toMatch(/counter/);
  });

  it("answers POST with 405", async () => {
    const res = await callRoute(challengeRoute, { method: "POST", path: "/api/captcha/challenge", body: {} });
    expect(res.status).toBe(405);
  });
});

describe("POST /api/contact-inquiry", () => {
  it("stores an inquiry with a solved captcha and queues the notification and the confirmation together", async () => {
    const res = await post({
      ...valid,
      captchaToken: await solvedCaptchaToken(),
      attribution: {
        landingPage: "/contact?utm_source=newsletter",
        utm_source: "newsletter",
        referrer: "https://news.example/",
      },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await db()
      .select()
      .from(contactInquiries)
      .where(sql`id = ${id}`);
    expect(row).toMatchObject({
      fullName: "Ada Lovelace",
      workEmail: "ada@analytical.example",
      companyName: "Analytical Engines Ltd",
      role: "cpo",
      companySize: "51-200",
      trainingInterest: ["1-3-day-workshop", "custom-team-training"],
      timeline: "30-days",
      attribution: {
        landingPage: "/contact?utm_source=newsletter",
        utm_source: "newsletter",
        referrer: "https://news.example/",
      },
    });
    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`kind in ('contact-notification', 'contact-confirmation')`);
    const notice = mails.find((m) => m.kind === "contact-notification")!;
    expect(notice.to).toBe("owner@example.com");
    expect(notice.subject).toBe("New contact inquiry: Ada Lovelace (Analytical Engines Ltd)");
    expect(notice.text).toContain("Role: Chief Product Officer (CPO)");
    expect(notice.text).toContain("UTM source: newsletter");
    const confirmation = mails.find((m) => m.kind === "contact-confirmation")!;
    expect(confirmation.to).toBe("ada@analytical.example");
    expect(confirmation.html).toContain("Analytical Engines Ltd");
  });

  it("stores the typed role in place of 'other'", async () => {
    const res = await post({
      ...valid,
      role: "other",
      otherRole: "  Head of Partnerships ",
      captchaToken: await solvedCaptchaToken(),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await db()
      .select()
      .from(contactInquiries)
      .where(sql`id = ${id}`);
    expect(row.role).toBe("Head of Partnerships");
  });

  it("stores the typed role sent in place of 'other' (product.md §5)", async () => {
    const typed = await post({
      ...valid,
      role: "Head of Partnerships",
      otherRole: "Head of Partnerships",
      captchaToken: await solvedCaptchaToken(),
    });
    expect(typed.status).toBe(201);
    const { id } = await typed.json();
    const [row] = await db()
      .select()
      .from(contactInquiries)
      .where(sql`id = ${id}`);
    expect(row.role).toBe("Head of Partnerships");
  });

  it("stores only the required fields when the optional ones are left empty", async () => {
    const res = await post({
      fullName: "Grace Hopper",
      workEmail: "grace@navy.example",
      companyName: "Navy",
      role: "",
      companySize: "",
      timeline: "",
      trainingInterest: [],
      needsDescription: "",
      captchaToken: await solvedCaptchaToken(),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await db()
      .select()
      .from(contactInquiries)
      .where(sql`id = ${id}`);
    expect(row).toMatchObject({
      role: null,
      companySize: null,
      timeline: null,
      trainingInterest: null,
      needsDescription: null,
    });
  });

  it("escapes the visitor's text in the HTML confirmation", async () => {
    const res = await post({
      ...valid,
      companyName: "<script>alert(1)</script> & Co",
      captchaToken: await solvedCaptchaToken(),
    });
    expect(res.status).toBe(201);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(sql`kind = 'contact-confirmation' and text like '%& Co%'`);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(mail.html).not.toContain("<script>");
  });

  describe("refuses a captcha that is missing, forged or used, and stores nothing", () => {
    const refused = async (body: unknown, status: number, pattern: RegExp) => {
      const [inquiries, mails] = [await inquiryCount(), await outboxCount()];
      const res = await post(body);
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(json.error).toMatch(pattern);
      expect(json.fields).toHaveProperty("captchaToken");
      expect(await inquiryCount()).toBe(inquiries);
      expect(await outboxCount()).toBe(mails);
    };

    it("without a token", async () => {
      await refused(valid, 400, /captchaToken/);
      await refused({ ...valid, captchaToken: "" }, 400, /CAPTCHA/);
    });

    it("with a token that is not a captcha payload", async () => {
      await refused({ ...valid, captchaToken: "not-base64-json" }, 403, /CAPTCHA verification failed/);
      await refused({ ...valid, captchaToken: encodePayload({ hello: "world" }) }, 403, /failed/);
    });

    it("with the widget's test-mode payload", async () => {
      await refused(
        { ...valid, captchaToken: encodePayload({ challenge: null, solution: null, test: true }) },
        403,
        /failed/,
      );
    });

    it("with a wrong solution to a real challenge", async () => {
      const challenge = await issueChallenge();
      const token = JSON.parse(Buffer.from(await solve(challenge), "base64").toString());
      token.solution.counter += 1;
      token.solution.derivedKey = "00".repeat(32);
      await refused({ ...valid, captchaToken: encodePayload(token) }, 403, /failed/);
    });

    it("with a challenge whose parameters were changed after signing", async () => {
      const token = JSON.parse(Buffer.from(await solvedCaptchaToken(), "base64").toString());
      token.challenge.parameters.expiresAt += 3600;
      await refused({ ...valid, captchaToken: encodePayload(token) }, 403, /failed/);
    });

    it("with a challenge signed by another key", async () => {
      const { createChallenge } = await import("altcha-lib");
      const { deriveKey } = await import("altcha-lib/algorithms/pbkdf2");
      const foreign = await createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: 100,
        counter: 1200,
        deriveKey,
        expiresAt: new Date(Date.now() + 60_000),
        hmacSignatureSecret: "someone-elses-key-0123456789abcdef0123456789",
      });
      await refused({ ...valid, captchaToken: await solve(foreign) }, 403, /failed/);
    });

    it("with an expired challenge", async () => {
      const token = await solvedCaptchaToken();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      await refused({ ...valid, captchaToken: token }, 403, /expired/);
    });

    it("with a token already used", async () => {
      const token = await solvedCaptchaToken();
      expect((await post({ ...valid, captchaToken: token })).status).toBe(201);
      await refused({ ...valid, fullName: "Replay Bot", captchaToken: token }, 403, /already used/);
    });

    it("with the same token sent twice at once: exactly one is accepted", async () => {
      const token = await solvedCaptchaToken();
      const before = await inquiryCount();
      const results = await Promise.all([
        post({ ...valid, captchaToken: token }),
        post({ ...valid, captchaToken: token }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
      expect(await inquiryCount()).toBe(before + 1);
    });
  });

  it("remembers a used solution until its challenge expires", async () => {
    const token = await solvedCaptchaToken();
    expect((await post({ ...valid, captchaToken: token })).status).toBe(201);
    const { challenge } = JSON.parse(Buffer.from(token, "base64").toString());
    const [use] = await db()
      .select()
      .from(captchaUses)
      .where(sql`signature = ${challenge.signature}`);
    expect(use.expiresAt.getTime()).toBe(challenge.parameters.expiresAt * 1000);
  });

  it.each([
    ["fullName", { fullName: undefined }],
    ["fullName", { fullName: "   " }],
    ["fullName", { fullName: "x".repeat(121) }],
    ["workEmail", { workEmail: undefined }],
    ["workEmail", { workEmail: "not-an-email" }],
    ["companyName", { companyName: undefined }],
    ["companyName", { companyName: "" }],
    ["role", { role: "x".repeat(121) }],
    ["role", { role: 42 }],
    ["otherRole", { role: "other", otherRole: "" }],
    ["otherRole", { role: "other", otherRole: "x".repeat(121) }],
    ["companySize", { companySize: "10000+" }],
    ["trainingInterest", { trainingInterest: "1-3-day-workshop" }],
    ["trainingInterest.0", { trainingInterest: ["weekend-retreat"] }],
    ["trainingInterest", { trainingInterest: ["not-sure", "not-sure"] }],
    ["timeline", { timeline: "someday" }],
    ["needsDescription", { needsDescription: "x".repeat(5001) }],
    ["needsDescription", { needsDescription: 42 }],
  ])("answers 400 naming %s for a bad value, and stores nothing", async (field, change) => {
    const before = await inquiryCount();
    const res = await post({ ...valid, ...change, captchaToken: await solvedCaptchaToken() });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json.fields)).toContain(field);
    expect(json.error).toContain(field);
    expect(await inquiryCount()).toBe(before);
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const [inquiries, mails] = [await inquiryCount(), await outboxCount()];
    const res = await post({
      ...valid,
      website: "http://spam.example",
      captchaToken: await solvedCaptchaToken(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await inquiryCount()).toBe(inquiries);
    expect(await outboxCount()).toBe(mails);
  });

  it("refuses a non-JSON body with 415 and answers GET with 405", async () => {
    const form = await callRoute(route, {
      method: "POST",
      path: "/api/contact-inquiry",
      body: "fullName=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await callRoute(route, { path: "/api/contact-inquiry" })).status).toBe(405);
  });
});

describe("POST /contact (the form's page action, with or without JavaScript)", () => {
  const postForm = (fields: [string, string][]) =>
    callRoute(contactPage, {
      method: "POST",
      path: "/contact",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      clientIp: `198.51.100.${ipCounter++}`,
    });
  const formOf = (values: Record<string, string | string[]>) =>
    Object.entries(values).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])) as [
      string,
      string,
    ][];
  type Answer = { ok: boolean; message?: string; result: { error?: Record<string, string[]> } };
  const answerOf = async (res: Response) => (await res.json()) as Answer;

  it("answers an empty form with 400 and product.md's messages, storing nothing", async () => {
    const [inquiries, mails] = [await inquiryCount(), await outboxCount()];
    const res = await postForm(
      formOf({ fullName: "", workEmail: "", companyName: "", role: "", captchaToken: "" }),
    );
    expect(res.status).toBe(400);
    const { ok, result } = await answerOf(res);
    expect(ok).toBe(false);
    expect(result.error).toMatchObject({
      fullName: ["Full name is required"],
      workEmail: ["Please enter a valid work email address"],
      companyName: ["Company name is required"],
      captchaToken: ["Please complete the CAPTCHA verification"],
    });
    expect(await inquiryCount()).toBe(inquiries);
    expect(await outboxCount()).toBe(mails);
  });

  it("asks for the typed role when 'other' is chosen, and refuses unknown options", async () => {
    const before = await inquiryCount();
    const role = await postForm(formOf({ ...valid, role: "other", otherRole: " ", captchaToken: "x" }));
    expect(role.status).toBe(400);
    expect((await answerOf(role)).result.error?.otherRole).toEqual([
      "Please specify your role in the text field.",
    ]);
    const size = await postForm(formOf({ ...valid, companySize: "huge", captchaToken: "x" }));
    expect(size.status).toBe(400);
    expect((await answerOf(size)).result.error?.companySize).toEqual([
      "Please choose a company size from the list",
    ]);
    expect(await inquiryCount()).toBe(before);
  });

  it("refuses a forged captcha with 403 and its message, storing nothing", async () => {
    const before = await inquiryCount();
    const res = await postForm(formOf({ ...valid, captchaToken: "not-base64-json" }));
    expect(res.status).toBe(403);
    const { result } = await answerOf(res);
    expect(result.error?.captchaToken?.[0]).toMatch(/CAPTCHA verification failed/);
    expect(await inquiryCount()).toBe(before);
  });

  it("stores a valid inquiry (one training interest, the typed role) and answers product.md's message", async () => {
    const res = await postForm(
      formOf({
        ...valid,
        workEmail: "form-post@analytical.example",
        role: "other",
        otherRole: "Head of Partnerships",
        trainingInterest: ["not-sure"],
        captchaToken: await solvedCaptchaToken(),
        "attribution.landingPage": "/contact",
      }),
    );
    expect(res.status).toBe(200);
    expect(await answerOf(res)).toMatchObject({
      ok: true,
      message: "Thanks for reaching out! We'll review your goals and follow up with next steps.",
    });
    const [row] = await db()
      .select()
      .from(contactInquiries)
      .where(sql`${contactInquiries.workEmail} = 'form-post@analytical.example'`);
    expect(row).toMatchObject({ role: "Head of Partnerships", trainingInterest: ["not-sure"] });
  });
});
