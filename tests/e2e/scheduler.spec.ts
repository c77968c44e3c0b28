/**
 * Booked calls in the browser (product.md §10.7): a booking from the scheduler's webhook seen by the owner on
 * the person and the People home, closed with a deal value, credited in Insights to the right source; and the
 * scheduler embed, plain for an unknown visitor, carrying what this visitor's browser knows.
 */
import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { calendlyEvent } from "../integration/scheduler-fixture";
import {
  test,
  expect,
  deliverBooking,
  expectNoAxeViolations,
  logIn,
  readyForm,
  waitForHydration,
} from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The scheduler's host is unreachable from tests: a tiny accessible stand-in answers for it. */
async function stubScheduler(page: Page) {
  const asked: string[] = [];
  await page.route(/^https:\/\/calendly\.com\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><head><title>Scheduler</title></head><body><main><h1>Scheduler</h1></main></body></html>',
    });
  });
  return asked;
}

test("the owner sees a booked call on the person, closes them with a value, and Insights credits the source", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = unique();
  const name = `Robin Booked ${t}`;
  const source = `e2e-source-${t}`;
  const startsAt = new Date(Date.now() + 2 * 24 * 3_600_000);
  startsAt.setUTCMinutes(0, 0, 0);
  const body = JSON.stringify(
    calendlyEvent("invitee.created", {
      id: t,
      email: `booked-${t}@example.com`,
      name,
      start: startsAt.toISOString(),
      createdAt: new Date().toISOString(),
      tracking: { utm_source: source, utm_campaign: `campaign-${t}` },
    }),
  );
  const delivered = await deliverBooking(page.request, body);
  expect(delivered.status(), await delivered.text()).toBe(200);
  const forged = await page.request.post("/api/scheduler/webhook", {
    headers: { "content-type": "application/json", "calendly-webhook-signature": "t=1,v1=00" },
    data: body,
  });
  expect(forged.status()).toBe(401);

  await logIn(page, "/admin/people");
  const calls = page.getByRole("region", { name: "Calls in the next 7 days" });
  await expect(calls.getByRole("link", { name })).toBeVisible();
  await page.getByLabel("Search name, e-mail or company").fill(`booked-${t}`);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const row = page.getByRole("table").getByRole("row").filter({ hasText: name });
  await expect(row.getByText(/^Call /)).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("heading", { name: /^Booked a call for / })).toBeVisible();
  await expect(timeline.getByText("30 Minute Strategy Session", { exact: false })).toBeVisible();
  await expect(timeline.getByText("Our managers cannot read a P&L")).toBeVisible();

  await waitForHydration(page);
  await page.getByLabel("Lead status").selectOption({ label: "Closed" });
  await page.getByLabel("Deal value (US dollars)").fill("7,500");
  await page.getByLabel("What was sold").selectOption({ label: "Workshop" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await expect(timeline.getByText("$7,500 · Workshop")).toBeVisible();
  await expect(page.getByLabel("Deal value (US dollars)")).toHaveValue("7500");
  await expectNoAxeViolations(page);

  await page.goto("/admin/insights");
  const sources = page.getByRole("region", { name: "Sources and conversion" });
  const credited = sources.getByRole("row").filter({ has: page.getByRole("rowheader", { name: source }) });
  // Source, visitors, leads, lead rate, booked, booked per lead, closed, closed per booked, revenue.
  await expect(credited.getByRole("cell")).toHaveText([
    ...["0", "0", "–", "1", "–", "1", "100%", "$7,500"],
    // Of which by card, by invoice, typed by hand (product.md §10.14): the owner typed this deal's value.
    ...["$0", "$0", "$7,500"],
  ]);
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  await expect(campaigns.getByRole("rowheader", { name: `campaign-${t}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the scheduler on /consultation loads exactly as before when nothing is known about the visitor", async ({
  page,
}) => {
  const asked = await stubScheduler(page);
  await page.goto("/consultation");
  await waitForHydration(page);
  const main = page.getByRole("main");
  // On this wide screen the calendar is in view and loads by itself.
  await expect(main.locator(`iframe[src="${site.schedulerUrl}"]`)).toBeVisible();
  await expect(main.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute(
    "href",
    site.schedulerUrl,
  );
  await expect.poll(() => asked).toEqual([site.schedulerUrl]);
});

test("the scheduler carries the visitor's first-touch UTM in the browser, never in the shared HTML", async ({
  page,
}) => {
  const asked = await stubScheduler(page);
  const campaign = `fall-${unique()}`;
  await page.goto(`/about?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
  await waitForHydration(page);
  await page.goto("/consultation");
  await waitForHydration(page);
  const main = page.getByRole("main");
  const expected = `${site.schedulerUrl}?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`;
  await expect(main.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute(
    "href",
    expected,
  );
  await expect(main.locator("iframe")).toHaveAttribute("src", expected);
  await expect.poll(() => asked).toEqual([expected]);
  // The page as the server (and its cache) gives it to anyone: the plain URL.
  const html = await (await page.request.get("/consultation")).text();
  expect(html).not.toContain(campaign);
  expect(html).toContain(`href="${site.schedulerUrl}"`);
});

test("the contact thank-you screen's scheduler carries the name and e-mail just given", async ({ page }) => {
  test.setTimeout(90_000);
  const asked = await stubScheduler(page);
  const email = `thanks-${unique()}@example.com`;
  await page.goto("/contact?utm_source=google&utm_campaign=brand");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Training inquiry" });
  await readyForm(form);
  await form.getByLabel("Full Name *").fill("Grace Hopper");
  await form.getByLabel("Work Email *").fill(email);
  await form.getByLabel("Company Name *").fill("Navy Labs");
  await form.getByText("I'm not a robot").click();
  await expect(form.getByText("Verified")).toBeVisible({ timeout: 20_000 });
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
  const expected = `${site.schedulerUrl}?${new URLSearchParams({
    name: "Grace Hopper",
    email,
    utm_source: "google",
    utm_campaign: "brand",
  })}`;
  await expect(page.locator("iframe[title='Schedule your free strategy session']")).toHaveAttribute(
    "src",
    expected,
  );
  await expect(page.getByRole("link", { name: /Open Scheduling Page/ })).toHaveAttribute("href", expected);
  await expect.poll(() => asked).toContain(expected);
  await expectNoAxeViolations(page);
});
