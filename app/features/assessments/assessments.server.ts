import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses } from "~/db/schema";
import { levelCopy } from "~/assessment/levels";
import { assessmentResultsEmail } from "~/features/assessments/emails/assessment-results";
import type { AssessmentResult } from "~/assessment/result";
import { resultPath } from "~/assessment/result-path";
import { scoreAssessment } from "~/assessment/scoring";
import type { AssessmentSubmission } from "~/features/assessments/schema";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { enrollFor } from "~/features/sequences/enrolment.server";
import { attachToPerson } from "~/features/people/people.server";
import { reportAttachment } from "~/features/assessments/report/report.server";
import { env } from "~/utils/env.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof assessmentResponses.$inferSelect;

function toResult(row: Row): AssessmentResult {
  return {
    id: row.id,
    name: row.name,
    recommendedLevel: row.recommendedLevel,
    knowledgeScore: row.knowledgeScore,
    awarenessScore: row.awarenessScore,
    knowledgeAnswers: row.knowledgeAnswers,
    role: row.role,
    teamSize: row.teamSize,
    currentAcumen: row.currentAcumen,
    trainingFor: row.trainingFor,
    urgency: row.urgency,
  };
}

/**
 * Stores a validated submission with the server's own scores and level (figures sent by the browser
 * never reach this point), and queues the visitor's results e-mail and the business notice in the same
 * transaction: either all three are written or none.
 */
export async function saveAssessment(input: AssessmentSubmission): Promise<AssessmentResult> {
  const scores = scoreAssessment(input);
  return db().transaction(async (tx) => {
    const personId = await attachToPerson(tx, {
      email: input.email,
      source: "assessment",
      name: input.name,
      company: input.company,
      role: input.jobTitle,
      attribution: input.attribution,
    });
    const [row] = await tx
      .insert(assessmentResponses)
      .values({
        personId,
        name: input.name,
        email: input.email,
        company: input.company,
        jobTitle: input.jobTitle,
        role: input.role,
        teamSize: input.teamSize,
        trainingFor: input.trainingFor,
        currentAcumen: input.currentAcumen,
        dataConfidence: input.dataConfidence,
        challenges: input.challenges.join(", "),
        knowledgeAnswers: input.knowledgeAnswers,
        knowledgeScore: scores.knowledgeScore,
        awarenessAnswers: input.awarenessAnswers,
        awarenessScore: scores.awarenessScore,
        topicInterests: input.topicInterests,
        urgency: input.urgency,
        formatPreferences: input.formatPreferences.join(", "),
        recommendedLevel: scores.recommendedLevel,
        attribution: input.attribution ?? {},
      })
      .returning();
    const result = toResult(row);
    await enrollFor(tx, personId, { kind: "assessment", level: scores.recommendedLevel });
    const siteUrl = env().SITE_URL.replace(/\/+$/, "");
    const level = levelCopy(result.recommendedLevel);
    const notice = newLeadNotice({
      kind: "assessment-notification",
      subject: `New assessment: ${input.name} (${input.company}), Level ${level.level} ${level.title}`,
      lines: [
        ["Name", input.name],
        ["E-mail", input.email],
        ["Company", input.company],
        ["Job title", input.jobTitle],
        ["Role", input.role],
        ["Team size", input.teamSize],
        ["Training for", input.trainingFor],
        ["Current level", input.currentAcumen],
        ["Financial data", input.dataConfidence],
        ["Challenges", input.challenges],
        ["Urgency", input.urgency],
        ["Format preferences", input.formatPreferences],
        ["Recommended level", `Level ${level.level}: ${level.title}`],
        ["Knowledge score", `${result.knowledgeScore}/40`],
        ["Challenge awareness", `${result.awarenessScore}/25`],
        ["Results page", `${siteUrl}${resultPath(result.id)}`],
      ],
      attribution: input.attribution,
      personId,
    });
    const results = await assessmentResultsEmail(result, siteUrl);
    // product.md §10.13: the report goes with it as Financial-Acumen-Report.pdf, rendered when sent.
    const attachments = [reportAttachment(result.id)];
    await enqueueEmails(
      tx,
      { kind: "assessment-results", to: input.email, ...results, personId, attachments },
      notice,
    );
    return result;
  });
}

/** The result behind /assessment/results/{id}; null for an unknown or malformed id. */
export async function getAssessmentResult(id: string): Promise<AssessmentResult | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db().select().from(assessmentResponses).where(eq(assessmentResponses.id, id)).limit(1);
  return row ? toResult(row) : null;
}
