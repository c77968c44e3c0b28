import { test, expect, expectNoAxeViolations, logIn } from "./fixtures";

test("the owner writes a two-step sequence in the post editor, finds it listed, and sees its figures", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Webinar no-shows ${Date.now()}`;
  await logIn(page, "/admin/sequences");
  await expect(page.getByRole("heading", { name: "Sequences", level: 1 })).toBeVisible();
  // The three starters, off until the owner turns them on (product.md §10.12).
  await expect(page.getByRole("link", { name: /Assessment follow-up: Level 1/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Create sequence" }) });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Trigger", { exact: true }).selectOption("webinar-no-show");
  await form.getByLabel("Subject", { exact: true }).fill("Sorry we missed you, {{firstName}}");
  await form.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Here is the replay.");
  await form.getByRole("button", { name: "Add a step" }).click();
  await form.getByLabel("Subject", { exact: true }).nth(1).fill("One more thing");
  await form.getByLabel("Send at (America/Los_Angeles)").nth(1).selectOption("9");
  await form.getByRole("textbox", { name: "Body" }).nth(1).click();
  await page.keyboard.type("A question to ask your CFO.");
  await form.getByRole("button", { name: "Create sequence" }).click();

  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Figures per step" })).toContainText("One more thing");
  await expect(page.getByText("Nobody has been enrolled yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "All sequences" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
});
