import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  adminUsers,
  eventRegistrations,
  newsletterSubscribers,
  people,
  resources,
  sequenceEnrollments,
  sequences,
  sequenceSends,
} from "~/db/schema";
import * as sequencesRoute from "~/routes/api/admin/sequences";
import * as sequenceRoute from "~/routes/api/admin/sequences.$id";
import * as enrollmentsRoute from "~/routes/api/admin/sequences.$id.enrollments";
import * as clickRoute from "~/routes/sequences-click";
import * as unsubscribeRoute from "~/routes/sequences-unsubscribe";
import * as webhookRoute from "~/routes/api/scheduler.webhook";
import * as emailEventsRoute from "~/routes/api/email-events";
import { saveAssessment } from "~/features/assessments/assessments.server";
import { assessmentSubmissionSchema } from "~/features/assessments/schema";
import { createResourceRequest } from "~/features/resources/requests.server";
import { confirmSubscription, subscribe } from "~/features/newsletter/subscribers.server";
import { setRegistrationStatus } from "~/features/events/events-admin.server";
import { setPersonStatus } from "~/features/people/pipeline.server";
import { erasePerson } from "~/features/person-record/privacy.server";
import { getPerson } from "~/features/person-record/record.server";
import { runSequencesOnce, stepMessageId } from "~/features/sequences/delivery.server";
import { dueAt } from "~/features/sequences/enrolment.server";
import { seedStarterSequences } from "~/features/sequences/starters.server";
import { setClockForTests, nowMs } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { startTestSmtpServer } from "../mocks/smtp";
import { adminCookie } from "../setup/admin-session";
import { insertEvent } from "../setup/events";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { callView, type ViewAnswer } from "../setup/view";
import { knowledgeAnswers, validSubmission } from "./assessment-fixture";
import { SCHEDULER_SECRET, calendlyEvent, signedHeaders } from "./scheduler-fixture";
import { createHmac } from "node:crypto";

setupTestDatabase();

const HOUR = 3600_000;
let cookie: string;
type Smtp = Awaited<ReturnType<typeof startTestSmtpServer>>;
let smtp: Smtp | undefined;

function useEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];
};
const decoded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

const admin = (mod: Parameters<typeof callRoute>[0], path: string, body?: unknown, method?: string) =>
  callRoute(mod, { path, body, method, headers: { cookie } });

