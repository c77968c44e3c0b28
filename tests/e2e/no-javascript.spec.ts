import { test, expect, phone } from "./fixtures";

/**
 * Every public control works before hydration and with JavaScript off: forms are real posts to their
 * route's action (server validation, SPEC's messages on the page, success screens), the menu is an
 * HTML popover.
 */
test.use({ javaScriptEnabled: false });

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("webinar: SPEC's messages, then the success screen", async ({ page }) => {
  await page.goto("/webinar");
  const form = page.getByRole("form", { name: "Webinar registration" });
  await form.getByLabel("Full Name *").fill("A");
  await form.getByLabel("Email Address *").fill("not-an-email");
  await form.getByRole("button", { name: "Register for Free" }).click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  // What was typed is still there.
  await expect(form.getByLabel("Full Name *")).toHaveValue("A");
  await expect(form.getByLabel("Email Address *")).toHaveValue("not-an-email");

  await form.getByLabel("Full Name *").fill("Mary Jackson");
  await form.getByLabel("Email Address *").fill(uniqueEmail("nojs-webinar"));
  await form.getByRole("button", { name: "Register for Free" }).click();
  await expect(page.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use(phone);
  test("the menu opens and its links work", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});
