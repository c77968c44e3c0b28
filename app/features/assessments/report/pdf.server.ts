import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { reportBlocks, type AssessmentReport, type ReportBlock } from "./content";

// Liberation Sans (SIL OFL 1.1, fonts/LICENSE), metric-compatible with the Arial/Helvetica of the
// site's system font stack: embedded and subset by pdfkit, so the PDF reads the same everywhere
// (decision 0098). The build copies them beside the server bundle (vite/server-files.ts).
const fontFiles = {
  regular: new URL("./fonts/LiberationSans-Regular.ttf", import.meta.url),
  bold: new URL("./fonts/LiberationSans-Bold.ttf", import.meta.url),
};

// Read per report, not kept: no memory held between reports (the benchmark in docs/performance.md).
const loadFonts = async () => {
  const [regular, bold] = await Promise.all([
    readFile(fileURLToPath(fontFiles.regular)),
    readFile(fileURLToPath(fontFiles.bold)),
  ]);
  return { regular, bold };
};

const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#1e3a8a";
const MARGIN = 54; // ¾ inch

/** Renders the report as a US Letter PDF. */
export async function renderReportPdf(report: AssessmentReport): Promise<Buffer> {
  const { doc, done } = await openPdf({
    margin: MARGIN,
    info: { Title: report.title, Author: "Financial Acumen", Subject: report.preparedFor[0]?.text ?? "" },
  });
  const width = doc.page.width - 2 * MARGIN;
  const blocks = reportBlocks(report);
  blocks.forEach((block, index) => drawBlock(doc, block, index === 0, width));
  doc.end();
  return done;
}

/**
 * A US Letter document in the embedded fonts ("regular", "bold"), and its bytes once it ends: the
 * report's and the certificate's. pdfkit is imported here, when a PDF is asked for, never at start
 * (decision 0098: start-up memory).
 */
export async function openPdf(options: { margin: number; info: PDFKit.DocumentInfo; layout?: "landscape" }) {
  const [{ default: PDFDocument }, font] = await Promise.all([import("pdfkit"), loadFonts()]);
  const doc = new PDFDocument({
    size: "LETTER",
    font: font.regular as unknown as string,
    compress: true,
    ...options,
  });
  doc.registerFont("regular", font.regular);
  doc.registerFont("bold", font.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

function drawBlock(doc: PDFKit.PDFDocument, block: ReportBlock, isTitle: boolean, width: number) {
  const headingSize = isTitle ? 20 : /^\d+\. /.test(block.heading) ? 11 : 14;
  // Keep a heading with its first line: start a new page when fewer than ~4 lines are left.
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  if (!isTitle) doc.moveDown(headingSize > 11 ? 0.9 : 0.6);
  doc
    .font("bold")
    .fontSize(headingSize)
    .fillColor(isTitle || headingSize > 11 ? BRAND : INK)
    .text(block.heading, MARGIN, doc.y, { width });
  for (const line of block.lines) {
    doc.moveDown(0.2).fontSize(10.5);
    if (line.label) {
      doc.font("bold").fillColor(MUTED).text(line.label, { width, continued: true });
    }
    // A link (the booking page) is clickable in the PDF too.
    const link = line.link ? { link: line.link, underline: true } : {};
    doc
      .font("regular")
      .fillColor(INK)
      .text(line.text, { width, continued: !!line.note, ...link });
    if (line.note) doc.fillColor(MUTED).text(` (${line.note})`, { width, link: null, underline: false });
  }
}