type StepIn = { delayHours: number; sendHour?: number | null; subject: string; html: string };
async function newSequence(
  trigger: Record<string, unknown>,
  steps: StepIn[],
  o: { name?: string; active?: boolean } = {},
) {
  const res = await admin(sequencesRoute, "/api/admin/sequences", {
    name: o.name ?? `Sequence ${trigger.kind}`,
    active: o.active ?? true,
    trigger,
    steps,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

const step = (subject: string, delayHours = 0, sendHour: number | null = null): StepIn => ({
  delayHours,
  sendHour,
  subject,
  html: `<p>Hi {{firstName}}, ${subject}. <a href="https://example.org/read?x=1">Read</a></p>`,
});

/** An assessment submitted: right answers decide the level (4: Level 1, 7: Level 2, 8: Level 3). */
async function assessment(email: string, right: number, name = "Avery Quinn") {
  const input = assessmentSubmissionSchema.parse(
    validSubmission({ email, name, knowledgeAnswers: knowledgeAnswers(right) }),
  );
  const result = await saveAssessment(input);
  const [person] = await db().select().from(people).where(eq(people.email, email));
  return { result, personId: person.id };
}

const enrollmentsOf = (personId: number) =>
  db().select().from(sequenceEnrollments).where(eq(sequenceEnrollments.personId, personId));

const received = (to: string) => smtp!.messages.filter((m) => m.to.includes(to));

async function runUntilIdle() {
  for (let i = 0; i < 20; i++) {
    const r = await runSequencesOnce();
    if (r.sent + r.failed + r.skipped === 0) return;
  }
}

const book = async (email: string, id: string) => {
  const raw = JSON.stringify(
    calendlyEvent("invitee.created", {
      id,
      email,
      start: new Date(nowMs() + 48 * HOUR).toISOString(),
      createdAt: new Date(nowMs()).toISOString(),
    }),
  );
  const res = await callRoute(webhookRoute, {
    path: "/api/scheduler/webhook",
    method: "POST",
    body: raw,
    headers: signedHeaders(raw, { at: Math.floor(nowMs() / 1000) }),
  });
  expect(res.status).toBeLessThan(300);
};

beforeAll(async () => {
  cookie = await adminCookie();
});

beforeEach(async () => {
  await db().delete(sequences);
  smtp = await startTestSmtpServer();
  useEnv({ SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: "6000", SITE_TIME_ZONE: "America/Los_Angeles" });
});

afterEach(async () => {
  setClockForTests(undefined);
  await smtp?.close();
  smtp = undefined;
  useEnv({ SMTP_URL: undefined, NEWSLETTER_RATE_PER_MINUTE: undefined, SCHEDULER_WEBHOOK_SECRET: undefined });
});

describe("the owner's sequences (API)", () => {
  it("creates, reads with stats, replaces and deletes; bad input is a 400 naming the field, nothing stored", async () => {
    const bad = await admin(sequencesRoute, "/api/admin/sequences", {
      name: "X",
      trigger: { kind: "assessment", level: 4 },
      steps: [step("One")],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/Level must be 1, 2 or 3/);
    for (const body of [
      { name: "X", trigger: { kind: "webinar-attended", level: 2 }, steps: [step("One")] },
      { name: "X", trigger: { kind: "nope" }, steps: [step("One")] },
      { name: "X", trigger: { kind: "assessment" }, steps: [] },
      { name: "X", trigger: { kind: "assessment" }, steps: [{ ...step("One"), sendHour: 24 }] },
      { name: "", trigger: { kind: "assessment" }, steps: [step("One")] },
    ])
      expect((await admin(sequencesRoute, "/api/admin/sequences", body)).status).toBe(400);
    expect((await admin(sequencesRoute, "/api/admin/sequences", "{not json", "POST")).status).toBe(400);
    expect(await db().select().from(sequences)).toHaveLength(0);

    const created = await newSequence(
      { kind: "assessment", level: 2 },
      [step("One", 24, 9), step("Two", 48)],
      {
        active: false,
      },
    );
    const list = await (await admin(sequencesRoute, "/api/admin/sequences")).json();
    expect(list).toMatchObject([{ id: created.id, active: false, steps: 2, enrolled: 0 }]);
    const got = await (await admin(sequenceRoute, `/api/admin/sequences/${created.id}`)).json();
    expect(got).toMatchObject({
      trigger: { kind: "assessment", level: 2 },
      steps: [
        { delayHours: 24, sendHour: 9, subject: "One" },
        { delayHours: 48, sendHour: null },
      ],
      stats: {
        enrolled: 0,
        active: 0,
        completed: 0,
        exited: { booked: 0, unsubscribed: 0 },
        steps: [
          { sent: 0, clicked: 0, unsubscribed: 0, booked: 0 },
          { sent: 0, clicked: 0, unsubscribed: 0, booked: 0 },
        ],
      },
    });
    const put = await admin(
      sequenceRoute,
      `/api/admin/sequences/${created.id}`,
      { name: "Renamed", active: true, trigger: { kind: "newsletter-confirmed" }, steps: [step("Only")] },
      "PUT",
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ name: "Renamed", active: true, steps: [{ subject: "Only" }] });
    expect(
      (await admin(sequenceRoute, `/api/admin/sequences/${created.id}`, { name: "" }, "PUT")).status,
    ).toBe(400);
    expect((await admin(sequenceRoute, "/api/admin/sequences/abc")).status).toBe(404);
    expect((await admin(sequenceRoute, "/api/admin/sequences/99999")).status).toBe(404);
    expect(
      (await admin(sequenceRoute, `/api/admin/sequences/${created.id}`, undefined, "DELETE")).status,
    ).toBe(200);
    expect((await admin(sequenceRoute, `/api/admin/sequences/${created.id}`)).status).toBe(404);
    expect(await (await admin(sequencesRoute, "/api/admin/sequences")).json()).toEqual([]);
    expect((await admin(enrollmentsRoute, `/api/admin/sequences/${created.id}/enrollments`)).status).toBe(
      404,
    );
  });

  it("seeds three inactive starters, one per level, whose first e-mail is the level's program", async () => {
    await seedStarterSequences();
    await seedStarterSequences();
    const rows = await (await admin(sequencesRoute, "/api/admin/sequences")).json();
    expect(rows).toHaveLength(3);
    for (const level of [1, 2, 3]) {
      const s = rows.find((r: { trigger: { level: number } }) => r.trigger.level === level);
      expect(s).toMatchObject({ active: false, trigger: { kind: "assessment", level } });
      const full = await (await admin(sequenceRoute, `/api/admin/sequences/${s.id}`)).json();
      const title = ["Speak Finance", "Think Finance", "Lead with Finance"][level - 1];
      expect(full.steps[0].subject).toContain(title);
      expect(full.steps[0].html).toContain(`Level ${level}: ${title}`);
    }
  });
});

describe("Admin → Sequences views", () => {
  it("creates from the form (steps and trigger by their field names), edits, lists, shows figures and deletes", async () => {
    const form = {
      intent: "create",
      name: "From the form",
      active: "on",
      "trigger.kind": "assessment",
      "trigger.level": "2",
      "trigger.resourceId": "",
      "steps[0].delayHours": "24",
      "steps[0].sendHour": "9",
      "steps[0].subject": "Hello {{firstName}}",
      "steps[0].html": "<p>Level {{level}}</p>",
      "steps[1].delayHours": "48",
      "steps[1].sendHour": "",
      "steps[1].subject": "Again",
      "steps[1].html": "<p>Again</p>",
    };
    const created = await callView("/admin/sequences", { cookie, form });
    expect(created).toBeInstanceOf(Response);
    const location = (created as Response).headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/sequences\/\d+$/);
    const id = Number(location.split("/").pop());
    const got = await (await admin(sequenceRoute, `/api/admin/sequences/${id}`)).json();
    expect(got).toMatchObject({
      name: "From the form",
      active: true,
      trigger: { kind: "assessment", level: 2 },
      steps: [
        { delayHours: 24, sendHour: 9, subject: "Hello {{firstName}}" },
        { delayHours: 48, sendHour: null, subject: "Again" },
      ],
    });

    const bad = (await callView("/admin/sequences", {
      cookie,
      form: { ...form, "steps[0].delayHours": "", "steps[1].subject": "" },
    })) as ViewAnswer;
    expect(bad.status).toBe(400);
    expect(await db().select().from(sequences)).toHaveLength(1);

    const saved = (await callView(`/admin/sequences/${id}`, {
      cookie,
      form: { ...form, intent: "save", active: "", name: "Renamed", "steps[1].subject": "Changed" },
    })) as ViewAnswer;
    expect(saved.action).toMatchObject({ ok: true, intent: "save", name: "Renamed", active: false });
    const page = (await callView(`/admin/sequences/${id}`, { cookie })) as ViewAnswer;
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      sequence: { name: "Renamed", stats: { enrolled: 0 } },
      enrollments: { rows: [], total: 0 },
    });
    const list = (await callView("/admin/sequences", { cookie })) as ViewAnswer;
    expect(list.data).toMatchObject({ sequences: [{ id, name: "Renamed", steps: 2 }] });
    expect(((await callView("/admin/sequences/99999", { cookie })) as ViewAnswer).status).toBe(404);

    const removed = await callView(`/admin/sequences/${id}`, { cookie, form: { intent: "delete" } });
    expect((removed as Response).headers.get("Location")).toBe("/admin/sequences");
  });
});

