import { readFileSync, existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, formHydrated, phone } from "./fixtures";
import { e2eServer } from "../setup/e2e-env";
import { knowledgeQuestions } from "../../app/assessment/questions";
import { awarenessStatements, ratingScale } from "../../app/assessment/awareness";

type Walk = { name: string; email: string; correct: number; ratings: number[] };

// The wizard's own fields: the footer has a newsletter form with an e-mail field too.
const main = (page: Page) => page.getByRole("main");
const next = (page: Page) => page.getByRole("button", { name: "Next" });
const stepHeading = (page: Page, title: string) => page.getByRole("heading", { level: 2, name: title });

/** Whether React has taken over the wizard's form (its code has arrived). */
const wizardHydrated = (page: Page) => formHydrated(main(page).locator("form"));

/**
 * Opens the wizard and waits until its code runs. The code loads on the first focus, input or press
 * in the form (decision 0090): a press on the step's text, which (unlike a focus in the form) leaves
 * the steps' checks unloaded.
 */
async function openWizard(page: Page) {
  await page.goto("/assessment");
  await expect(page.getByRole("heading", { level: 1, name: "Financial Acumen Assessment" })).toBeVisible();
  await main(page).getByText("Step 1 of 5").click();
  await expect.poll(() => wizardHydrated(page)).toBe(true);
}

async function fillPersonal(page: Page, w: Pick<Walk, "name" | "email">) {
  await main(page).getByLabel("Full Name").fill(w.name);
  await main(page).getByLabel("Email Address").fill(w.email);
  await main(page).getByLabel("Company Name").fill("Northwind Traders");
  await main(page).getByLabel("Job Title").fill("Director of Operations");
  await main(page).getByRole("combobox", { name: "Your Role", exact: true }).selectOption("Operations");
  await main(page).getByLabel("Team Size").selectOption("51-200");
  await main(page).getByLabel("Who are you exploring training for?").selectOption("Your team");
}

async function fillExperience(page: Page) {
  await main(page).getByLabel("Current Financial Acumen Level").selectOption("Intermediate");
  await page.getByRole("radio", { name: "I read reports but struggle to act on them" }).check();
  await page.getByRole("checkbox", { name: "Managing cash flow" }).check();
  await page.getByRole("checkbox", { name: "Presenting to executives or the board" }).check();
}

/** Answers the first `correct` questions right and the rest with a wrong option. */
async function fillKnowledge(page: Page, correct: number) {
  for (const [i, q] of knowledgeQuestions.entries()) {
    const answer = i < correct ? q.correct : q.options.find((o) => o !== q.correct)!;
    await page
      .getByRole("group", { name: q.question })
      .getByRole("radio", { name: answer, exact: true })
      .check();
  }
}

async function fillAwareness(page: Page, ratings: number[]) {
  for (const [i, s] of awarenessStatements.entries()) {
    const label = `${ratings[i]} – ${ratingScale[ratings[i] - 1].label}`;
    await page.getByRole("group", { name: s.text }).getByRole("radio", { name: label, exact: true }).check();
  }
}

async function fillPreferences(page: Page) {
  await page.getByRole("radio", { name: "Important – Within 3–6 months" }).check();
  await page.getByRole("checkbox", { name: "Custom team training" }).check();
}

