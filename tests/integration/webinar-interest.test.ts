import { describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventInterests, events, outbox } from "~/db/schema";
import * as route from "~/routes/api/leads";
import { createEvent, updateEvent } from "~/features/events/events-admin.server";
import { getPerson } from "~/features/person-record/record.server";
import { eventCreateSchema } from "~/features/events/schema";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";

/**
 * Decision 0091: "Tell me about the next session" is kept. Publishing an upcoming event e-mails each
 * person whose interest is not yet told, once: a later edit or publish sends nothing again.
 */
setupTestDatabase();

let ip = 1;
const askInterest = async (email: string, name = "Ava Interested", extra: Record<string, unknown> = {}) => {
  const res = await callRoute(route, {
    method: "POST",
    path: "/api/leads",
    body: { name, email, leadType: "webinar", ...extra },
    clientIp: `198.51.77.${ip++}`,
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ place: "interest" });
};

const told = (to: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, "webinar-next-session")));

let n = 0;
async function newEvent(published: boolean, daysAhead = 10) {
  n++;
  const row = await createEvent(
    eventCreateSchema.parse({
      title: `Next Session ${n}`,
      slug: `next-session-${n}`,
      summary: "What the next session covers.",
      startsAt: new Date(Date.now() + daysAhead * 86400_000).toISOString(),
      timeZone: "America/New_York",
      durationMinutes: 60,
      capacity: 50,
      host: "Jordan Ellis",
      published,
    }),
  );
  if ("refused" in row) throw new Error(row.refused.message);
  return row;
}

describe("the interest in the next session, kept", () => {
  it("tells each person once when an upcoming event is published, and never again on edits", async () => {
    await askInterest("ava@example.com");
    await askInterest("AVA@example.com", "Ava Again"); // the same person, asking twice
    await askInterest("ben@example.com", "Ben Waiting");
    expect(await told("ava@example.com")).toHaveLength(0);

    // A draft tells nobody; nor does a published session already past.
    const draft = await newEvent(false);
    await newEvent(true, -3);
    expect(await told("ava@example.com")).toHaveLength(0);

    const published = await updateEvent(draft.id, { published: true });
    expect(published && "id" in published).toBe(true);
    const [ava] = await told("ava@example.com");
    const ben = await told("ben@example.com");
    expect(ben).toHaveLength(1);
    expect(await told("AVA@example.com")).toHaveLength(0); // one e-mail per person, to the first address
    expect(ava.subject).toBe(`The next session: ${draft.title}`);
    expect(ava.text).toContain(`/webinars/${draft.slug}`);
    expect(ava.text).toContain("This is the only e-mail about it");
    expect(ava.html).toContain(`/webinars/${draft.slug}`);
    expect(ava.personId).not.toBeNull();
    expect(await db().select().from(eventInterests).where(isNull(eventInterests.toldAt))).toEqual([]);

    // An edit, another publish, another event: nothing again.
    await updateEvent(draft.id, { title: "Next Session, renamed", published: true });
    await newEvent(true, 20);
    expect(await told("ava@example.com")).toHaveLength(1);
    expect(await told("ben@example.com")).toHaveLength(1);

    // The timeline: the interest, then being told of the session.
    const person = await getPerson(ava.personId!);
    const kinds = person!.timeline.map((e) => e.kind);
    expect(kinds).toContain("event-interest");
    expect(person!.timeline.find((e) => e.kind === "event-interest-told")).toMatchObject({
      event: "Next Session, renamed",
    });
  });

  it("tells at once an interest posted while a session is upcoming (a page shown before it was published)", async () => {
    await askInterest("late@example.com", "Late Comer", { interest: "next-session" });
    const [mail] = await told("late@example.com");
    expect(mail.subject).toMatch(/^The next session: /);
  });

  it("tells each interest once when two events are published at the same moment", async () => {
    await db().update(events).set({ published: false }); // nothing upcoming: the form records interest
    const [a, b] = [await newEvent(false, 30), await newEvent(false, 31)];
    await askInterest("both@example.com", "Both Ways");
    await Promise.all([updateEvent(a.id, { published: true }), updateEvent(b.id, { published: true })]);
    expect(await told("both@example.com")).toHaveLength(1);
  });
});
