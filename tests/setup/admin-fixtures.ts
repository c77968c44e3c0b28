import { db } from "~/db/client.server";
import { assessmentResponses } from "~/db/schema";
import type { PersonSource } from "~/features/people/schema";
import { attachToPerson } from "~/features/people/people.server";

/** The person of a submission written directly in a test (found or created by e-mail). */
export function personOf(email: string, source: PersonSource) {
  return attachToPerson(db(), { email, source });
}

/** A stored assessment submission (written directly: the admin tests only read and label it). */
export async function insertAssessment(overrides: Partial<typeof assessmentResponses.$inferInsert> = {}) {
  const email = overrides.email ?? "dana@example.com";
  const personId = await personOf(email, "assessment");
  const [row] = await db()
    .insert(assessmentResponses)
    .values({
      name: "Dana Whitfield",
      email: "dana@example.com",
      company: "Northwind",
      jobTitle: "VP Operations",
      role: "Operations",
      teamSize: "51-200",
      trainingFor: "Your team",
      currentAcumen: "Intermediate",
      dataConfidence: "I rely on finance to interpret",
      challenges: "Budgeting,Forecasting",
      knowledgeAnswers: { q1: "EBIT" },
      knowledgeScore: 25,
      awarenessAnswers: { q1: 3, q2: 3, q3: 3, q4: 3, q5: 3 },
      awarenessScore: 15,
      topicInterests: {
        statements: 3,
        budgeting: 4,
        strategic: 3,
        communication: 5,
        investment: 2,
        presenting: 3,
      },
      urgency: "Just exploring",
      formatPreferences: "Workshops",
      recommendedLevel: 2,
      personId,
      ...overrides,
    })
    .returning();
  return row;
}
