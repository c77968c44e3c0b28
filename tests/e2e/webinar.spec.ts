import { test, expect } from "./fixtures";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("registering for the masterclass ends on the success screen with a way home", async ({ page }) => {
  await page.goto("/webinar");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("January 15, 2025").first()).toBeVisible();
  await expect(main.getByText(/2:00 – 3:00 PM EST/).first()).toBeVisible();
  await expect(main.getByText("Limited to 50 participants")).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((s) => JSON.parse(s)).find((j) => j["@type"] === "Event")).toMatchObject({
    startDate: "2025-01-15T14:00:00-05:00",
    endDate: "2025-01-15T15:00:00-05:00",
    maximumAttendeeCapacity: 50,
  });

  const form = page.getByRole("form", { name: "Webinar registration" });
  const submit = form.getByRole("button", { name: "Register for Free" });
  await expect(submit).toBeEnabled();
  // The captcha widget's script is loaded only on /contact.
  expect(await page.evaluate(() => customElements.get("altcha-widget") === undefined)).toBe(true);
  await form.getByLabel("Full Name *").fill("A");
  await form.getByLabel("Email Address *").fill("not-an-email");
  await submit.click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Email Address *")).toHaveAttribute("type", "email");

  const email = uniqueEmail("webinar");
  await form.getByLabel("Full Name *").fill("Katherine Johnson");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Company").fill("NASA");
  // Enhanced: the page's action is called without a reload (React Router's .data request).
  await page.route("**/webinar.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  const request = page.waitForRequest("**/webinar.data*");
  await submit.click();
  await expect(form.getByRole("button", { name: "Registering..." })).toBeDisabled();
  const sent = new URLSearchParams((await request).postData() ?? "");
  expect(Object.fromEntries(sent)).toMatchObject({ name: "Katherine Johnson", email, company: "NASA" });

  await expect(page.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  const toast = page.getByRole("region", { name: /Notification/ });
  await expect(toast).toContainText("Registration Successful!");
  await expect(toast).toContainText("You'll receive webinar details via email shortly.");
  await page.getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a failed registration shows product.md's failure toast and keeps the form", async ({ page }) => {
  await page.goto("/webinar");
  const form = page.getByRole("form", { name: "Webinar registration" });
  await expect(form.getByRole("button", { name: "Register for Free" })).toBeEnabled();
  await page.route("**/webinar.data*", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
  );
  await form.getByLabel("Full Name *").fill("Dorothy Vaughan");
  await form.getByLabel("Email Address *").fill(uniqueEmail("fail"));
  await form.getByRole("button", { name: "Register for Free" }).click();
  const toast = page.getByRole("region", { name: /Notification/ });
  await expect(toast).toContainText("Registration Failed");
  await expect(toast).toContainText("Please try again or contact us directly.");
  await expect(form.getByLabel("Full Name *")).toHaveValue("Dorothy Vaughan");
});
