import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations, newestLinkTo, readyForm } from "./fixtures";

/**
 * Team seats (product.md §10.15): a buyer takes 3 seats for their company on the event's page, pays
 * on the fake Stripe's page, and names the attendees at the private link from their e-mail, with and
 * without JavaScript; the page passes axe.
 */

/** The path of the newest team link in the mails sent to `address`. */
const teamLink = (address: string) => newestLinkTo(address, /https?:\/\/[^\s"<>]+\/team\/[a-f0-9]+/);

test("a buyer takes 3 seats for their company, pays, and names the attendees at the team link", async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  expect((await page.request.post("/api/admin/login", { data: e2eServer.admin })).status()).toBe(200);
  const slug = `e2e-team-${stamp}`;
  const made = await page.request.post("/api/admin/events", {
    data: {
      title: "Finance for Team Leads",
      slug,
      summary: "Three hours of finance for the team's leads.",
      startsAt: new Date(Math.floor((Date.now() + 12 * 86_400_000) / 3_600_000) * 3_600_000).toISOString(),
      timeZone: "America/Los_Angeles",
      durationMinutes: 180,
      capacity: 10,
      host: "Jordan Ellis",
      priceCents: 49_500,
      published: true,
    },
  });
  expect(made.status()).toBe(201);

  await page.goto(`/webinars/${slug}`);
  const form = page.getByRole("form", { name: "Webinar registration" });
  await readyForm(form);
  const buyer = `buyer-${stamp}@example.com`;
  await form.getByLabel("Full Name *").fill("Ada Buyer");
  await form.getByLabel("Email Address *").fill(buyer);
  await form.getByLabel("Company").fill("Acme Corp");
  await form.getByLabel("Number of seats").fill("3");
  await form.getByRole("button", { name: "Continue to payment ($495)" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${e2eServer.stripePort}/pay/cs_test_\\d+$`),
  );
  await expect(page.getByRole("heading", { name: "Pay 1485.00 USD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/webinars/${slug}\\?payment=success$`));
  await expect(page.getByRole("main").getByText("7 of 10 seats left").first()).toBeVisible();

  await expect.poll(() => teamLink(buyer), { timeout: 20_000 }).toBeTruthy();
  const link = teamLink(buyer)!;

  // Without JavaScript: one seat's form posted as is.
  const plain = await browser.newContext({ baseURL: e2eServer.url, javaScriptEnabled: false });
  const noJs = await plain.newPage();
  await noJs.goto(link);
  await expect(noJs.getByRole("heading", { level: 1, name: "Your team's seats" })).toBeVisible();
  await noJs.getByLabel("Seat 1: attendee's name").fill("Grace Hopper");
  await noJs.getByLabel("Seat 1: attendee's e-mail").fill(`grace-${stamp}@example.com`);
  await noJs.getByRole("button", { name: "Save seat 1" }).click();
  await expect(noJs.getByRole("status").filter({ hasText: "Seat 1 saved." })).toBeVisible();
  await expect(noJs.getByLabel("Seat 1: attendee's e-mail")).toHaveValue(`grace-${stamp}@example.com`);
  await plain.close();

  // With JavaScript: a bad address is refused on its field, then seat 2 named and seat 1 replaced.
  await page.goto(link);
  await page.getByLabel("Seat 2: attendee's name").fill("Alan Turing");
  await page.getByLabel("Seat 2: attendee's e-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Save seat 2" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Seat 2: attendee's e-mail")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.getByLabel("Seat 2: attendee's e-mail").fill(`alan-${stamp}@example.com`);
  await page.getByRole("button", { name: "Save seat 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Seat 2 saved." })).toBeVisible();
  await page.getByLabel("Seat 1: attendee's name").fill("Katherine Johnson");
  await page.getByLabel("Seat 1: attendee's e-mail").fill(`katherine-${stamp}@example.com`);
  await page.getByRole("button", { name: "Save seat 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Seat 1 saved." })).toBeVisible();

  const team = await (await page.request.get(`/api${link}`)).json();
  expect(team.seats).toEqual([
    { seat: 1, name: "Katherine Johnson", email: `katherine-${stamp}@example.com`, attended: null },
    { seat: 2, name: "Alan Turing", email: `alan-${stamp}@example.com`, attended: null },
    { seat: 3, name: null, email: null, attended: null },
  ]);
  await expectNoAxeViolations(page);

  // A link that is not ours says only that.
  const unknown = await page.goto(`/team/${"0".repeat(48)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Team link not found" })).toBeVisible();
});
