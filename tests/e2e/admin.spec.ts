import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { solvedTokenFrom } from "../setup/captcha-client";
import { knowledgeQuestions } from "../../app/assessment/questions";
import { awarenessStatementIds } from "../../app/assessment/awareness";
import {
  acumenOptions,
  challengeOptions,
  dataConfidenceOptions,
  formatOptions,
  roleOptions,
  teamSizeOptions,
  topicInterestKeys,
  trainingForOptions,
  urgencyOptions,
} from "../../app/assessment/options";
import { test, expect, expectNoAxeViolations, logIn, openAdminView } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A complete submission through the public API (product.md §7 POST /api/assessment). */
async function submitAssessment(request: APIRequestContext, name: string) {
  const res = await request.post("/api/assessment", {
    data: {
      name,
      email: `quiz-${unique()}@example.com`,
      company: "Northwind Traders",
      jobTitle: "VP Operations",
      role: roleOptions[0],
      teamSize: teamSizeOptions[2],
      trainingFor: trainingForOptions[1],
      currentAcumen: acumenOptions[1],
      dataConfidence: dataConfidenceOptions[1],
      challenges: [challengeOptions[0], challengeOptions[8]],
      knowledgeAnswers: Object.fromEntries(knowledgeQuestions.map((q) => [q.id, q.correct])),
      awarenessAnswers: Object.fromEntries(awarenessStatementIds.map((id) => [id, 3])),
      topicInterests: Object.fromEntries(topicInterestKeys.map((k) => [k, 4])),
      urgency: urgencyOptions[1],
      formatPreferences: [formatOptions[0]],
      knowledgeScore: 0,
      awarenessScore: 0,
      recommendedLevel: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A contact inquiry through the public API, with the captcha solved as the widget would. */
async function sendInquiry(request: APIRequestContext, fullName: string, needsDescription: string) {
  const captchaToken = await solvedTokenFrom(e2eServer.url);
  const res = await request.post("/api/contact-inquiry", {
    data: {
      fullName,
      workEmail: `contact-${unique()}@example.com`,
      companyName: "Contoso",
      role: "ceo",
      needsDescription,
      captchaToken,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test("an admin logs in, sees every tab, sets a lead status that survives a reload, exports a CSV and logs out", async ({
  page,
  context,
}) => {
  // One long journey with four accessibility scans: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  // A name with a comma, quotes and a leading "=": the CSV must quote it and defuse the formula.
  const tag = unique();
  const name = `=Dana "QA", ${tag}`;
  await submitAssessment(page.request, name);

  // The server knows the session when it renders: the login gate is in the first HTML.
  const response = await page.goto("/admin");
  expect(response?.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // product.md §5 validation, then a wrong password, then the right one.
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Logged in successfully", { exact: true })).toBeVisible();
  // People is the admin's home.
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();

  // Every view of product.md's tabs, each at its own URL, by mouse.
  // The Blog Posts view belongs to the blog editor: only that it opens is checked here.
  const views: Array<[string, string, string | undefined]> = [
    ["Blog Posts", "blog-posts", undefined],
    ["Newsletter", "newsletter", "Search newsletter subscribers"],
    ["Quiz/Assessment", "assessments", "Search quiz submissions"],
    ["Contact", "contact", "Search contact inquiries"],
    ["Resources", "resources", "Search resources"],
    ["Legacy", "legacy", "Search webinar registrations"],
    ["Outbox", "outbox", "Search outbox e-mails"],
  ];
  const main = page.getByRole("main");
  for (const [view, slug, search] of views) {
    await openAdminView(page, view);
    await expect(page).toHaveURL(new RegExp(`/admin/${slug}$`));
    if (search) await expect(main.getByLabel(search)).toBeVisible();
    if (view === "Legacy") await expect(main.getByLabel("Search resource requests")).toBeVisible();
  }
  // The outbox holds the submission's results e-mail.
  await expect(main.getByText(/Your Financial Acumen results|assessment/i).first()).toBeVisible();

  // Quiz/Assessment: the row, its lead status, the whole submission.
  await openAdminView(page, "Quiz/Assessment");
  const row = page.getByRole("row").filter({ hasText: tag });
  await expect(row).toContainText("Northwind Traders");
  await expect(row).toContainText("40/40");
  await expect(row).toContainText("Level 3");
  const status = page.getByLabel(`Lead status for ${name}`, { exact: true });
  await expect(status).toHaveValue("lead");
  await expect(status.locator("option")).toHaveCount(6);
  await status.selectOption("sent_proposal");
  await expect(page.getByText("Lead status updated successfully", { exact: true })).toBeVisible();
  await expect(row.locator('[data-look="sent_proposal"]')).toHaveText("Sent proposal");
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page).toHaveURL(/\/admin\/assessments$/);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quiz/Assessment" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel(`Lead status for ${name}`, { exact: true })).toHaveValue("sent_proposal");
  const stored = await (await page.request.get("/api/assessments")).json();
  expect(stored.find((r: { name: string }) => r.name === name).leadStatus).toBe("sent_proposal");

  await page.getByRole("button", { name: `View submission from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Submission from ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(knowledgeQuestions[0].question)).toBeVisible();
  await expect(dialog.getByText(challengeOptions[8])).toBeVisible();
  await expect(dialog.getByText("40/40")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Search, then export what the search shows.
  const search = page.getByLabel("Search quiz submissions");
  await search.fill("no-such-submission-zzz");
  await expect(page.getByText("No assessments found.")).toBeVisible();
  await search.fill(tag);
  // The submissions' table (the answers by question below it has tables of its own).
  await expect(
    page.getByRole("region", { name: "Quiz submissions", exact: true }).getByRole("row"),
  ).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^assessment-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Name,Email,Company,Role,Knowledge,Awareness,Level,Date,Lead status,Id,/);
  expect(lines[1].startsWith(`"'=Dana ""QA"", ${tag}",`)).toBe(true);
  expect(lines[1]).toContain(",Sent proposal,");

  // Log out: the session ends on the server too.
  const [sessionCookie] = (await context.cookies()).filter((c) => c.name === "admin_session");
  expect(sessionCookie.httpOnly).toBe(true);
  expect(sessionCookie.sameSite).toBe("Lax");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect(await (await page.request.get("/api/admin/status")).json()).toEqual({ isAuthenticated: false });
  expect((await page.request.get("/api/assessments")).status()).toBe(401);
  const replay = await page.request.get("/api/assessments", {
    headers: { cookie: `admin_session=${sessionCookie.value}` },
  });
  expect(replay.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("an admin creates, edits, unpublishes and deletes a library resource", async ({ page }) => {
  // A login, an accessibility scan and five saves: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  const title = `Cash Conversion Guide ${unique()}`;
  await logIn(page);
  await openAdminView(page, "Resources");
  // The seeded library is listed.
  await expect(page.getByRole("row").filter({ hasText: "Financial Statements Decoded" })).toBeVisible();

  await page.getByRole("button", { name: "New resource" }).click();
  const form = page.getByRole("dialog", { name: "New resource" });
  await form.getByRole("button", { name: "Create resource" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Format is required")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("How profit turns into cash, step by step.");
  await form.getByLabel("Category").selectOption("Strategy");
  await form.getByLabel("Type").selectOption("Excel");
  await form.getByLabel("Format").fill("Workbook");
  await form.getByLabel("Download URL (optional)").fill("javascript:alert(1)");
  await form.getByLabel("Tags (comma-separated)").fill("cash, working capital");
  await form.getByLabel("Pages (optional)").fill("14");
  await form.getByRole("button", { name: "Create resource" }).click();
  await expect(form.getByText("Download URL must be an http:// or https:// address")).toBeVisible();
  await form.getByLabel("Download URL (optional)").fill("https://files.example.com/cash.xlsx");
  await form.getByRole("button", { name: "Create resource" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Resource created", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("cash, working capital");
  await expect(row).toContainText("Published");

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit resource" });
  await expect(edit.getByLabel("Pages (optional)")).toHaveValue("14");
  await edit.getByLabel("Title").fill(`${title} (2nd ed.)`);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Resource updated", { exact: true })).toBeVisible();
  const edited = page.getByRole("row").filter({ hasText: `${title} (2nd ed.)` });
  await expect(edited).toBeVisible();

  await edited.getByRole("button", { name: /^Unpublish/ }).click();
  await expect(edited).toContainText("Draft");
  const list = await (await page.request.get("/api/admin/resources")).json();
  expect(list.find((r: { title: string }) => r.title === `${title} (2nd ed.)`).published).toBe(false);

  await edited.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this resource?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Resource deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("private endpoints refuse a visitor without a session, in every spelling", async ({ request }) => {
  for (const path of [
    "/api/assessments",
    "/api/leads",
    "/api/contact-inquiries",
    "/api/admin/outbox",
    "/api/leads.data",
    "/API/Leads/",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(401);
    expect((await res.json()).error).toMatch(/Authentication required/);
  }
  expect(
    (
      await request.put("/api/admin/assessment-lead-status/00000000-0000-4000-8000-000000000000", {
        data: { leadStatus: "closed" },
      })
    ).status(),
  ).toBe(401);
  expect((await request.get("/api/admin/status")).status()).toBe(200);
});

test("contact inquiries list newest first, the order reverses, and a row opens the whole inquiry", async ({
  page,
}) => {
  const tag = unique();
  await sendInquiry(
    page.request,
    `First ${tag}`,
    "We want our managers to read a P&L.\nBudget season starts in May.",
  );
  await sendInquiry(page.request, `Second ${tag}`, "Board presentation coaching.");
  await logIn(page);
  await openAdminView(page, "Contact");
  // The order changed straight after typing (a slow phone: the order's navigation still renders
  // when the search's pause ends): both land.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.getByLabel("Search contact inquiries").fill(tag);
  await page.getByRole("button", { name: /Newest first/ }).click();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const names = page.getByRole("row").locator("td:first-child");
  await expect(names).toHaveText([`First ${tag}`, `Second ${tag}`]);
  await expect(page.getByRole("button", { name: /Oldest first/ })).toBeVisible();
  // The server searched and ordered; the URL holds both, so a reload keeps them.
  await expect(page.getByText("Showing 1–2 of 2", { exact: true })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(tag);
  await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("oldest");
  await page.reload();
  await expect(page.getByLabel("Search contact inquiries")).toHaveValue(tag);
  await expect(names).toHaveText([`First ${tag}`, `Second ${tag}`]);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);

  await page
    .getByRole("row")
    .filter({ hasText: `First ${tag}` })
    .getByRole("cell")
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: `Inquiry from First ${tag}` });
  await expect(dialog).toContainText("We want our managers to read a P&L.");
  await expect(dialog).toContainText("Budget season starts in May.");
  // The form's label, not its stored code (`ceo`), in the dialog and in the list.
  await expect(dialog).toContainText("Chief Executive Officer (CEO)");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row").filter({ hasText: `First ${tag}` })).toContainText(
    "Chief Executive Officer (CEO)",
  );
});

test("public pages carry no admin code; the admin page does", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script") scripts.push(await res.text().catch(() => ""));
  });
  // The login gate's text survives minification.
  const hasAdminCode = () => scripts.some((s) => s.includes("Sign in to manage posts and review leads."));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(hasAdminCode()).toBe(false);
  await page.goto("/admin");
  await page.waitForLoadState("networkidle");
  expect(hasAdminCode()).toBe(true);
});

test("past five failed logins for an e-mail the form shows the captcha, and the next attempt is checked with it", async ({
  page,
}) => {
  // Captcha work and an accessibility scan: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  // An address nobody owns, so the other tests' admin is not slowed down; and a client address of
  // its own, so its failures do not count against the other tests' logins (20 per address in 15
  // minutes), however often the suite runs against one server.
  const email = `nobody-${unique()}@example.com`;
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  for (let i = 1; i <= 4; i++) {
    const res = await page.request.post("/api/admin/login", { data: { email, password: `guess-${i}` } });
    expect(res.status()).toBe(401);
  }
  await page.goto("/admin");
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill("guess-5");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();
  // The fifth failure brings up the captcha; without a solution the form cannot be sent.
  const robot = main.getByRole("checkbox", { name: "I'm not a robot" });
  await expect(robot).toBeVisible();
  await expect(page.getByRole("button", { name: "Log in" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await main.getByText("I'm not a robot").click();
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled({ timeout: 20_000 });
  // The form posts to the admin layout's action (/admin, through React Router's data request).
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/admin.data"),
  );
  await main.getByLabel("Password", { exact: true }).fill("guess-6");
  await page.getByRole("button", { name: "Log in" }).click();
  const res = await answer;
  const posted = new URLSearchParams(res.request().postData() ?? "");
  expect(posted.get("captchaToken")).toEqual(expect.any(String));
  expect(posted.get("captchaToken")!.length).toBeGreaterThan(20);
  expect(res.status()).toBe(401);
  await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();
  // A solution counts once: the next attempt needs a fresh one.
  await expect(page.getByRole("button", { name: "Log in" })).toBeDisabled();
});

test("a failed delete is announced inside the confirm dialog, where a screen reader can hear it", async ({
  page,
}) => {
  // Captcha work and an accessibility scan: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  await logIn(page);
  await openAdminView(page, "Resources");
  const row = page.getByRole("row").filter({ hasText: "Financial Statements Decoded" });
  await expect(row).toBeVisible();
  // The view's action cannot be reached (a 503 from a proxy, say): its fetcher says so in place.
  const down = "Could not reach the server. Check your connection and try again.";
  await page.route("**/admin/resources.data*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" })
      : route.continue(),
  );
  await row.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this resource?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  // The dialog hides the rest of the page from assistive technology: the announcement is inside it.
  await expect(confirm.getByRole("alert")).toHaveText(`Failed to delete resource: ${down}`);
  await expect(page.getByText("Failed to delete resource", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect(confirm.getByText(/Failed to delete/)).toHaveCount(0);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
});