describe("enrolment", () => {
  it("enrols by level, once, in the submission's transaction; inactive sequences and other levels enrol nobody", async () => {
    const l1 = await newSequence({ kind: "assessment", level: 1 }, [step("L1")]);
    const l3 = await newSequence({ kind: "assessment", level: 3 }, [step("L3")]);
    const any = await newSequence({ kind: "assessment" }, [step("Any")]);
    await newSequence({ kind: "assessment", level: 3 }, [step("Off")], { active: false });
    await newSequence({ kind: "webinar-attended" }, [step("Webinar")]);

    const low = await assessment("low@example.com", 4);
    expect(low.result.recommendedLevel).toBe(1);
    const high = await assessment("high@example.com", 8);
    expect(high.result.recommendedLevel).toBe(3);
    expect((await enrollmentsOf(low.personId)).map((e) => e.sequenceId).sort()).toEqual(
      [l1.id, any.id].sort(),
    );
    expect((await enrollmentsOf(high.personId)).map((e) => e.sequenceId).sort()).toEqual(
      [l3.id, any.id].sort(),
    );
    expect((await enrollmentsOf(high.personId)).every((e) => e.level === 3)).toBe(true);

    // A second assessment enrols nobody twice.
    await assessment("high@example.com", 8);
    expect(await enrollmentsOf(high.personId)).toHaveLength(2);
  });

  it("enrols on a resource request (any, or that resource), a newsletter confirmation and webinar attendance or no-show", async () => {
    const [resource] = await db()
      .insert(resources)
      .values({
        title: "Cash guide",
        description: "d",
        category: "Strategy",
        type: "PDF",
        difficulty: "beginner",
        format: "PDF",
      })
      .returning();
    const anyResource = await newSequence({ kind: "resource-requested" }, [step("R")]);
    const thisResource = await newSequence({ kind: "resource-requested", resourceId: resource.id }, [
      step("R1"),
    ]);
    const otherResource = await newSequence({ kind: "resource-requested", resourceId: resource.id + 1000 }, [
      step("R2"),
    ]);
    await createResourceRequest({ name: "Rea Der", email: "reader@example.com", resource });
    const [reader] = await db().select().from(people).where(eq(people.email, "reader@example.com"));
    const ids = (await enrollmentsOf(reader.id)).map((e) => e.sequenceId);
    expect(ids.sort()).toEqual([anyResource.id, thisResource.id].sort());
    expect(ids).not.toContain(otherResource.id);

    const confirmed = await newSequence({ kind: "newsletter-confirmed" }, [step("N")]);
    await subscribe("sub@example.com");
    const [sub] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "sub@example.com"));
    expect(await enrollmentsOf(sub.personId)).toHaveLength(0);
    await confirmSubscription(sub.confirmToken);
    expect((await enrollmentsOf(sub.personId)).map((e) => e.sequenceId)).toEqual([confirmed.id]);

    const attended = await newSequence({ kind: "webinar-attended" }, [step("A")]);
    const noShow = await newSequence({ kind: "webinar-no-show" }, [step("NS")]);
    const event = await insertEvent({ startsAt: new Date(nowMs() - 2 * HOUR) });
    const seat = async (email: string) => {
      const [p] = await db().insert(people).values({ email }).returning();
      const [r] = await db()
        .insert(eventRegistrations)
        .values({ eventId: event.id, personId: p.id, name: "Web Inar", email, status: "confirmed" })
        .returning();
      return { personId: p.id, registrationId: r.id };
    };
    const a = await seat("came@example.com");
    const b = await seat("missed@example.com");
    await setRegistrationStatus(event.id, a.registrationId, "attended");
    await setRegistrationStatus(event.id, b.registrationId, "no_show");
    expect((await enrollmentsOf(a.personId)).map((e) => e.sequenceId)).toEqual([attended.id]);
    expect((await enrollmentsOf(b.personId)).map((e) => e.sequenceId)).toEqual([noShow.id]);
  });

  it("enrols nobody who is a client, suppressed or unsubscribed from sequences", async () => {
    await newSequence({ kind: "assessment" }, [step("Any")]);
    const client = await assessment("client@example.com", 4);
    await db().delete(sequenceEnrollments);
    await db().update(people).set({ status: "closed" }).where(eq(people.id, client.personId));
    await assessment("client@example.com", 4);
    expect(await enrollmentsOf(client.personId)).toHaveLength(0);

    const [p] = await db().insert(people).values({ email: "bounced@example.com" }).returning();
    await db()
      .insert(newsletterSubscribers)
      .values({ email: "bounced@example.com", personId: p.id, state: "suppressed" });
    await assessment("bounced@example.com", 4);
    expect(await enrollmentsOf(p.id)).toHaveLength(0);
  });
});

