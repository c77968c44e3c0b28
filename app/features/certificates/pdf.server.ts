import { openPdf } from "~/features/assessments/report/pdf.server";
import type { CertificateFacts } from "./facts";

const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#1e3a8a";
const MARGIN = 72;

/**
 * The certificate as a US Letter PDF, landscape: its facts as the page shows them (facts.ts), in
 * the report's document and fonts (decision 0098).
 */
export async function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const { doc, done } = await openPdf({
    margin: MARGIN,
    layout: "landscape",
    info: { Title: facts.heading, Author: facts.business, Subject: facts.statement },
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font("bold").fontSize(14).fillColor(MUTED).text(facts.business, { width, align: "center" });
  doc
    .moveDown(0.6)
    .font("bold")
    .fontSize(30)
    .fillColor(BRAND)
    .text(facts.heading, { width, align: "center" });
  doc
    .moveDown(0.8)
    .font("regular")
    .fontSize(15)
    .fillColor(INK)
    .text(facts.statement, { width, align: "center" });
  if (facts.revoked)
    doc
      .moveDown(0.6)
      .font("bold")
      .fontSize(13)
      .fillColor(INK)
      .text(facts.revoked, { width, align: "center" });
  doc.moveDown(1.2);
  for (const line of facts.lines) {
    doc.moveDown(0.25).fontSize(11);
    doc.font("bold").fillColor(MUTED).text(`${line.label}: `, { width, continued: true });
    doc.font("regular").fillColor(INK).text(line.text, { width });
  }
  doc.end();
  return done;
}
