import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { assessmentResponses, newsletterSubscribers, outbox } from "~/db/schema";
import { newsletterForm } from "~/features/newsletter/form.server";
import { accepted, processSubmission, type FormSteps, type RawSubmission } from "~/forms/pipeline.server";
import { isRefused, refuse } from "~/utils/refusal";
import * as assessmentApi from "~/routes/api/assessment";
import * as newsletterApi from "~/routes/api/newsletter-subscribe";
import * as leadsApi from "~/routes/api/leads";
import * as newsletterPage from "~/routes/newsletter";
import * as webinarPage from "~/routes/webinar";
import { insertEvent } from "../setup/events";
import * as wizardPage from "~/routes/assessment";
import { publicFormExtras } from "~/schemas/common";
import { newLeadNotice } from "~/services/outbox.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { validSubmission } from "./assessment-fixture";

/** An outcome's kind, a refusal's being "refused" (the one shape has no kind of its own). */
const kindOf = (outcome: object) => (isRefused(outcome) ? "refused" : (outcome as { kind: string }).kind);

setupTestDatabase();

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

/** A form of the test's own, whose save records what reached it. */
const schema = z.object({ email: z.email("Bad e-mail"), ...publicFormExtras });
function testForm(name = `test-${Math.random()}`) {
  const saved: Array<{ input: unknown; attribution: unknown }> = [];
  const form: FormSteps<typeof schema, { message: string }> = {
    name,
    schema,
    created: false,
    save: async (input, attribution) => {
      saved.push({ input, attribution });
      return input.email.startsWith("full@") ? refuse(409, "No room.") : accepted({ message: "Done." });
    },
  };
  return { form, saved };
}
/** A submission whose values are checked with plain zod, as the JSON endpoint's are. */
const raw = (values: unknown, clientIp = freshIp()): RawSubmission & { checks: number } => {
  const submission = {
    clientIp,
    checks: 0,
    check: async <S extends z.ZodType>(s: S) => {
      submission.checks++;
      const parsed = s.safeParse(values);
      if (parsed.success) return { kind: "checked" as const, value: parsed.data };
      return { kind: "invalid" as const, status: 400 as const, fields: { email: ["Bad e-mail"] } };
    },
  };
  return submission;
};

const subscribers = async () => (await db().select().from(newsletterSubscribers)).length;
const mails = async () => (await db().select().from(outbox)).length;
const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

describe("processSubmission: each outcome", () => {
  it("accepts a valid submission and hands the save its values and attribution", async () => {
    const { form, saved } = testForm();
    const attribution = { landingPage: "/blog", utm_medium: "email" };
    expect(await processSubmission(form, raw({ email: "a@example.com", attribution }))).toEqual({
      kind: "accepted",
      data: { message: "Done." },
    });
    expect(saved).toEqual([{ input: { email: "a@example.com", attribution }, attribution }]);
    // Without attribution the save gets an empty one, never undefined.
    await processSubmission(form, raw({ email: "b@example.com" }));
    expect(saved[1].attribution).toEqual({});
  });

  it("answers invalid values with the transport's field messages and never saves", async () => {
    const { form, saved } = testForm();
    expect(await processSubmission(form, raw({ email: "nope" }))).toEqual({
      kind: "invalid",
      status: 400,
      fields: { email: ["Bad e-mail"] },
    });
    expect(saved).toEqual([]);
  });

  it("discards a filled honeypot without saving, and ignores one of only spaces", async () => {
    const { form, saved } = testForm();
    expect(await processSubmission(form, raw({ email: "bot@example.com", website: "spam" }))).toEqual({
      kind: "discarded",
    });
    expect(saved).toEqual([]);
    expect(kindOf(await processSubmission(form, raw({ email: "c@example.com", website: "  " })))).toBe(
      "accepted",
    );
  });

  it("passes the form's own refusal on", async () => {
    const { form } = testForm();
    expect(await processSubmission(form, raw({ email: "full@example.com" }))).toEqual({
      refused: { status: 409, message: "No room." },
    });
  });

  it("limits each address to FORM_RATE_LIMIT_MAX posts per form in 10 minutes, before reading the body", async () => {
    const { form, saved } = testForm();
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await processSubmission(form, raw({ email: `n${i}@example.com` }, ip));
    const limited = raw({ email: "late@example.com" }, ip);
    const outcome = await processSubmission(form, limited);
    // The one refusal shape: 429, the message the visitor reads, and when to try again.
    expect(outcome).toMatchObject({
      refused: {
        status: 429,
        message: "Too many submissions from your network. Please try again in 10 minutes.",
      },
    });
    const seconds = isRefused(outcome) ? (outcome.refused.retryAfterSeconds ?? 0) : 0;
    expect(seconds).toBeGreaterThan(590);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(limited.checks).toBe(0);
    expect(saved).toHaveLength(20);
    // Another address, and another form from the same address, have their own counters.
    expect(kindOf(await processSubmission(form, raw({ email: "other@example.com" })))).toBe("accepted");
    expect(kindOf(await processSubmission(testForm().form, raw({ email: "x@example.com" }, ip)))).toBe(
      "accepted",
    );
  });

  it("stores nothing for invalid input to a real form", async () => {
    const [before, queued] = [await subscribers(), await mails()];
    const outcome = await processSubmission(newsletterForm, raw({ email: "not-an-email" }));
    expect(kindOf(outcome)).toBe("invalid");
    expect(await subscribers()).toBe(before);
    expect(await mails()).toBe(queued);
  });
});

