import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, readyForm } from "./fixtures";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Mails the site sent to the test SMTP server that mention `address` (welcome + owner notice). */
function mailsAbout(address: string) {
  if (!existsSync(e2eServer.mailFile)) return 0;
  return readFileSync(e2eServer.mailFile, "utf8")
    .split("\n")
    .filter((line) => line && line.toLowerCase().includes(address.toLowerCase())).length;
}

/** The footer's form, its code loaded (it loads on first use: decision 0090). */
async function footerForm(page: Page) {
  const form = page
    .getByRole("contentinfo")
    .getByRole("form", { name: "Get weekly financial leadership insights" });
  await readyForm(form);
  return {
    form,
    email: form.getByLabel("Email address"),
    submit: form.getByRole("button", { name: /Subscribe/ }),
  };
}

test("subscribing from the footer shows 'Subscribing...', a success toast and the thank-you panel", async ({
  page,
}) => {
  const address = uniqueEmail("reader");
  await page.goto("/");
  const { form, email, submit } = await footerForm(page);
  // Hold the request briefly so the pending state can be seen.
  // Enhanced after hydration: the forms call /newsletter's action in place (React Router's .data request).
  await page.route("**/newsletter.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await email.fill(address);
  const request = page.waitForRequest("**/newsletter.data*");
  await submit.click();
  await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();

  const sent = Object.fromEntries(new URLSearchParams((await request).postData() ?? ""));
  expect(sent).toMatchObject({ email: address, website: "", "attribution.landingPage": "/" });
  // Never a GET with the address in the URL.
  expect(page.url()).not.toContain(encodeURIComponent(address));

  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Success!");
  await expect(toast).toContainText("You've been subscribed to our newsletter.");
  const thanks = page.getByRole("contentinfo").getByText("Thank you for subscribing!");
  await expect(thanks).toBeVisible();
  await expect(form).toHaveCount(0);
  // Stored: the welcome e-mail and the owner's notice go out.
  await expect.poll(() => mailsAbout(address), { timeout: 20_000 }).toBe(2);
});

test("subscribing an address again, in another letter case, is a success and stores no duplicate", async ({
  page,
}) => {
  const address = uniqueEmail("twice");
  await page.goto("/");
  const first = await footerForm(page);
  await first.email.fill(address);
  await first.submit.click();
  await expect(page.getByRole("contentinfo").getByText("Thank you for subscribing!")).toBeVisible();
  await expect.poll(() => mailsAbout(address), { timeout: 20_000 }).toBe(2);

  await page.goto("/about");
  const { email, submit } = await footerForm(page);
  await email.fill(address.toUpperCase());
  const response = page.waitForResponse("**/newsletter.data*");
  await submit.click();
  expect((await response).status()).toBe(200);
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
    "Success!",
  );
  await expect(page.getByRole("contentinfo").getByText("Thank you for subscribing!")).toBeVisible();
  // The outbox worker runs every few seconds: a second row would have produced new mails by now.
  await page.waitForTimeout(7_000);
  expect(mailsAbout(address)).toBe(2);
});

test("an invalid e-mail is refused in place: an error beside the field, the form kept", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("/newsletter.data") && requests.push(r.method()));
  await page.goto("/");
  const { form, email, submit } = await footerForm(page);
  await expect(email).toHaveAttribute("type", "email");

  // Before the schema has loaded (nothing focused the field yet), the action checks with the same schema.
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
  expect(requests).toEqual(["POST"]);
  // Focusing the field loads the schema: from then on the browser answers without a request.
  await email.fill("not-an-email");
  await page.waitForLoadState("networkidle");
  requests.length = 0;
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("not-an-email");
  expect(requests).toEqual([]);

  // The server refuses it too, with a 400 naming the field.
  const api = await page.request.post("/api/newsletter-subscribe", { data: { email: "not-an-email" } });
  expect(api.status()).toBe(400);
  expect((await api.json()).fields).toHaveProperty("email");
});

test("a failed subscription shows the destructive toast, logs it, and keeps the form and its input", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.route("**/newsletter.data*", (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", body: "Try later" }),
  );
  await page.goto("/");
  const { form, email, submit } = await footerForm(page);
  const address = uniqueEmail("fails");
  await email.fill(address);
  await submit.click();

  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Subscription Failed");
  await expect(toast).toContainText("Please try again or contact us directly.");
  await expect(form).toBeVisible();
  await expect(email).toHaveValue(address);
  await expect(submit).toHaveText("Subscribe");
  await expect(submit).toBeEnabled();
  expect(errors.some((e) => e.includes("Newsletter subscription failed"))).toBe(true);
});
