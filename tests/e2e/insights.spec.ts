import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect, logIn, waitForHydration } from "./fixtures";

/**
 * A visitor walks three pages and two assessment steps; the admin then sees them in the Insights
 * view. Other browser tests count visits at the same time, so the visitor arrives with a campaign
 * and source of its own: those rows are exact, shared figures (funnel, page views) must have grown.
 */
const id = randomBytes(4).toString("hex");
const source = `e2e-${id}`;
const campaign = `walk-${id}`;

const figure = async (page: Page, label: string) =>
  Number((await page.locator("dt", { hasText: label }).locator("+ dd").innerText()).replace(/,/g, ""));

/** The cells of the row naming `name` in the table captioned `caption`. */
const rowCells = (page: Page, caption: string | RegExp, name: string) =>
  page.getByRole("table", { name: caption }).getByRole("row").filter({ hasText: name }).getByRole("cell");

const funnelReached = async (page: Page, step: number) =>
  Number(
    await rowCells(page, "Assessment funnel: visitors reaching each step", `Step ${step}`)
      .first()
      .innerText(),
  );

test("a visitor's pages and assessment steps show up in the Insights view", async ({ page, browser }) => {
  // Two browsers, a login and a wizard step: longer than one page's test.
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto("/admin/insights?days=7");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  const before = {
    pageViews: await figure(page, "Page views"),
    step1: await funnelReached(page, 1),
    step2: await funnelReached(page, 2),
  };

  // A visitor of its own (its own browser, user agent and address hash): never logged in.
  const visitor = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${parseInt(id, 16) % 9999}.0 Safari/537.36`,
  });
  const walk = await visitor.newPage();
  await walk.goto(`/?utm_source=${source}&utm_campaign=${campaign}`);
  await waitForHydration(walk);
  // A client-side navigation counts as a page view too.
  await walk.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
  await expect(walk).toHaveURL(/\/about$/);
  await expect(walk.getByRole("heading", { level: 1 })).toBeVisible();
  await walk.goto("/assessment");
  await waitForHydration(walk);
  const main = walk.getByRole("main");
  await expect(walk.getByRole("button", { name: "Next" })).toBeEnabled();
  await main.getByLabel("Full Name").fill("Insights Walker");
  await main.getByLabel("Email Address").fill(`walker-${id}@example.com`);
  await main.getByLabel("Company Name").fill("Northwind Traders");
  await main.getByLabel("Job Title").fill("Director of Operations");
  await main.getByRole("combobox", { name: "Your Role", exact: true }).selectOption("Operations");
  await main.getByLabel("Team Size").selectOption("51-200");
  await main.getByLabel("Who are you exploring training for?").selectOption("Your team");
  await walk.getByRole("button", { name: "Next" }).click();
  await expect(walk.getByRole("heading", { level: 2, name: "Current Experience" })).toBeVisible();
  await visitor.close();

  // Beacons are asynchronous: reload until every event of the walk is counted.
  await expect(async () => {
    await page.reload();
    // Visitors, leads, lead rate, then booked, booked per lead, closed, closed per booked, revenue (product.md §10.7).
    // Revenue, then what it is made of: paid by card, invoices paid, typed by hand (product.md §10.14).
    const steps = ["1", "0", "0%", "0", "–", "0", "–", "$0", "$0", "$0", "$0"];
    await expect(rowCells(page, /per first-touch source/, source)).toHaveText(steps);
    await expect(rowCells(page, /per campaign/, campaign)).toHaveText(steps);
    expect(await figure(page, "Page views")).toBeGreaterThanOrEqual(before.pageViews + 3);
    expect(await funnelReached(page, 1)).toBeGreaterThanOrEqual(before.step1 + 1);
    expect(await funnelReached(page, 2)).toBeGreaterThanOrEqual(before.step2 + 1);
  }).toPass({ timeout: 20_000 });
  // The chart's numbers are in a table for screen readers.
  await expect(page.getByRole("table", { name: "Visitors and page views per day" })).toBeAttached();
});

test("the Insights view needs an admin session", async ({ page }) => {
  await page.goto("/admin/insights");
  // The login gate shows at the address asked for, with none of the view's data.
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});
