import type { APIRequestContext, Page } from "@playwright/test";
import { calendlyEvent } from "../integration/scheduler-fixture";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, deliverBooking, expectNoAxeViolations, phone, signInToAccount } from "./fixtures";

/**
 * The client's page (docs/product/account.md): a buyer signs in by the link e-mailed to them (read
 * from the suite's SMTP sink), sees their session, cancels the seat and sees the refund, by the
 * terms, made through Stripe (the suite's fake). Each page is checked with axe; the page on a phone;
 * and without JavaScript.
 */

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function adminApi(request: APIRequestContext) {
  expect((await request.post("/api/admin/login", { data: e2eServer.admin })).status()).toBe(200);
  return request;
}

/**
 * A seat bought at a paid workshop 10 days ahead, through the fake's Checkout page. The workshop is
 * published only while its seat is registered (another suite needs no upcoming session at times).
 */
async function buySeat(page: Page, email: string, title: string) {
  const api = await adminApi(page.request);
  const made = await api.post("/api/admin/events", {
    data: {
      title,
      slug: `e2e-account-${Date.now()}`,
      summary: "Three hours on cash, for managers.",
      startsAt: new Date(Math.floor((Date.now() + 10 * 86_400_000) / 3_600_000) * 3_600_000).toISOString(),
      timeZone: "America/Los_Angeles",
      durationMinutes: 180,
      capacity: 5,
      host: "Jordan Ellis",
      joinUrl: "https://meet.example.com/cash",
      priceCents: 49_500,
      published: true,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = await made.json();
  const registered = await page.request.post("/api/leads", {
    data: { name: "Grace Hopper", email, leadType: "webinar", eventId: id },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  expect((await api.put(`/api/admin/events/${id}`, { data: { published: false } })).status()).toBe(200);
  await page.request.post("/api/admin/logout");
  await page.goto((await registered.json()).checkoutUrl);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/payment=success/);
}

test("a buyer signs in by the e-mailed link, sees the session, cancels the seat and sees the refund", async ({
  page,
}) => {
  const email = uniqueEmail("account-buyer");
  const title = `Cash Flow Workshop ${Date.now()}`;
  await buySeat(page, email, title);
  await signInToAccount(page, email);

  const upcoming = page.getByRole("region", { name: "Upcoming sessions" });
  await expect(upcoming.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(upcoming.getByRole("link", { name: "Join" })).toHaveAttribute(
    "href",
    "https://meet.example.com/cash",
  );
  await expect(upcoming.getByRole("link", { name: "Add to calendar (.ics)" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Receipts, invoices and refunds" })).toContainText(
    "Paid $495",
  );
  await expectNoAxeViolations(page);

  // The receipt is Stripe's own page (the fake's), asked for when opened.
  await page
    .getByRole("region", { name: "Receipts, invoices and refunds" })
    .getByRole("link", { name: "View the receipt" })
    .click();
  await expect(page.getByText("Paid 495.00 USD")).toBeVisible();
  await page.goBack();

  await upcoming.getByRole("link", { name: "Cancel my seat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cancel your seat?" })).toBeVisible();
  await expect(page.getByText("you get $495 back of the $495 you paid")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel and refund $495" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your seat is cancelled" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("We refunded $495");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Back to your page" }).click();
  await expect(page.getByRole("region", { name: "Upcoming sessions" })).toContainText("No session ahead.");
  await expect(page.getByRole("region", { name: "Receipts, invoices and refunds" })).toContainText(
    "Refund of $495: refunded",
  );

  // Signing out ends the session: /account asks to sign in again.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in$/);
});

test("a client who booked a call joins it, and moves or cancels it on the scheduler's pages", async ({
  page,
}) => {
  const email = uniqueEmail("account-caller");
  const id = `ACC${Date.now()}`;
  const startsAt = new Date(Math.floor((Date.now() + 2 * 86_400_000) / 3_600_000) * 3_600_000);
  const booked = await deliverBooking(
    page.request,
    JSON.stringify(
      calendlyEvent("invitee.created", {
        id,
        email,
        start: startsAt.toISOString(),
        createdAt: new Date().toISOString(),
      }),
    ),
  );
  expect(booked.status(), await booked.text()).toBe(200);
  await signInToAccount(page, email, { axe: false });

  const call = page.getByRole("region", { name: "Upcoming sessions" }).getByRole("listitem");
  await expect(call.getByRole("heading", { level: 3, name: "30 Minute Strategy Session" })).toBeVisible();
  await expect(call.getByRole("link", { name: "Join the call" })).toHaveAttribute(
    "href",
    "https://zoom.us/j/123",
  );
  await expect(call.getByRole("link", { name: "Reschedule" })).toHaveAttribute(
    "href",
    `https://calendly.com/reschedulings/IN${id}`,
  );
  await expect(call.getByRole("link", { name: "Cancel the call" })).toHaveAttribute(
    "href",
    `https://calendly.com/cancellations/IN${id}`,
  );
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use(phone);

  test("the sign-in and the page fit the screen", async ({ page }) => {
    const email = uniqueEmail("account-phone");
    expect((await page.request.post("/api/newsletter-subscribe", { data: { email } })).status()).toBeLessThan(
      300,
    );
    await signInToAccount(page, email);
    await expect(page.getByRole("region", { name: "Newsletter and follow-up e-mails" })).toContainText(
      "The newsletter",
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // A link we never sent (or one used, or expired): the clear page, and no way in.
    await page.goto(`/account/link?token=${"0".repeat(64)}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "This sign-in link does not work" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in, turns the newsletter off and signs out everywhere", async ({ page }) => {
    const email = uniqueEmail("account-nojs");
    expect((await page.request.post("/api/newsletter-subscribe", { data: { email } })).status()).toBeLessThan(
      300,
    );
    await signInToAccount(page, email, { axe: false });
    const subscriptions = page.getByRole("region", { name: "Newsletter and follow-up e-mails" });
    await subscriptions.getByRole("button", { name: "Turn off the newsletter" }).click();
    await expect(page.getByRole("status")).toHaveText("The newsletter is turned off.");
    await expect(page.getByRole("region", { name: "Newsletter and follow-up e-mails" })).toContainText(
      "Turned off",
    );
    await page.getByRole("button", { name: "Sign out on every device" }).click();
    await expect(page).toHaveURL(/\/account\/sign-in$/);
  });
});
