import { test, expect, phone } from "./fixtures";

const HEADLINE = "Financial fluency for leaders who aren't in finance";

const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test("the home page is server-rendered: the headline is in the HTML itself", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = decodeEntities(await response.text());
  expect(html).toMatch(new RegExp(`<h1[^>]*>${HEADLINE}</h1>`));
  // The whole page is in the document, not fetched afterwards.
  expect(html).toContain("From financial anxiety to financial confidence in just days.");
  expect(html).toContain("Ready to Get Started?");
  // Structured data for the business.
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]),
  );
  const business = ld.find((d) => [].concat(d["@type"]).includes("ProfessionalService" as never));
  expect(business).toMatchObject({
    name: "Acumen Leadership Group",
    email: "hello@acumenleadershipgroup.com",
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page still shows its content and navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
    await expect(page.getByRole("table", { name: /six everyday leadership behaviours/ })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // axe needs JavaScript in the page; this page is checked by the tests that run with it.
    await page.goto("about:blank");
  });
});

test("the home page has every section of the spec", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(page).toHaveTitle(/Acumen Leadership Group/);

  // Hero
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
  const hero = main.getByRole("region", { name: HEADLINE });
  await expect(hero.getByRole("link", { name: "Book a Strategy Session" })).toHaveAttribute(
    "href",
    "/consultation",
  );
  await expect(hero.getByRole("link", { name: "Take the Financial Acumen Quiz" })).toHaveAttribute(
    "href",
    "/assessment",
  );

  // The challenge: six pain points, the cost, the investor quote
  const challenge = main.locator("#challenge");
  await expect(challenge.getByRole("heading", { level: 3 })).toHaveCount(6 + 1);
  for (const title of [
    "Budgets are a black box",
    "Strategy without financial weight",
    "Teams talk past each other",
    "Rising talent plateaus",
    "The wrong metrics win",
    "Execs defend alone",
  ]) {
    await expect(challenge.getByRole("heading", { name: title })).toBeVisible();
  }
  for (const cost of ["Slow pivots", "Missed signals", "Resource misalignment", "Competitive disadvantage"]) {
    await expect(challenge.getByText(cost, { exact: true })).toBeVisible();
  }
  await expect(challenge.getByText("“Accounting is the language of business.”")).toBeVisible();
  await expect(challenge.getByText("Warren Buffett")).toBeVisible();

  // Who it's for
  const audience = main.getByRole("region", { name: /don't live in spreadsheets/ });
  for (const title of ["Rising Leaders", "Business & Functional Leaders", "Senior Executives"]) {
    await expect(audience.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(audience.getByText("CHRO", { exact: true })).toBeVisible();

  // Benefits
  for (const b of [
    "Smarter Decisions",
    "Strategic Alignment",
    "Boardroom Confidence",
    "Career Acceleration",
  ]) {
    await expect(main.getByRole("heading", { name: b, exact: true })).toBeVisible();
  }

  // Before/after table
  const table = main.getByRole("table", { name: /six everyday leadership behaviours/ });
  await expect(table.getByRole("columnheader")).toHaveText(["Before", "After"]);
  await expect(table.getByRole("row")).toHaveCount(7);
  await expect(table.getByRole("row", { name: /Intimidated in board meetings/ })).toContainText(
    "Speaks the CFO's language",
  );
  await expect(main.getByText("From financial anxiety to financial confidence in just days.")).toBeVisible();

  // The Solution
  const solution = main.locator("#solution");
  await expect(solution.getByText("The Solution", { exact: true })).toBeVisible();
  const levels = solution.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(levels).toHaveCount(3);
  await expect(levels.nth(0)).toContainText("Speak Finance");
  await expect(levels.nth(0)).toContainText("Foundation Level");
  await expect(levels.nth(0)).toContainText("1-2 days");
  await expect(levels.nth(1)).toContainText("Think Finance");
  await expect(levels.nth(1)).toContainText("Strategic Level");
  await expect(levels.nth(1)).toContainText("2-3 days");
  await expect(levels.nth(2)).toContainText("Lead with Finance");
  await expect(levels.nth(2)).toContainText("Executive Level");
  await expect(levels.nth(2)).toContainText("3 days");
  await expect(solution.getByRole("link", { name: "View Complete Program Details" })).toHaveAttribute(
    "href",
    "/training-programs",
  );
  await expect(solution.getByRole("link", { name: "Book a Strategy Session" })).toHaveAttribute(
    "href",
    "/consultation",
  );
  await expect(solution.getByRole("link", { name: "Take the Financial Acumen Quiz" })).toHaveAttribute(
    "href",
    "/assessment",
  );

  // Meet the guide
  await expect(main.getByRole("region", { name: "Jordan Ellis" })).toContainText("6x entrepreneur");

  // Ready to Get Started
  const start = main.getByRole("region", { name: "Ready to Get Started?" });
  await expect(start.getByRole("heading", { name: "Strategy Session" })).toBeVisible();
  await expect(start.getByText(/free 30-minute consultation/)).toBeVisible();
  await expect(start.getByRole("heading", { name: "Financial Acumen Quiz" })).toBeVisible();

  // Then the footer.
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the solution's program button leads to the programs page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "View Complete Program Details" }).click();
  await expect(page).toHaveURL("/training-programs");
});

test.describe("on a phone", () => {
  test.use(phone);

  test("nothing is wider than the screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});
