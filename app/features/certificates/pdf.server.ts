import { loadFonts } from "~/features/assessments/report/pdf.server";
import type { CertificateFacts } from "./facts";

const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#1e3a8a";
const MARGIN = 72;

/**
 * The certificate as a US Letter PDF, landscape: its facts as the page shows them (facts.ts), in
 * the report's fonts (decision 0098: pdfkit imported when a certificate is asked for, never at start).
 */
export async function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const [{ default: PDFDocument }, font] = await Promise.all([import("pdfkit"), loadFonts()]);
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: MARGIN,
    font: font.regular as unknown as string,
    info: { Title: facts.heading, Author: facts.business, Subject: facts.statement },
    compress: true,
  });
  doc.registerFont("regular", font.regular);
  doc.registerFont("bold", font.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
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
