import { describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { buildReport, reportText } from "./content";
import { renderReportPdf } from "./pdf.server";

const source = {
  name: "Avery Quinn Jones",
  createdAt: new Date("2026-11-27T18:00:00Z"),
  recommendedLevel: 2,
  knowledgeScore: 35,
  awarenessScore: 15,
  knowledgeAnswers: { q1: "EBIT", q2: "Revenue is declining" },
  awarenessAnswers: { q1: 3, q2: 4, q3: 1, q4: 5, q5: 2 },
  topicInterests: {
    statements: 3,
    budgeting: 4,
    strategic: 5,
    communication: 3,
    investment: 2,
    presenting: 1,
  },
};

const normalize = (s: string) => s.replace(/\s+/g, " ").trim();

describe("the assessment report's PDF", () => {
  it("prints every line of the report's content, in order, on US Letter, under 200 KB, fonts embedded", async () => {
    const report = buildReport(source, "https://example.com/");
    const pdf = await renderReportPdf(report);
    expect(pdf.length).toBeLessThan(200 * 1024);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const { text } = await parser.getText();
      const printed = normalize(text.replace(/-- \d+ of \d+ --/g, " "));
      expect(printed).toBe(normalize(reportText(report).join(" ")));
      const info = await parser.getInfo();
      expect(info.info?.Title).toBe("Financial Acumen Assessment Report");
    } finally {
      await parser.destroy();
    }
    const raw = pdf.toString("latin1");
    // US Letter is 612 × 792 points; the fonts are embedded (a FontFile2 stream), not referenced.
    expect(raw).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(raw).toContain("/FontFile2");
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });
});
