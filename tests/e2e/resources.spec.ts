import { test, expect, expectNoAxeViolations, phone } from "./fixtures";
import { libraryResources } from "~/content/resource-library";

// Other tests publish resources of their own on the same server: check the seeded ones by title.
const seededTitles = libraryResources.map((r) => r.title);

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("the library lists the resources and filters them by search, category and level", async ({ page }) => {
  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Resources" });
  await expect(featured.getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(6);

  const library = page.getByRole("region", { name: "Resource Library" });
  const cards = library.getByRole("heading", { level: 3 });
  for (const title of seededTitles) await expect(cards.filter({ hasText: title })).toHaveCount(1);
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(10);
  await expect(library.getByText(`${total} of ${total} resources`)).toBeVisible();
  // At most three tags per card ("Financial Statements Decoded" has four).
  const first = library
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Financial Statements Decoded" }) });
  const topics = first.getByRole("list", { name: "Topics" }).getByRole("listitem");
  await expect(topics).toHaveCount(4); // the level badge and three tags
  await expect(first.getByText("cash flow", { exact: true })).toHaveCount(0);

  const search = library.getByLabel("Search resources");
  await search.fill("CASH FLOW");
  await expect(cards).toHaveText(["Financial Statements Decoded", "Cash Flow Early-Warning Checklist"]);
  await library.getByLabel("Level").selectOption("intermediate");
  await expect(cards).toHaveText(["Cash Flow Early-Warning Checklist"]);
  await search.fill("");
  await library.getByLabel("Level").selectOption("all");
  await library.getByLabel("Category").selectOption("Strategy");
  for (const r of libraryResources) {
    await expect(cards.filter({ hasText: r.title })).toHaveCount(r.category === "Strategy" ? 1 : 0);
  }
  await search.fill("roic");
  await expect(cards).toHaveText(["Board-Ready Metrics Dashboard"]);
  await search.fill("astrology");
  await expect(library.getByText("No resources found.")).toBeVisible();
  await expect(cards).toHaveCount(0);
});

/** The request form's post to the /resources page action, once hydrated (React Router's data request). */
const REQUEST_ACTION = /\/resources\.data\?/;

test("requesting access ends on the confirmation panel, and reopening starts from an empty form", async ({
  page,
}) => {
  await page.goto("/resources");
  const library = page.getByRole("region", { name: "Resource Library" });
  const open = library.getByRole("button", { name: "Request Access: ROI and Payback Calculator" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Request Access" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email *")).toHaveAttribute("type", "email");
  await dialog.getByRole("button", { name: "Request Access" }).click();
  await expect(dialog.getByText("Please enter your name")).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail("resource");
  await dialog.getByLabel("Name *").fill("Mary Jackson");
  await dialog.getByLabel("Email *").fill(email);
  const request = page.waitForRequest((r) => r.method() === "POST" && REQUEST_ACTION.test(r.url()));
  await dialog.getByRole("button", { name: "Request Access" }).click();
  expect(Object.fromEntries(new URLSearchParams((await request).postData() ?? ""))).toMatchObject({
    name: "Mary Jackson",
    email,
    resourceTitle: "ROI and Payback Calculator",
    resourceType: "Excel",
    resourceCategory: "Strategy",
  });
  const done = page.getByRole("dialog", { name: "Request Received" });
  await expect(done).toBeVisible();
  // The toast sits outside the modal, which hides the rest of the page from the accessibility tree.
  await expect(page.getByText("Request Submitted!", { exact: true })).toBeVisible();
  await expect(
    page.getByText("We'll notify you when this resource becomes available.", { exact: true }),
  ).toBeVisible();
  await done.getByRole("button", { name: "Done" }).click();
  await expect(done).toBeHidden();

  await library.getByRole("button", { name: "Request Access: Capital Allocation Scorecard" }).click();
  await expect(dialog.getByLabel("Name *")).toHaveValue("");
  await expect(dialog.getByLabel("Email *")).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a failed request shows product.md's failure toast and keeps the form", async ({ page }) => {
  await page.goto("/resources");
  await page.route(REQUEST_ACTION, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
      : route.continue(),
  );
  await page
    .getByRole("region", { name: "Featured Resources" })
    .getByRole("button", { name: /Request Access/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Request Access" });
  await dialog.getByLabel("Name *").fill("Annie Easley");
  await dialog.getByLabel("Email *").fill(uniqueEmail("fail"));
  await dialog.getByRole("button", { name: "Request Access" }).click();
  await expect(page.getByText("Request Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Please try again or contact us directly.", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Your request did not go through. Please try again or contact us directly.",
  );
  await expect(dialog.getByLabel("Name *")).toHaveValue("Annie Easley");
});

test.describe("on a phone", () => {
  test.use(phone);
  test("the library and the newsletter signup fit the screen", async ({ page }) => {
    await page.goto("/resources");
    const library = page.getByRole("region", { name: "Resource Library" });
    const cards = library.getByRole("heading", { level: 3 });
    for (const title of seededTitles) await expect(cards.filter({ hasText: title })).toHaveCount(1);
    await expect(page.getByRole("main").getByLabel("Email address")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