/** Walks all five steps and lands on the result; returns the result's id. */
async function completeWizard(page: Page, w: Walk) {
  await openWizard(page);
  await fillPersonal(page, w);
  await next(page).click();
  await expect(stepHeading(page, "Current Experience")).toBeVisible();
  await fillExperience(page);
  await next(page).click();
  await expect(stepHeading(page, "Knowledge Assessment")).toBeVisible();
  await fillKnowledge(page, w.correct);
  await next(page).click();
  await expect(stepHeading(page, "Business Challenges")).toBeVisible();
  await fillAwareness(page, w.ratings);
  await next(page).click();
  await expect(stepHeading(page, "Training Preferences")).toBeVisible();
  await fillPreferences(page);
  await page.getByRole("button", { name: "Get My Results" }).click();
  await expect(page).toHaveURL(/\/assessment\/results\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/** The result page's figures and marks, as the visitor sees them. */
async function expectResult(page: Page, w: Walk, level: string, knowledge: number, awareness: number) {
  await expect(
    page.getByRole("heading", { level: 1, name: `Thanks, ${w.name.split(" ")[0]}!` }),
  ).toBeVisible();
  await expect(
    page.getByText("Based on your assessment, here's your personalized recommendation:"),
  ).toBeVisible();
  await expect(page.getByText("Recommended for You")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: level })).toBeVisible();
  await expect(page.getByRole("region", { name: "Knowledge Score" })).toContainText(`${knowledge}/40`);
  await expect(page.getByRole("region", { name: "Knowledge Score" })).toContainText(
    "Financial Knowledge Assessment",
  );
  await expect(page.getByRole("region", { name: "Challenge Awareness" })).toContainText(`${awareness}/25`);
  await expect(page.getByRole("region", { name: "Challenge Awareness" })).toContainText(
    "Business Impact Awareness",
  );
  for (const [i, q] of knowledgeQuestions.entries()) {
    const review = page.getByRole("region", { name: q.question });
    const right = i < w.correct;
    await expect(review.getByText(right ? "Correct" : "Incorrect", { exact: true })).toBeVisible();
    await expect(review.getByRole("listitem").filter({ hasText: q.correct })).toContainText(
      "(Correct Answer)",
    );
    await expect(review.getByText("(Your Answer)")).toHaveCount(right ? 0 : 1);
    if (!right) {
      const wrong = q.options.find((o) => o !== q.correct)!;
      await expect(review.getByRole("listitem").filter({ hasText: wrong })).toContainText("(Your Answer)");
    }
  }
  await expect(page.getByText(`Your Knowledge Score: ${knowledge}/40`)).toBeVisible();
  await expect(page.getByText("Each correct answer was worth 5 points")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a Discovery Call" })).toHaveAttribute(
    "href",
    "/consultation",
  );
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  const summary = page.getByRole("heading", { name: "Assessment Summary" }).locator("..");
  await expect(summary).toContainText("Operations");
  await expect(summary).toContainText("51-200");
  await expect(summary).toContainText("Intermediate");
  await expect(summary).toContainText("Your team");
  await expect(summary).toContainText("Important – Within 3–6 months");
  await expect(page.getByRole("heading", { name: "What Happens Next?" })).toBeVisible();
}

