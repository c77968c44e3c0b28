import type { Page } from "@playwright/test";
import { knowledgeQuestions } from "../../app/assessment/questions";
import { awarenessStatementIds } from "../../app/assessment/awareness";
import { topicInterestKeys } from "../../app/assessment/options";
import { test, expect, expectNoAxeViolations, logIn } from "./fixtures";

/** An assessment sent through the API by a person of a name of their own; answers its id and name. */
async function submitAssessment(page: Page) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Robin Report ${tag}`;
  const res = await page.request.post("/api/assessment", {
    data: {
      name,
      email: `report-${tag}@example.com`,
      company: "Northwind Traders",
      jobTitle: "VP Operations",
      role: "Operations",
      teamSize: "51-200",
      trainingFor: "Your team",
      currentAcumen: "Intermediate",
      dataConfidence: "I read reports but struggle to act on them",
      challenges: ["Managing cash flow"],
      knowledgeAnswers: Object.fromEntries(knowledgeQuestions.map((q) => [q.id, q.correct])),
      awarenessAnswers: Object.fromEntries(awarenessStatementIds.map((id) => [id, 4])),
      topicInterests: Object.fromEntries(topicInterestKeys.map((k) => [k, 5])),
      urgency: "Just exploring",
      formatPreferences: ["Group coaching"],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, name };
}

/**
 * product.md §10.13 on the built server: the permalink page's "Download your report (PDF)" downloads
 * Financial-Acumen-Report.pdf (its fonts read from beside the server bundle), and an admin downloads
 * the same report from the person's record.
 */
test("the report downloads from the permalink page and from the person's record", async ({ page }) => {
  const { id, name } = await submitAssessment(page);

  await page.goto(`/assessment/results/${id}`);
  await expect(page.getByRole("heading", { name: "Financial Acumen Assessment Report" })).toBeVisible();
  await expectNoAxeViolations(page);
  const link = page.getByRole("link", { name: "Download your report (PDF)" });
  await link.focus(); // keyboard reachable
  const [download] = await Promise.all([page.waitForEvent("download"), link.press("Enter")]);
  expect(download.suggestedFilename()).toBe("Financial-Acumen-Report.pdf");
  const bytes = await (await download.createReadStream()).toArray();
  const pdf = Buffer.concat(bytes as Buffer[]);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeLessThan(200 * 1024);

  await logIn(page, "/admin/people");
  await page.getByRole("link", { name, exact: true }).click();
  const adminLink = page.getByRole("link", { name: "Download the report (PDF)" });
  await expect(adminLink).toHaveAttribute("href", `/api/admin/assessments/${id}/report.pdf`);
  const [adminDownload] = await Promise.all([page.waitForEvent("download"), adminLink.click()]);
  expect(adminDownload.suggestedFilename()).toBe("Financial-Acumen-Report.pdf");
});

test("the answers by question download as a CSV from the Quiz/Assessment view", async ({ page }) => {
  await submitAssessment(page);
  await logIn(page, "/admin/assessments");
  const panel = page.getByRole("region", { name: "Answers by question" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^assessment-answers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat((await (await download.createReadStream()).toArray()) as Buffer[]).toString();
  const [header, assessments] = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(header).toBe("Section,Item,Answer,Count,Correct,Rate or average");
  // The range's count, with at least the assessment just sent.
  expect(assessments).toMatch(/^Assessments,.+,[1-9]\d*,,$/);
});