describe("one rate limit per form and address, shared by its page action and its JSON endpoint", () => {
  it("newsletter: the page action is refused once the JSON endpoint used up the address's posts", async () => {
    const clientIp = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await callRoute(newsletterApi, {
        method: "POST",
        path: "/api/newsletter-subscribe",
        body: { email: `shared${i}@example.com` },
        clientIp,
      });
      expect(res.status).toBe(200);
    }
    const res = await callRoute(newsletterPage, {
      path: "/newsletter",
      clientIp,
      ...form({ email: "page@example.com" }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: false });
    expect(answer.result.error[""]).toEqual([
      "Too many submissions from your network. Please try again in 10 minutes.",
    ]);
    expect(
      await db()
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "page@example.com")),
    ).toEqual([]);
  });

  it("webinar: the JSON endpoint is refused once the page action used up the address's posts", async () => {
    const clientIp = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await callRoute(webinarPage, {
        path: "/webinar",
        clientIp,
        ...form({ name: "Page Poster", email: `page${i}@example.com` }),
      });
      expect(res.status).toBe(200);
    }
    const res = await callRoute(leadsApi, {
      method: "POST",
      path: "/api/leads",
      body: { name: "Json Poster", email: "json@example.com", leadType: "webinar" },
      clientIp,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({
      error: "Too many submissions from your network. Please try again in 10 minutes.",
      retryAfterSeconds: expect.any(Number),
    });
  });
});

describe("the page presenter", () => {
  it("tells a filled honeypot all went well and stores nothing", async () => {
    const [before, queued] = [await subscribers(), await mails()];
    const res = await callRoute(newsletterPage, {
      path: "/newsletter",
      clientIp: freshIp(),
      ...form({ email: "bot@example.com", website: "http://spam.example" }),
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.ok).toBe(true);
    expect(answer.message).toBeUndefined();
    expect(await subscribers()).toBe(before);
    expect(await mails()).toBe(queued);
  });

  it("gives a waitlist place, with its own message, once the event's seats are taken", async () => {
    const event = await insertEvent({ capacity: 1 });
    for (const [email, place] of [
      ["first@example.com", "confirmed"],
      ["late@example.com", "waitlisted"],
    ]) {
      const res = await callRoute(webinarPage, {
        path: "/webinar",
        clientIp: freshIp(),
        ...form({ name: "Comer", email, eventId: String(event.id) }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, place });
    }
    const res = await callRoute(webinarPage, {
      path: "/webinar",
      clientIp: freshIp(),
      ...form({ name: "Another", email: "another@example.com" }),
    });
    expect((await res.json()).message).toBe(
      "This session is full, so you're on the waitlist. If a seat opens up, it's yours by e-mail.",
    );
  });
});

describe("the no-JavaScript assessment's last step goes through the pipeline", () => {
  const { knowledgeAnswers, awarenessAnswers, topicInterests, ...flat } = validSubmission();
  const lastStep = (email: string, extra: [string, string][], clientIp = freshIp()) =>
    callRoute(wizardPage, {
      method: "POST",
      path: "/assessment",
      body: new URLSearchParams([
        ["step", "4"],
        ["answers", JSON.stringify({ ...flat, email, knowledgeAnswers, awarenessAnswers })],
        ["intent", "next"],
        ["urgency", String(flat.urgency)],
        ["formatPreferences", "Custom team training"],
        ...Object.entries(topicInterests).map(
          ([k, v]) => [`topicInterests.${k}`, String(v)] as [string, string],
        ),
        ...extra,
      ]).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      clientIp,
    });
  const stored = (email: string) =>
    db().select().from(assessmentResponses).where(eq(assessmentResponses.email, email));

  it("tells a filled honeypot all went well (a redirect) and stores nothing", async () => {
    const queued = await mails();
    const res = await lastStep("bot@example.com", [["website", "http://spam.example"]]);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/assessment");
    expect(await stored("bot@example.com")).toEqual([]);
    expect(await mails()).toBe(queued);
  });

  it("stores with an empty honeypot and shows the result", async () => {
    const res = await lastStep("person@example.com", [["website", ""]]);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/assessment\/results\/[\w-]+$/);
    expect(await stored("person@example.com")).toHaveLength(1);
  });

  it("shares its limit with POST /api/assessment, and says so on the step", async () => {
    const clientIp = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await callRoute(assessmentApi, {
        method: "POST",
        path: "/api/assessment",
        body: validSubmission({ email: `api${i}@example.com` }),
        clientIp,
      });
      expect(res.status).toBe(201);
    }
    const res = await lastStep("limited@example.com", [], clientIp);
    expect(res.status).toBe(429);
    const answer = await res.json();
    expect(answer.step).toBe(4);
    expect(answer.result.error[""][0]).toMatch(/^Too many submissions from your network/);
    expect(await stored("limited@example.com")).toEqual([]);
  });
});

describe("newLeadNotice", () => {
  it("writes the form's lines, then where the lead came from, leaving empty ones out", () => {
    const notice = newLeadNotice({
      kind: "test-notification",
      subject: "New lead",
      lines: [
        ["Name", "Ada"],
        ["Company", ""],
        ["Interests", ["a", "b"]],
      ],
      attribution: { landingPage: "/contact", utm_source: "news", utm_medium: "email", utm_campaign: "" },
      personId: 7,
    });
    expect(notice).toMatchObject({ kind: "test-notification", to: "owner@example.com", personId: 7 });
    expect(notice.text).toBe(
      "Name: Ada\nInterests: a, b\nLanding page: /contact\nUTM source: news\nUTM medium: email\n\n" +
        "See this person in the admin area: http://localhost:3000/admin/people/7\n",
    );
  });
});