test.describe("the assessment wizard", () => {
  test("4 right answers end at Level 1: Speak Finance", async ({ page }) => {
    const w = { name: "Riley Park", email: "riley.l1@example.com", correct: 4, ratings: [3, 3, 3, 3, 3] };
    await completeWizard(page, w);
    await expectResult(page, w, "Level 1: Speak Finance", 20, 15);
    await expect(page.getByText("Foundation Level")).toBeVisible();
    // The form is gone, with no way back to it.
    await expect(page.getByRole("button", { name: "Get My Results" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    // Taking the assessment again starts a fresh wizard.
    await page.getByRole("banner").getByRole("link", { name: "Take Free Assessment" }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(stepHeading(page, "Personal Information")).toBeVisible();
    await expect(main(page).getByLabel("Full Name")).toHaveValue("");
  });

  test("5 right answers with awareness 19 end at Level 2: Think Finance, with the e-mail link", async ({
    page,
  }) => {
    const w = {
      name: "Morgan Lee Smith",
      email: "morgan.l2@example.com",
      correct: 5,
      ratings: [4, 4, 4, 4, 3],
    };
    await completeWizard(page, w);
    await expectResult(page, w, "Level 2: Think Finance", 25, 19);
    const mailto = await page.getByRole("link", { name: "Send us an email" }).getAttribute("href");
    expect(mailto).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
    const url = new URL(mailto!);
    expect(url.searchParams.get("subject")).toBe("Question about Level 2 Training");
    expect(url.searchParams.get("body")).toContain("Level 2: Think Finance");
    expect(url.searchParams.get("body")?.trim().endsWith("Morgan Lee Smith")).toBe(true);
  });

  test("8 right answers end at Level 3: Lead with Finance, and the result link shows it again", async ({
    page,
  }) => {
    const w = {
      name: "Jordan Alvarez",
      email: "jordan.l3@example.com",
      correct: 8,
      ratings: [5, 5, 5, 5, 5],
    };
    await completeWizard(page, w);
    await expectResult(page, w, "Level 3: Lead with Finance", 40, 25);
    await page.reload();
    await expectResult(page, w, "Level 3: Lead with Finance", 40, 25);
  });

  test("Next on each empty step shows product.md's messages", async ({ page }) => {
    await openWizard(page);
    await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute(
      "aria-valuenow",
      "20",
    );

    await next(page).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please complete all required fields:" });
    await expect(summary).toBeVisible();
    for (const msg of [
      "Full name is required",
      "Valid email is required",
      "Company name is required",
      "Job title is required",
      "Please select your role",
      "Please select team size",
      "Please select who you're exploring training for",
    ]) {
      await expect(summary.getByText(msg, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(main(page).getByLabel("Full Name")).toHaveAccessibleDescription("Full name is required");
    await fillPersonal(page, { name: "Casey Empty", email: "casey.empty@example.com" });
    await next(page).click();

    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    await next(page).click();
    for (const msg of [
      "Please select your current financial acumen level",
      "Please select how you typically handle financial data",
      "Please select at least one challenge",
    ]) {
      await expect(summary.getByText(msg, { exact: true })).toBeVisible();
    }
    await fillExperience(page);
    await next(page).click();

    await expect(stepHeading(page, "Knowledge Assessment")).toBeVisible();
    await next(page).click();
    await expect(summary.getByText("Please answer all knowledge questions", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select an answer", { exact: true })).toHaveCount(9);
    await fillKnowledge(page, 9);
    await next(page).click();

    await expect(stepHeading(page, "Business Challenges")).toBeVisible();
    await next(page).click();
    await expect(
      summary.getByText("Please rate all problem awareness statements", { exact: true }),
    ).toBeVisible();
    await fillAwareness(page, [2, 2, 2, 2, 2]);
    await next(page).click();

    await expect(stepHeading(page, "Training Preferences")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    // Topic interests start at 3.
    for (const topic of ["Budgeting and forecasting", "Investment analysis and ROI"]) {
      await expect(
        page.getByRole("group", { name: topic }).getByRole("radio", { name: "3", exact: true }),
      ).toBeChecked();
    }
    await page.getByRole("button", { name: "Get My Results" }).click();
    await expect(summary.getByText("Please select urgency level", { exact: true })).toBeVisible();
    await expect(
      summary.getByText("Please select at least one format preference", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/assessment$/);
  });

  test("a failed Next from the bottom of a long step scrolls to the top and focuses the summary", async ({
    page,
  }) => {
    await openWizard(page);
    await fillPersonal(page, { name: "Drew Partial", email: "drew.partial@example.com" });
    await next(page).click();
    await fillExperience(page);
    await next(page).click();
    await expect(stepHeading(page, "Knowledge Assessment")).toBeVisible();
    await page
      .getByRole("group", { name: knowledgeQuestions[0].question })
      .getByRole("radio", { name: "EBIT", exact: true })
      .check();
    await next(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next(page).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please complete all required fields:" });
    await expect(summary.getByText("Please answer all knowledge questions", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select an answer", { exact: true })).toHaveCount(8);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(summary).toBeFocused();
    // Messages clear as answers come in.
    for (const q of knowledgeQuestions.slice(1, 3)) {
      await page
        .getByRole("group", { name: q.question })
        .getByRole("radio", { name: q.correct, exact: true })
        .check();
    }
    await expect(page.getByText("Please select an answer", { exact: true })).toHaveCount(6);
  });

  test("a reload mid-wizard keeps the answers; 'Other' boxes appear when Other is picked", async ({
    page,
  }) => {
    await openWizard(page);
    await fillPersonal(page, { name: "Sam Reload", email: "sam.reload@example.com" });
    await main(page).getByRole("combobox", { name: "Your Role", exact: true }).selectOption("Other");
    await main(page).getByLabel("Please specify your role").fill("Chief of Staff");
    await next(page).click();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    await main(page).getByLabel("Current Financial Acumen Level").selectOption("Advanced");
    await page.getByRole("checkbox", { name: "Forecasting and planning" }).check();

    await page.reload();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    await expect(main(page).getByLabel("Current Financial Acumen Level")).toHaveValue("Advanced");
    await expect(page.getByRole("checkbox", { name: "Forecasting and planning" })).toBeChecked();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Personal Information")).toBeVisible();
    await expect(main(page).getByLabel("Full Name")).toHaveValue("Sam Reload");
    await expect(main(page).getByLabel("Email Address")).toHaveValue("sam.reload@example.com");
    await expect(main(page).getByRole("combobox", { name: "Your Role", exact: true })).toHaveValue("Other");
    await expect(main(page).getByLabel("Please specify your role")).toHaveValue("Chief of Staff");
  });

  test("a reload on the first step keeps what was typed there, and typing goes on undisturbed", async ({
    page,
  }) => {
    await openWizard(page);
    const name = main(page).getByLabel("Full Name");
    await name.fill("Kim First");
    await main(page).getByLabel("Team Size").selectOption("11-50");
    await page.reload();
    await expect(next(page)).toBeEnabled();
    await expect(name).toHaveValue("Kim First");
    await expect(main(page).getByLabel("Team Size")).toHaveValue("11-50");
    // The resumed step keeps its fields (and focus) while the visitor goes on typing.
    await name.click();
    await page.keyboard.type(" Step");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("Kim First Step");
  });

  test("Back keeps what was typed on a step that is not complete, and the step is not checked again", async ({
    page,
  }) => {
    await openWizard(page);
    await fillPersonal(page, { name: "Avery Back", email: "avery.back@example.com" });
    await next(page).click();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    // Incomplete: an 'Other' level with its description, one ticked box, no way of handling data.
    await main(page).getByLabel("Current Financial Acumen Level").selectOption("Other");
    await main(page).getByLabel("Please describe your financial acumen level").fill("Self-taught");
    await page.getByRole("checkbox", { name: "Managing cash flow" }).check();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Personal Information")).toBeVisible();
    await next(page).click();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    await expect(main(page).getByLabel("Current Financial Acumen Level")).toHaveValue("Other");
    await expect(main(page).getByLabel("Please describe your financial acumen level")).toHaveValue(
      "Self-taught",
    );
    await expect(page.getByRole("checkbox", { name: "Managing cash flow" })).toBeChecked();
    await expect(page.getByText("Please complete all required fields:")).toHaveCount(0);
    // Only this step is checked on Next: its one missing answer, nothing of the other steps.
    await next(page).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please complete all required fields:" });
    await expect(summary.getByRole("listitem")).toHaveText([
      "Please select how you typically handle financial data",
    ]);
    await page.getByRole("radio", { name: "I read reports but struggle to act on them" }).check();
    await expect(summary).toHaveCount(0);
    await next(page).click();
    await expect(stepHeading(page, "Knowledge Assessment")).toBeVisible();
  });

  test("Enter in a field goes on (Next), never back a step", async ({ page }) => {
    await openWizard(page);
    await fillPersonal(page, { name: "Enid Enter", email: "enid.enter@example.com" });
    await main(page).getByLabel("Job Title").press("Enter");
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    // An 'Other' box on the next step: Enter checks this step (it is incomplete) and stays.
    await main(page).getByLabel("Current Financial Acumen Level").selectOption("Other");
    await main(page).getByLabel("Please describe your financial acumen level").fill("Self-taught");
    await main(page).getByLabel("Please describe your financial acumen level").press("Enter");
    await expect(
      page.getByRole("alert").filter({ hasText: "Please complete all required fields:" }),
    ).toBeVisible();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
  });

  test("a reload on the last step keeps one ticked box and a changed rating", async ({ page }) => {
    await openWizard(page);
    await fillPersonal(page, { name: "Jo Ratings", email: "jo.ratings@example.com" });
    await next(page).click();
    await fillExperience(page);
    await next(page).click();
    await fillKnowledge(page, 3);
    await next(page).click();
    await fillAwareness(page, [1, 2, 3, 4, 5]);
    await next(page).click();
    await expect(stepHeading(page, "Training Preferences")).toBeVisible();
    const budgeting = page.getByRole("group", { name: "Budgeting and forecasting" });
    await budgeting.getByRole("radio", { name: "5", exact: true }).check();
    await page.getByRole("checkbox", { name: "Custom team training" }).check();

    await page.reload();
    await expect(stepHeading(page, "Training Preferences")).toBeVisible();
    await expect(budgeting.getByRole("radio", { name: "5", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Custom team training" })).toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(
      page
        .getByRole("group", { name: awarenessStatements[4].text })
        .getByRole("radio", { name: `5 – ${ratingScale[4].label}`, exact: true }),
    ).toBeChecked();
  });

  test("the steps' checks (zod) load on first use, not with the page", async ({ page }) => {
    // A copy: `scripts` below keeps growing while the fetches are under way.
    const zodIn = async (live: string[]) => {
      const paths = [...live];
      const texts = await Promise.all(paths.map(async (p) => (await page.request.get(p)).text()));
      return paths.filter((_, i) => texts[i].includes("ZodError"));
    };
    const html = await (await page.request.get("/assessment")).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(3);
    expect(await zodIn(preloads)).toEqual([]);

    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await openWizard(page);
    await page.waitForLoadState("networkidle");
    expect(await zodIn(scripts)).toEqual([]);
    await main(page).getByLabel("Full Name").focus();
    await expect.poll(async () => (await zodIn(scripts)).length).toBeGreaterThan(0);
  });

  test("a failed submit keeps every answer, says so, and a retry goes through", async ({ page }) => {
    let fail = true;
    await page.route("**/api/assessment", (route) =>
      fail ? route.fulfill({ status: 503, body: "Service Unavailable" }) : route.continue(),
    );
    const w = { name: "Alex Retry", email: "alex.retry@example.com", correct: 0, ratings: [1, 1, 1, 1, 1] };
    await openWizard(page);
    await fillPersonal(page, w);
    await next(page).click();
    await fillExperience(page);
    await next(page).click();
    await fillKnowledge(page, 0);
    await next(page).click();
    await fillAwareness(page, w.ratings);
    await next(page).click();
    await fillPreferences(page);
    await page.getByRole("button", { name: "Get My Results" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Your assessment did not go through." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Get My Results" })).toBeEnabled();
    await expect(page.getByRole("radio", { name: "Important – Within 3–6 months" })).toBeChecked();
    fail = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/assessment\/results\/[0-9a-f-]{36}$/);
    await expectResult(page, w, "Level 1: Speak Finance", 0, 5);
  });

  test("when the result view cannot load after the answers are stored, the result's own page shows it", async ({
    page,
  }) => {
    // The view loads with the submit request (a new deploy could have removed the old file): fail it once.
    let blocked = 0;
    await page.route(/\/assets\/assessment-result-view-[^/]*\.js$/, (route) =>
      blocked++ === 0 ? route.abort() : route.continue(),
    );
    const w = {
      name: "Robin Fallback",
      email: "robin.fallback@example.com",
      correct: 5,
      ratings: [4, 4, 4, 4, 3],
    };
    await completeWizard(page, w);
    expect(blocked).toBeGreaterThan(0);
    await expectResult(page, w, "Level 2: Think Finance", 25, 19);
    await expect(page.getByText("Your assessment did not go through.")).toHaveCount(0);
  });

  test("an invalid step index shows 'Error: Invalid step'", async ({ page }) => {
    await openWizard(page);
    await page.evaluate(() =>
      sessionStorage.setItem("assessment-draft", JSON.stringify({ step: 7, data: {} })),
    );
    await page.reload();
    await expect(page.getByText("Error: Invalid step")).toBeVisible();
    await page.getByRole("button", { name: "Start from Step 1" }).click();
    await expect(stepHeading(page, "Personal Information")).toBeVisible();
  });

  test("an unknown results link is a 404", async ({ page }) => {
    const res = await page.goto("/assessment/results/00000000-0000-4000-8000-000000000000");
    expect(res?.status()).toBe(404);
    const malformed = await page.goto("/assessment/results/not-an-id");
    expect(malformed?.status()).toBe(404);
  });
});

test.describe("the funnel's step views", () => {
  /** The steps of the assessment_step events the page sends from now on, in order (not stored). */
  async function stepEvents(page: Page) {
    const steps: number[] = [];
    await page.route("**/api/events", async (route) => {
      const event = JSON.parse(route.request().postData() ?? "{}") as { name?: string; step?: number };
      if (event.name === "assessment_step") steps.push(event.step!);
      await route.fulfill({ status: 202 });
    });
    return steps;
  }

  test("a view that never touches the form counts step 1 once without the wizard's code; a return in the app counts again", async ({
    page,
  }) => {
    const steps = await stepEvents(page);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto("/assessment");
    await page.waitForLoadState("networkidle");
    await expect.poll(() => steps).toEqual([1]);
    expect(scripts.filter((s) => /assessment-wizard-/.test(s))).toEqual([]);
    expect(await wizardHydrated(page)).toBe(false);

    // Away and back without a page load: a new view of the wizard (its code comes with the navigation).
    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("banner").getByRole("link", { name: "Take Free Assessment" }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect.poll(() => wizardHydrated(page)).toBe(true);
    await expect.poll(() => steps).toEqual([1, 1]);
    // A step reached in the browser counts once; the one the view started on is not counted again.
    await fillPersonal(page, { name: "Fay Funnel", email: "fay.funnel@example.com" });
    await next(page).click();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    await expect.poll(() => steps).toEqual([1, 1, 2]);
  });

  test("a reload with a saved draft resumes it at once, counting the draft's step once", async ({ page }) => {
    const steps = await stepEvents(page);
    await openWizard(page);
    await fillPersonal(page, { name: "Rae Resume", email: "rae.resume@example.com" });
    await next(page).click();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    await expect.poll(() => steps).toEqual([1, 2]);
    // No touch after the reload: the saved draft alone brings the wizard's code (the fixture's reload
    // waits for the form to hydrate).
    await page.reload();
    await expect(stepHeading(page, "Current Experience")).toBeVisible();
    await expect.poll(() => steps).toEqual([1, 2, 2]);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Personal Information")).toBeVisible();
    await expect(main(page).getByLabel("Full Name")).toHaveValue("Rae Resume");
    await expect.poll(() => steps).toEqual([1, 2, 2, 1]);
  });
});

test.describe("on a phone", () => {
  test.use(phone);
  test("the wizard works end to end", async ({ page }) => {
    const w = {
      name: "Taylor Phone",
      email: "taylor.phone@example.com",
      correct: 9,
      ratings: [2, 2, 2, 2, 2],
    };
    await completeWizard(page, w);
    await expectResult(page, w, "Level 3: Lead with Finance", 40, 10);
  });
});

/** The text of a raw MIME message with quoted-printable and base64 parts decoded. */
function decodeMime(raw: string) {
  const parts = [
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
  ];
  for (const m of raw.matchAll(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
  )) {
    parts.push(Buffer.from(m[1].replace(/\s+/g, ""), "base64").toString("utf8"));
  }
  return parts.join("\n");
}

async function waitForMailTo(address: string) {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(e2eServer.mailFile)) return false;
        const mails = readFileSync(e2eServer.mailFile, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { to: string[]; raw: string });
        found = mails.find((m) => m.to.includes(address))?.raw;
        return !!found;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  return decodeMime(found!);
}

test("the results e-mail arrives with the results link, and the link shows the same result", async ({
  page,
}) => {
  const w = {
    name: "Quinn Mailer",
    email: `quinn.${Date.now()}@example.com`,
    correct: 5,
    ratings: [3, 3, 3, 3, 3],
  };
  const id = await completeWizard(page, w);
  const text = await waitForMailTo(w.email);
  const link = `${e2eServer.url}/assessment/results/${id}`;
  expect(text).toContain(link);
  expect(text).toContain("Level 2: Think Finance");
  expect(text).toContain("Knowledge Score: 25/40");
  await page.goto("about:blank");
  await page.goto(link);
  await expectResult(page, w, "Level 2: Think Finance", 25, 15);
});
