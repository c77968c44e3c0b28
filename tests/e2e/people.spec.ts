import { test, expect, expectNoAxeViolations, logIn } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("works a person from the filtered list: timeline, status, note, follow-up survive a reload; back returns to the list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = unique();
  const name = `Morgan Pipeline ${t}`;
  const registered = await page.request.post("/api/leads", {
    data: { name, email: `people-${t}@example.com`, company: `Fabrikam ${t}`, leadType: "webinar" },
  });
  expect(registered.ok()).toBe(true);

  await logIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "People" }).click();
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Overdue and due today" })).toBeVisible();

  await page.getByLabel("Search name, e-mail or company").fill(`Fabrikam ${t}`);
  await page.getByLabel("Source form").selectOption("webinar");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]source=webinar/);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /source=webinar/);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the one person
  await expectNoAxeViolations(page);
  const listUrl = page.url();

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("heading", { name: /Webinar registration/ })).toBeVisible();

  await page.getByLabel("Lead status").selectOption({ label: "Sent proposal" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  const note = `Call back about the <b>Q3</b> budget ${t}`;
  await page.getByLabel("Note (plain text)").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await page.getByLabel("Follow-up date").fill("2026-12-01");
  await page.getByRole("button", { name: "Set follow-up" }).click();
  await expect(page.getByText("Follow-up saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Lead status")).toHaveValue("sent_proposal");
  await expect(page.getByLabel("Follow-up date")).toHaveValue("2026-12-01");
  await expect(timeline.getByText(note, { exact: true })).toBeVisible(); // escaped: the tags are text
  await expect(timeline.getByText("Lead → Sent proposal")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByLabel("Search name, e-mail or company")).toHaveValue(`Fabrikam ${t}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("erase asks first, then removes the person and returns to the list", async ({ page }) => {
  test.setTimeout(120_000);
  const t = unique();
  const name = `Erin Erase ${t}`;
  const registered = await page.request.post("/api/leads", {
    data: { name, email: `erase-${t}@example.com`, company: "Contoso", leadType: "webinar" },
  });
  expect(registered.ok()).toBe(true);
  await logIn(page);
  await page.goto(`/admin/people?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();

  await page.getByRole("button", { name: "Erase" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Erase ${name}?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Erase" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase permanently" }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await page.goto(`/admin/people?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No people match these filters.")).toBeVisible();
});
