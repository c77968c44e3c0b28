import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses, leads, newsletterSubscribers, outbox, people } from "~/db/schema";
import { assessmentSubmissionSchema } from "~/features/assessments/schema";
import { saveAssessment } from "~/features/assessments/assessments.server";
import { subscribe } from "~/features/newsletter/subscribers.server";
import { createResourceRequest } from "~/features/resources/requests.server";
import { registerForEvent } from "~/features/events/registrations.server";
import { insertEvent } from "../setup/events";
import { setupTestDatabase } from "../setup/db";
import { validSubmission } from "./assessment-fixture";

setupTestDatabase();

const personByEmail = async (email: string) =>
  (await db().select().from(people).where(eq(people.email, email)))[0];

const assessment = (overrides: Record<string, unknown>) =>
  saveAssessment(assessmentSubmissionSchema.parse(validSubmission(overrides)));

describe("one person per normalised e-mail", () => {
  it("the same e-mail in different case through three forms is one person with three sources", async () => {
    await subscribe("  Jordan.Lee@Example.COM ", { landingPage: "/blog", utm_source: "linkedin" });
    await assessment({
      email: "JORDAN.LEE@example.com",
      name: "Jordan Lee",
      company: "Acme",
      jobTitle: "COO",
    });
    await insertEvent();
    await registerForEvent({
      name: "Jordan A. Lee",
      email: "jordan.lee@EXAMPLE.com",
      company: "Acme Corp",
      attribution: { landingPage: "/webinar" },
    });

    const all = await db().select().from(people).where(eq(people.email, "jordan.lee@example.com"));
    expect(all).toHaveLength(1);
    const [person] = all;
    expect(person.sources).toEqual(["newsletter", "assessment", "webinar"]);
    // Latest submission that gave each: the webinar gave name and company, not a role.
    expect(person).toMatchObject({ name: "Jordan A. Lee", company: "Acme Corp", role: "COO" });
    // First touch: the newsletter's attribution.
    expect(person.attribution).toEqual({ landingPage: "/blog", utm_source: "linkedin" });
    expect(person.lastActivityAt.getTime()).toBeGreaterThanOrEqual(person.firstSeenAt.getTime());

    for (const table of [newsletterSubscribers, assessmentResponses, leads]) {
      const rows = await db().select({ personId: table.personId }).from(table);
      expect(rows.filter((r) => r.personId === person.id)).toHaveLength(1);
    }
    // Every e-mail to or about them (their copies and the business notices) belongs to them.
    const mails = await db().select().from(outbox).where(eq(outbox.personId, person.id));
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "assessment-notification",
      "assessment-results",
      "newsletter-confirmation",
      "newsletter-notification",
      "webinar-confirmation",
      "webinar-notification",
    ]);
  });

  it("the business notice belongs to the person it is about and links to their page", async () => {
    await createResourceRequest({
      name: "Riley Park",
      email: "riley@example.com",
      resource: { title: "ROI Calculator", type: "Excel", category: "Strategy" },
    });
    const person = await personByEmail("riley@example.com");
    const [notice] = await db().select().from(outbox).where(eq(outbox.personId, person.id));
    expect(notice).toMatchObject({ kind: "resource-request-notification", to: "owner@example.com" });
    expect(notice.text).toContain("riley@example.com");
    expect(notice.text).toContain(`${process.env.SITE_URL}/admin/people/${person.id}\n`);
    expect(person.sources).toEqual(["resource-request"]);
  });

  it("writes no person when the submission fails (same transaction)", async () => {
    await expect(
      createResourceRequest({
        name: "Half Written",
        email: "half@example.com",
        // A missing title breaks the submission's NOT NULL after the person was written.
        resource: { title: null as never, type: "Excel", category: "Strategy" },
      }),
    ).rejects.toThrow();
    expect(await personByEmail("half@example.com")).toBeUndefined();
  });

  it("keeps the first non-empty attribution and a name once given", async () => {
    await subscribe("quiet@example.com");
    await subscribe("QUIET@example.com", { landingPage: "/later" });
    await createResourceRequest({
      name: "Quinn Quiet",
      email: "quiet@example.com",
      resource: { title: "Guide", type: "PDF", category: "Basics" },
      attribution: { landingPage: "/resources" },
    });
    const person = await personByEmail("quiet@example.com");
    expect(person.attribution).toEqual({ landingPage: "/later" });
    expect(person.name).toBe("Quinn Quiet");
  });
});