describe("delivery on the moved clock", () => {
  it("sends each step after its delay, at its send hour in the site's time zone, once, with one-click unsubscribe and tracked links", async () => {
    // 2026-11-02 12:00 UTC is 04:00 in Los Angeles (PST, UTC-8).
    const t0 = Date.parse("2026-11-02T12:00:00Z");
    setClockForTests(new Date(t0));
    const s = await newSequence({ kind: "assessment", level: 2 }, [
      { ...step("First", 24, 9), subject: "Level {{level}}: {{levelTitle}} for {{firstName}}" },
      step("Second", 48),
    ]);
    const { personId } = await assessment("timed@example.com", 7, "Dana <b>Smith</b>");
    const [e] = await enrollmentsOf(personId);
    // 24 hours later is 04:00 on the 3rd; the first 09:00 after it is 17:00 UTC.
    expect(e.dueAt?.toISOString()).toBe("2026-11-03T17:00:00.000Z");

    setClockForTests(new Date(Date.parse("2026-11-03T16:59:00Z")));
    await runUntilIdle();
    expect(received("timed@example.com")).toHaveLength(0);

    setClockForTests(new Date(Date.parse("2026-11-03T17:00:00Z")));
    await runUntilIdle();
    await runUntilIdle();
    const [first] = received("timed@example.com");
    expect(received("timed@example.com")).toHaveLength(1);
    expect(header(first.raw, "Subject")).toBe("Level 2: Think Finance for Dana");
    const body = decoded(first.raw);
    expect(body).toContain("Hi Dana,");
    expect(body).not.toMatch(/open|pixel/i);
    // The page (one-click) and, as the newsletter's, a mailto to the sender's mailbox.
    const unsubscribe = header(first.raw, "List-Unsubscribe")!;
    expect(unsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/sequences\/unsubscribe\?token=[a-f0-9]{64}>, <mailto:hello@acumenleadershipgroup\.com\?subject=unsubscribe>$/,
    );
    expect(header(first.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(body).toContain(unsubscribe.slice(1, unsubscribe.indexOf(">")));
    const click = body.match(/http:\/\/localhost:3000\/sequences\/click\/(\d+)\?d=([a-f0-9]{64})/)!;
    expect(click).not.toBeNull();

    // The link is followed: redirected to the sequence's own link, counted for the step.
    const res = await callRoute(clickRoute, { path: `/sequences/click/${click[1]}?d=${click[2]}` });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("https://example.org/read?x=1");
    expect((await callRoute(clickRoute, { path: "/sequences/click/999999" })).status).toBe(404);

    // The second step: 48 hours after the first was sent, any hour.
    const [after] = await enrollmentsOf(personId);
    expect(after.dueAt?.toISOString()).toBe("2026-11-05T17:00:00.000Z");
    setClockForTests(new Date(Date.parse("2026-11-05T16:00:00Z")));
    await runUntilIdle();
    expect(received("timed@example.com")).toHaveLength(1);
    setClockForTests(new Date(Date.parse("2026-11-05T17:00:00Z")));
    await runUntilIdle();
    expect(received("timed@example.com")).toHaveLength(2);
    setClockForTests(new Date(Date.parse("2026-11-20T17:00:00Z")));
    await runUntilIdle();
    expect(received("timed@example.com")).toHaveLength(2);

    const got = await (await admin(sequenceRoute, `/api/admin/sequences/${s.id}`)).json();
    expect(got.stats).toMatchObject({
      enrolled: 1,
      active: 0,
      completed: 1,
      steps: [
        { sent: 1, clicked: 1, unsubscribed: 0, booked: 0 },
        { sent: 1, clicked: 0, unsubscribed: 0, booked: 0 },
      ],
    });
    const page = await admin(enrollmentsRoute, `/api/admin/sequences/${s.id}/enrollments?status=completed`);
    expect(page.headers.get("X-Total-Count")).toBe("1");
    expect(await page.json()).toMatchObject([
      { email: "timed@example.com", status: "completed", stepsSent: 2 },
    ]);
    expect(
      (await admin(enrollmentsRoute, `/api/admin/sequences/${s.id}/enrollments?status=gone`)).status,
    ).toBe(400);

    const person = await getPerson(personId);
    const kinds = person!.timeline.map((t) => t.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(["sequence-enrolment", "sequence-step", "sequence-click", "sequence-completed"]),
    );
    expect(kinds.filter((k) => k === "sequence-step")).toHaveLength(2);
  });

  it("an edited step is sent as it is now to whoever has not had it", async () => {
    const t0 = Date.parse("2026-11-02T12:00:00Z");
    setClockForTests(new Date(t0));
    const s = await newSequence({ kind: "assessment" }, [step("Old text", 1)]);
    await assessment("edit@example.com", 4);
    await admin(
      sequenceRoute,
      `/api/admin/sequences/${s.id}`,
      { name: "Edited", active: true, trigger: { kind: "assessment" }, steps: [step("New text", 1)] },
      "PUT",
    );
    setClockForTests(new Date(t0 + 2 * HOUR));
    await runUntilIdle();
    expect(received("edit@example.com")).toHaveLength(1);
    expect(header(received("edit@example.com")[0].raw, "Subject")).toBe("New text");
  });
});

describe("steps by id (decision 0105)", () => {
  type Stored = { id: number; steps: Array<StepIn & { id: number }> };
  const read = async (id: number) =>
    (await (await admin(sequenceRoute, `/api/admin/sequences/${id}`)).json()) as Stored;
  const put = (id: number, steps: Array<StepIn & { id?: number }>) =>
    admin(
      sequenceRoute,
      `/api/admin/sequences/${id}`,
      { name: "Edited", active: true, trigger: { kind: "assessment" }, steps },
      "PUT",
    );
  const subjects = (to: string) => received(to).map((m) => header(m.raw, "Subject"));
  /** The worker run at each of these hours after t0, as far as it goes each time. */
  const runAt = async (t0: number, hours: number[]) => {
    for (const h of hours) {
      setClockForTests(new Date(t0 + h * HOUR));
      await runUntilIdle();
    }
  };

  it("an edited delay or send hour reaches everyone not yet sent that step", async () => {
    const t0 = Date.parse("2026-11-02T12:00:00Z");
    setClockForTests(new Date(t0));
    const s = await newSequence({ kind: "assessment" }, [step("S1", 1), step("S2", 48)]);
    const { personId: ahead } = await assessment("ahead@example.com", 4);
    await runAt(t0, [2]);
    expect(subjects("ahead@example.com")).toEqual(["S1"]);
    setClockForTests(new Date(t0 + 3 * HOUR));
    const { personId: behind } = await assessment("behind@example.com", 4);

    const { steps } = await read(s.id);
    expect(
      (
        await put(s.id, [
          { ...steps[0], delayHours: 6 },
          { ...steps[1], delayHours: 4, sendHour: 9 },
        ])
      ).status,
    ).toBe(200);
    const [a] = await enrollmentsOf(ahead);
    const [b] = await enrollmentsOf(behind);
    // From the same moments as before: S1's sending for the one ahead, the enrolment for the other.
    expect(a.dueAt).toEqual(dueAt(t0 + 2 * HOUR, { delayHours: 4, sendHour: 9 }));
    expect(b.dueAt).toEqual(new Date(t0 + 3 * HOUR + 6 * HOUR));
    expect(a.passedStepId).toBe(steps[0].id);
    expect(b.passedStepId).toBeNull();

    // S1 was due for the one behind at 4 h; now at 9 h.
    await runAt(t0, [5]);
    expect(subjects("behind@example.com")).toEqual([]);
    const hoursToS2 = (a.dueAt!.getTime() - t0) / HOUR;
    await runAt(t0, [8.5, hoursToS2]);
    expect(subjects("behind@example.com")).toEqual(["S1"]);
    expect(subjects("ahead@example.com")).toEqual(["S1", "S2"]);
  });

  it("an inserted step is not sent to people already past its position; one after their place is", async () => {
    const t0 = Date.parse("2026-11-02T12:00:00Z");
    setClockForTests(new Date(t0));
    const s = await newSequence({ kind: "assessment" }, [step("A", 1), step("B", 24)]);
    const { personId: first } = await assessment("first@example.com", 4);
    await runAt(t0, [2]);
    expect(subjects("first@example.com")).toEqual(["A"]);
    setClockForTests(new Date(t0 + 3 * HOUR));
    await assessment("later@example.com", 4);

    const [a, b] = (await read(s.id)).steps;
    const res = await put(s.id, [step("X", 1), a, step("Y", 2), b]);
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Stored;
    expect(edited.steps.map((x) => [x.subject, x.id === a.id || x.id === b.id])).toEqual([
      ["X", false],
      ["A", true],
      ["Y", false],
      ["B", true],
    ]);
    await runAt(t0, [5, 10, 40, 70, 100, 130]);
    // The one past A never gets X (before their place), but gets Y (after it); nothing twice.
    expect(subjects("first@example.com")).toEqual(["A", "Y", "B"]);
    expect(subjects("later@example.com")).toEqual(["X", "A", "Y", "B"]);
    const [e] = await enrollmentsOf(first);
    expect(e).toMatchObject({ status: "completed", passedStepId: b.id });
    const messageIds = received("first@example.com").map((m) => header(m.raw, "Message-ID"));
    expect(messageIds).toEqual([a.id, edited.steps[2].id, b.id].map((id) => stepMessageId(e.id, id)));
    const got = await (await admin(sequenceRoute, `/api/admin/sequences/${s.id}`)).json();
    expect(got.stats.steps.map((x: { sent: number }) => x.sent)).toEqual([1, 2, 2, 2]);
  });

  it("a removed step moves people on to the next kept step; nothing they had is sent again", async () => {
    const t0 = Date.parse("2026-11-02T12:00:00Z");
    setClockForTests(new Date(t0));
    const s = await newSequence({ kind: "assessment" }, [step("A", 1), step("B", 1), step("C", 24)]);
    const { personId } = await assessment("mover@example.com", 4);
    await runAt(t0, [2, 4]);
    expect(subjects("mover@example.com")).toEqual(["A", "B"]);
    const [a, , c] = (await read(s.id)).steps;
    // B, the last they had, is removed: C still comes, A not again.
    expect((await put(s.id, [a, c])).status).toBe(200);
    await runAt(t0, [30]);
    expect(subjects("mover@example.com")).toEqual(["A", "B", "C"]);
    expect((await enrollmentsOf(personId))[0].status).toBe("completed");

    // A client that names no ids replaces every step: those in the middle of it get none of them again.
    const { personId: middle } = await assessment("middle@example.com", 4);
    await runAt(t0, [32]);
    expect(subjects("middle@example.com")).toEqual(["A"]);
    expect((await put(s.id, [step("New 1", 1), step("New 2", 1)])).status).toBe(200);
    await runAt(t0, [40, 80]);
    expect(subjects("middle@example.com")).toEqual(["A"]);
    expect((await enrollmentsOf(middle))[0]).toMatchObject({ status: "completed", dueAt: null });
  });

  it("refuses a step id that is not one of the sequence's, or named twice, and stores nothing", async () => {
    const s = await newSequence({ kind: "assessment" }, [step("A", 1), step("B", 1)]);
    const other = await newSequence({ kind: "assessment" }, [step("Other", 1)]);
    const [a] = (await read(s.id)).steps;
    const [foreign] = (await read(other.id)).steps;
    for (const steps of [
      [a, { ...step("Stolen"), id: foreign.id }],
      [a, { ...a, subject: "Twice" }],
      [{ ...step("Bad"), id: -1 }],
    ]) {
      const res = await put(s.id, steps);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toMatch(/step/i);
    }
    expect((await read(s.id)).steps.map((x) => x.subject)).toEqual(["A", "B"]);
  });
});

describe("exits", () => {
  it("a booking webhook between two steps stops the second, and counts as booked for the first", async () => {
    useEnv({ SCHEDULER_WEBHOOK_SECRET: SCHEDULER_SECRET });
    const t0 = Date.parse("2026-11-02T12:00:00Z");
    setClockForTests(new Date(t0));
    const s = await newSequence({ kind: "assessment" }, [step("First", 1), step("Second", 24)]);
    const { personId } = await assessment("booker@example.com", 4);
    setClockForTests(new Date(t0 + 2 * HOUR));
    await runUntilIdle();
    expect(received("booker@example.com")).toHaveLength(1);

    setClockForTests(new Date(t0 + 3 * HOUR));
    await book("booker@example.com", "SEQ1");
    const [e] = await enrollmentsOf(personId);
    expect(e).toMatchObject({ status: "exited", exitReason: "booked" });

    setClockForTests(new Date(t0 + 72 * HOUR));
    await runUntilIdle();
    expect(received("booker@example.com")).toHaveLength(1);
    const got = await (await admin(sequenceRoute, `/api/admin/sequences/${s.id}`)).json();
    expect(got.stats.exited.booked).toBe(1);
    expect(got.stats.steps[0]).toMatchObject({ sent: 1, booked: 1 });
    expect(got.stats.steps[1]).toMatchObject({ sent: 0 });
    const timeline = (await getPerson(personId))!.timeline;
    expect(timeline.find((t) => t.kind === "sequence-exit")).toMatchObject({ reason: "booked" });
  });

  it("one-click unsubscribe ends every sequence of that person, not their newsletter, and they are not enrolled again", async () => {
    const t0 = Date.parse("2026-11-02T12:00:00Z");
    setClockForTests(new Date(t0));
    const a = await newSequence({ kind: "assessment" }, [step("A1", 1), step("A2", 24)]);
    await newSequence({ kind: "assessment", level: 1 }, [step("B1", 30)]);
    const { personId } = await assessment("leaver@example.com", 4);
    const [p] = await db().select().from(people).where(eq(people.id, personId));
    await db()
      .insert(newsletterSubscribers)
      .values({ email: p.email, personId, state: "confirmed", confirmedAt: new Date() });
    setClockForTests(new Date(t0 + 2 * HOUR));
    await runUntilIdle();
    const [mail] = received("leaver@example.com");
    const url = new URL(/^<([^>]+)>/.exec(header(mail.raw, "List-Unsubscribe")!)![1]);

    // A GET (a mail scanner's prefetch) changes nothing.
    const page = await callRoute(unsubscribeRoute, { path: `${url.pathname}${url.search}` });
    expect(page.status).toBe(200);
    expect((await enrollmentsOf(personId)).every((e) => e.status === "active")).toBe(true);

    const res = await callRoute(unsubscribeRoute, {
      method: "POST",
      path: `${url.pathname}${url.search}`,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    const after = await enrollmentsOf(personId);
    expect(after).toHaveLength(2);
    expect(after.every((e) => e.status === "exited" && e.exitReason === "unsubscribed")).toBe(true);
    const [sub] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.personId, personId));
    expect(sub.state).toBe("confirmed");

    setClockForTests(new Date(t0 + 72 * HOUR));
    await runUntilIdle();
    expect(received("leaver@example.com")).toHaveLength(1);
    const got = await (await admin(sequenceRoute, `/api/admin/sequences/${a.id}`)).json();
    expect(got.stats.steps[0]).toMatchObject({ sent: 1, unsubscribed: 1 });
    expect(got.stats.exited.unsubscribed).toBe(1);
    // Enrolled again by a new assessment? No: they left every sequence.
    await db().delete(sequenceEnrollments).where(eq(sequenceEnrollments.personId, personId));
    await assessment("leaver@example.com", 4);
    expect(await enrollmentsOf(personId)).toHaveLength(0);

    const bad = await callRoute(unsubscribeRoute, {
      method: "POST",
      path: "/sequences/unsubscribe?token=zz",
      body: "",
    });
    expect(bad.status).toBe(404);
  });

  it("a close, a suppression, an erasure and turning the sequence off or deleting it each end it with the reason", async () => {
    useEnv({ EMAIL_WEBHOOK_SECRET: "test-webhook-secret-0123456789" });
    const s = await newSequence({ kind: "assessment" }, [step("One", 5)]);
    const other = await newSequence({ kind: "assessment", level: 1 }, [step("Two", 5)]);
    const closed = await assessment("closing@example.com", 8);
    const bounced = await assessment("bouncing@example.com", 8);
    const erased = await assessment("erasing@example.com", 8);
    const offPerson = await assessment("off@example.com", 4);
    const [{ id: adminId }] = await db().select({ id: adminUsers.id }).from(adminUsers).limit(1);

    await setPersonStatus(closed.personId, "closed", adminId);
    expect((await enrollmentsOf(closed.personId))[0]).toMatchObject({
      status: "exited",
      exitReason: "closed",
    });

    const raw = JSON.stringify({ events: [{ type: "complaint", email: "bouncing@example.com" }] });
    const signature = createHmac("sha256", "test-webhook-secret-0123456789").update(raw).digest("hex");
    const events = await callRoute(emailEventsRoute, {
      method: "POST",
      path: "/api/email-events",
      body: raw,
      headers: { "content-type": "application/json", "X-Signature": `sha256=${signature}` },
    });
    expect(events.status).toBe(200);
    expect((await enrollmentsOf(bounced.personId))[0]).toMatchObject({
      status: "exited",
      exitReason: "suppressed",
    });

    await erasePerson(erased.personId, adminId);
    const [gone] = await db()
      .select()
      .from(sequenceEnrollments)
      .where(and(eq(sequenceEnrollments.sequenceId, s.id), eq(sequenceEnrollments.exitReason, "erased")));
    expect(gone.personId).toBeNull();

    await admin(
      sequenceRoute,
      `/api/admin/sequences/${s.id}`,
      { name: "Off", active: false, trigger: { kind: "assessment" }, steps: [step("One", 5)] },
      "PUT",
    );
    await admin(sequenceRoute, `/api/admin/sequences/${other.id}`, undefined, "DELETE");
    const reasons = Object.fromEntries(
      (await enrollmentsOf(offPerson.personId)).map((e) => [e.sequenceId, e.exitReason]),
    );
    expect(reasons).toEqual({ [s.id]: "sequence-off", [other.id]: "sequence-deleted" });

    setClockForTests(new Date(nowMs() + 10 * HOUR));
    await runUntilIdle();
    expect(smtp!.messages).toHaveLength(0);
    expect(await db().select().from(sequenceSends)).toHaveLength(0);

    const stats = (await (await admin(sequenceRoute, `/api/admin/sequences/${s.id}`)).json()).stats;
    expect(stats).toMatchObject({
      enrolled: 4,
      active: 0,
      exited: { closed: 1, suppressed: 1, erased: 1, "sequence-off": 1 },
    });
    const timeline = (await getPerson(closed.personId))!.timeline;
    expect(timeline.find((t) => t.kind === "sequence-exit")).toMatchObject({
      reason: "closed",
      because: "Became a client (closed)",
    });
  });
});
