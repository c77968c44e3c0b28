/**
 * The assessment report (product.md §10.13): the PDF at the permalink's URL + /report.pdf says what the
 * permalink page says (its text extracted with pdf-parse and compared), an admin downloads it, and the
 * results e-mail carries it as Financial-Acumen-Report.pdf, rendered by the outbox worker when sent.
 */
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import "~/background-jobs.server"; // registers the report's renderer with the outbox, as at start
import * as api from "~/routes/api/assessment";
import { buildReport, reportBlocks, reportText } from "~/features/assessments/report/content";
import { runOutboxOnce } from "~/services/outbox-worker.server";
import { resetEnvCache } from "~/utils/env.server";
import { startTestSmtpServer } from "../mocks/smtp";
import { adminCookie } from "../setup/admin-session";
import { setupTestDatabase } from "../setup/db";
import { setupHttpApp } from "../setup/http-app";
import { callRoute } from "../setup/route";
import { validSubmission } from "./assessment-fixture";

setupTestDatabase();
const http = setupHttpApp();

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const normalize = (s: string) => s.replace(/\s+/g, " ").trim();

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes });
  try {
    const { text, total } = await parser.getText();
    // pdf-parse marks each page's end ("-- 1 of 3 --"): not the document's words.
    return { text: normalize(text.replace(/-- \d+ of \d+ --/g, " ")), pages: total };
  } finally {
    await parser.destroy();
  }
}

/** The words of the page's <main>, as a reader sees them: tags and scripts out, entities decoded. */
function pageText(html: string) {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return normalize(
    main
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

let ip = 0;
async function submit(overrides: Record<string, unknown> = {}) {
  const res = await callRoute(api, {
    method: "POST",
    path: "/api/assessment",
    body: validSubmission(overrides),
    clientIp: `198.51.100.${++ip}`,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("the assessment report", () => {
  it("the permalink page links its PDF, and the PDF says what the page says", async () => {
    const id = await submit({ name: "Zoë Ångström-Diaz" });
    const page = await fetch(`${http.base}/assessment/results/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`href="/assessment/results/${id}/report.pdf"`);
    const onPage = pageText(html);
    expect(onPage).toContain("Download your report (PDF)");

    const res = await fetch(`${http.base}/assessment/results/${id}/report.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Financial-Acumen-Report.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(200 * 1024);
    const { text: inPdf } = await pdfText(bytes);

    // What the report says, from the stored row through the one content function…
    const [row] = await db()
      .select()
      .from((await import("~/db/schema")).assessmentResponses);
    const report = buildReport(row, process.env.SITE_URL ?? "");
    // …is exactly what the PDF prints, in order, nothing more;
    expect(inPdf).toBe(normalize(reportText(report).join(" ")));
    // …and every fact of it is on the page: the name and date, level, scores, each question with the
    // answer given, the correct one and the explanation, each rating, and the booking link.
    const facts = reportBlocks(report).flatMap((b) =>
      b.lines.flatMap((l) => [l.text, ...(l.note ? [l.note] : [])]),
    );
    expect(facts.length).toBeGreaterThan(50);
    for (const fact of facts) expect(onPage, fact).toContain(normalize(fact));
    for (const q of report.questions) expect(onPage).toContain(normalize(q.heading));
    // The same facts, spelled out where a reader checks them.
    for (const fact of ["Zoë Ångström-Diaz", "Level 2: Think Finance", "35/40", "15/25"]) {
      expect(inPdf).toContain(fact);
      expect(onPage).toContain(fact);
    }
    expect(inPdf).toContain("Your answer: The total value of inventory on hand"); // question 8, answered wrong
    expect(inPdf).toContain("Correct answer: How quickly inventory is sold and replaced");
    expect(inPdf).toContain("Presenting financials to executives and the board: 1 of 5");
  });

  it("an unknown or malformed permalink has no report (404), and the page's 404 is unchanged", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await fetch(`${http.base}/assessment/results/${id}/report.pdf`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).not.toBe("application/pdf");
    }
  });

  it("an admin downloads it from the person's record; without a session it is a 401", async () => {
    const id = await submit({ email: "admin-download@example.com" });
    const url = `${http.base}/api/admin/assessments/${id}/report.pdf`;
    expect((await fetch(url)).status).toBe(401);
    const cookie = await adminCookie();
    const res = await fetch(url, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Financial Acumen Assessment Report");
    const missing = await fetch(`${http.base}/api/admin/assessments/nope/report.pdf`, {
      headers: { cookie },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Assessment not found." });
    // The person's record offers the download.
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, "admin-download@example.com"));
    const record = await fetch(`${http.base}/admin/people/${mail.personId}`, { headers: { cookie } });
    expect(await record.text()).toContain(`/api/admin/assessments/${id}/report.pdf`);
  });

  it("the results e-mail carries the PDF, recorded in the outbox as what to render and rendered when sent", async () => {
    await db().delete(outbox);
    const id = await submit({ email: "attached@example.com", name: "Attached Person" });
    const [queued] = await db().select().from(outbox).where(eq(outbox.kind, "assessment-results"));
    // The row holds what to render, not the bytes.
    expect(queued.attachments).toEqual([
      {
        filename: "Financial-Acumen-Report.pdf",
        contentType: "application/pdf",
        content: "",
        render: { kind: "assessment-report", id },
      },
    ]);
    const smtp = await startTestSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
      expect(await runOutboxOnce()).toEqual({ sent: 2, failed: 0 });
      const mail = smtp.messages.find((m) => m.to.includes("attached@example.com"));
      expect(mail).toBeDefined();
      const raw = mail!.raw;
      expect(raw).toMatch(/Content-Type: application\/pdf; name=Financial-Acumen-Report\.pdf/);
      expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=Financial-Acumen-Report\.pdf/);
      // The attachment's part: base64 after its headers, up to the next boundary.
      const part = raw.slice(raw.indexOf("Content-Type: application/pdf"));
      const body = part.split(/\r?\n\r?\n/)[1].split(/\r?\n--/)[0];
      const pdf = Buffer.from(body.replace(/\s+/g, ""), "base64");
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const { text } = await pdfText(new Uint8Array(pdf));
      expect(text).toContain("Prepared for: Attached Person");
      // The notice to the business has no attachment.
      const notice = smtp.messages.find((m) => !m.to.includes("attached@example.com"));
      expect(notice?.raw).not.toContain("application/pdf");
    } finally {
      await smtp.close();
    }
  });
});
