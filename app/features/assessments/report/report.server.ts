import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses, type OutboxAttachment } from "~/db/schema";
import { env } from "~/utils/env.server";
import { REPORT_FILENAME, buildReport, type AssessmentReport } from "./content";
import { renderReportPdf } from "./pdf.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The report of the assessment `id` (its permalink's id); null for an unknown or malformed id. */
export async function assessmentReport(id: string): Promise<AssessmentReport | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db()
    .select({
      name: assessmentResponses.name,
      createdAt: assessmentResponses.createdAt,
      recommendedLevel: assessmentResponses.recommendedLevel,
      knowledgeScore: assessmentResponses.knowledgeScore,
      awarenessScore: assessmentResponses.awarenessScore,
      knowledgeAnswers: assessmentResponses.knowledgeAnswers,
      awarenessAnswers: assessmentResponses.awarenessAnswers,
      topicInterests: assessmentResponses.topicInterests,
    })
    .from(assessmentResponses)
    .where(eq(assessmentResponses.id, id))
    .limit(1);
  return row ? buildReport(row, env().SITE_URL) : null;
}

/** The report's PDF bytes, or null for an unknown assessment. pdfkit loads on first use. */
export async function assessmentReportPdf(id: string): Promise<Buffer | null> {
  const report = await assessmentReport(id);
  if (!report) return null;
  return renderReportPdf(report);
}

/** The download's answer: the PDF, named as the e-mail's attachment, never cached by shared caches. */
export async function reportPdfResponse(id: string): Promise<Response | null> {
  const pdf = await assessmentReportPdf(id);
  if (!pdf) return null;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${REPORT_FILENAME}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/** The renderer's kind the outbox records for the report (app/services/outbox-attachments.server.ts). */
export const REPORT_ATTACHMENT = "assessment-report";

/**
 * The results e-mail's attachment: the outbox row records what to render, not the bytes (decision
 * 0098); the worker renders the PDF when it sends, with `assessmentReportPdf`.
 */
export const reportAttachment = (id: string): OutboxAttachment => ({
  filename: REPORT_FILENAME,
  contentType: "application/pdf",
  content: "",
  render: { kind: REPORT_ATTACHMENT, id },
});
