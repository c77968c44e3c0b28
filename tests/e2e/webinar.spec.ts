import type { APIRequestContext } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, logIn, readyForm } from "./fixtures";

/**
 * Webinar events (product.md §10.9). Serial: the last test needs no session to be upcoming, so every test
 * that publishes one is here, before it (the seeded masterclass of January 15, 2025 is past).
 */
test.describe.configure({ mode: "serial" });

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const slug = `e2e-session-${Date.now()}`;
const title = `Budgeting for Managers ${Date.now()}`;

async function adminApi(request: APIRequestContext) {
  expect((await request.post("/api/admin/login", { data: e2eServer.admin })).status()).toBe(200);
  return request;
}

test("the owner creates a session in /admin/events and its public page shows it", async ({ page }) => {
  await logIn(page, "/admin/events");
  const form = page.getByRole("form", { name: "Event" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Summary").fill("Build a budget your CFO will sign, in one hour.");
  const day = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
  await form.getByLabel("Starts (date and time in the zone below)").fill(`${day}T14:00`);
  await form.getByLabel("Time zone").selectOption("America/New_York");
  await form.getByLabel("Seats").fill("40");
  await form
    .getByLabel("Join link (sent only to confirmed registrants)")
    .fill("https://meet.example.com/budget");
  await form.getByLabel("Agenda").fill("0–30 | The budget's three questions\n30–60 | Live Q&A");
  await form.getByLabel("Published (shown on the site)").check();
  await form.getByRole("button", { name: "Create session" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);

  await page.getByRole("link", { name: "Public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/webinars/${slug}$`));
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main.getByText(/2:00 – 3:00 PM E[SD]T/).first()).toBeVisible();
  await expect(main.getByText("Limited to 40 participants")).toBeVisible();
  await expect(main.getByText("The budget's three questions")).toBeVisible();
  await expect(main.getByText("https://meet.example.com/budget")).toHaveCount(0);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = ld.map((s) => JSON.parse(s)).find((j) => j["@type"] === "Event");
  expect(event).toMatchObject({
    name: title,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    maximumAttendeeCapacity: 40,
    remainingAttendeeCapacity: 40,
    offers: { price: 0, availability: "https://schema.org/InStock" },
  });
  expect(event.startDate).toMatch(new RegExp(`^${day}T14:00:00-0[45]:00$`));
});

test("the events list shows the new session with its seats (axe clean)", async ({ page }) => {
  await logIn(page, "/admin/events");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row).toContainText("Upcoming");
  await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
  // The form is checked by the API's own schema before it is sent: the field at fault says why.
  const form = page.getByRole("form", { name: "Event" });
  await form.getByRole("button", { name: "Create session" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
});

test("the session's admin page lists its registrations and marks attendance (axe clean)", async ({
  page,
}) => {
  const api = await adminApi(page.request);
  const events = (await (await api.get(`/api/admin/events?q=${slug}`)).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const id = events.find((e) => e.slug === slug)!.id;
  const email = uniqueEmail("checklist");
  const registered = await api.post("/api/leads", {
    data: { name: "Annie Easley", email, leadType: "webinar", eventId: id },
  });
  expect((await registered.json()).place).toBe("confirmed");
  // The API login's cookie is the page's too.
  await page.goto(`/admin/events/${id}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Confirmed");
  await row.getByRole("button", { name: `Attended – ${email}` }).click();
  await expect(page.getByText(`${email}: Attended.`)).toBeVisible();
  await expect(row).toContainText("Attended");
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    /registrations\?format=csv$/,
  );
});

test("a cancel link that does not exist says so (axe clean)", async ({ page }) => {
  const res = await page.goto("/webinar/cancel?token=0123456789abcdef0123");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Cancel link not found" })).toBeVisible();
});

test("registering for a session ends on the success screen with a way home", async ({ page }) => {
  await page.goto(`/webinars/${slug}`);
  const form = page.getByRole("form", { name: "Webinar registration" });
  const submit = form.getByRole("button", { name: "Register for Free" });
  await expect(submit).toBeEnabled();
  await readyForm(form);
  // The captcha widget's script is loaded only on /contact.
  expect(await page.evaluate(() => customElements.get("altcha-widget") === undefined)).toBe(true);
  await form.getByLabel("Full Name *").fill("A");
  await form.getByLabel("Email Address *").fill("not-an-email");
  await submit.click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  const email = uniqueEmail("webinar");
  await form.getByLabel("Full Name *").fill("Katherine Johnson");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Company").fill("NASA");
  await page.route("**/*.data*", async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await submit.click();
  await expect(form.getByRole("button", { name: "Registering..." })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  const toast = page.getByRole("region", { name: /Notification/ });
  await expect(toast).toContainText("Registration Successful!");
  await expect(toast).toContainText("You'll receive webinar details via email shortly.");
  await page.getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a failed registration shows product.md's failure toast and keeps the form", async ({ page }) => {
  await page.goto(`/webinars/${slug}`);
  const form = page.getByRole("form", { name: "Webinar registration" });
  await expect(form.getByRole("button", { name: "Register for Free" })).toBeEnabled();
  await readyForm(form);
  await page.route("**/*.data*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : route.continue(),
  );
  await form.getByLabel("Full Name *").fill("Dorothy Vaughan");
  await form.getByLabel("Email Address *").fill(uniqueEmail("fail"));
  await form.getByRole("button", { name: "Register for Free" }).click();
  const toast = page.getByRole("region", { name: /Notification/ });
  await expect(toast).toContainText("Registration Failed");
  await expect(toast).toContainText("Please try again or contact us directly.");
  await expect(form.getByLabel("Full Name *")).toHaveValue("Dorothy Vaughan");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a registration is a real post: product.md's messages, then the success screen", async ({ page }) => {
    await page.goto(`/webinars/${slug}`);
    const form = page.getByRole("form", { name: "Webinar registration" });
    await form.getByLabel("Full Name *").fill("A");
    await form.getByLabel("Email Address *").fill("not-an-email");
    await form.getByRole("button", { name: "Register for Free" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByLabel("Email Address *")).toHaveValue("not-an-email");
    await form.getByLabel("Full Name *").fill("Mary Jackson");
    await form.getByLabel("Email Address *").fill(uniqueEmail("nojs-webinar"));
    await form.getByRole("button", { name: "Register for Free" }).click();
    await expect(page.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  });
});

test("a paid seat: from the event page through Stripe Checkout (the fake's page) to the success page", async ({
  page,
}) => {
  // product.md §10.14. The last test of this file takes this session off the site again.
  const api = await adminApi(page.request);
  const paidSlug = `e2e-paid-${Date.now()}`;
  const made = await api.post("/api/admin/events", {
    data: {
      title: "Cash Flow Workshop",
      slug: paidSlug,
      summary: "Three hours on cash, for managers.",
      startsAt: new Date(Math.floor((Date.now() + 10 * 86_400_000) / 3_600_000) * 3_600_000).toISOString(),
      timeZone: "America/Los_Angeles",
      durationMinutes: 180,
      capacity: 5,
      host: "Jordan Ellis",
      priceCents: 49_500,
      published: true,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = await made.json();
  await page.goto(`/webinars/${paidSlug}`);
  const main = page.getByRole("main");
  await expect(main.getByText("Live online · $495 per seat")).toBeVisible();
  await expect(main.getByText("5 of 5 seats left").first()).toBeVisible();
  const form = page.getByRole("form", { name: "Webinar registration" });
  await readyForm(form);
  const email = uniqueEmail("paid");
  await form.getByLabel("Full Name *").fill("Grace Hopper");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByRole("button", { name: "Continue to payment ($495)" }).click();
  // The Checkout Session's url: the fake's page stands in for Stripe's.
  await expect(page).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${e2eServer.stripePort}/pay/cs_test_\\d+$`),
  );
  await expect(page.getByRole("heading", { name: "Pay 495.00 USD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/webinars/${paidSlug}\\?payment=success$`));
  await expect(page.getByRole("status").filter({ hasText: "your payment went through" })).toBeVisible();
  await expect(page.getByRole("main").getByText("4 of 5 seats left").first()).toBeVisible();
  const list = await (await api.get(`/api/admin/events/${id}/registrations?status=confirmed`)).json();
  expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ email, status: "confirmed" })]));
});

test("/webinar with no session upcoming says the last has passed and offers interest, never a seat", async ({
  page,
}) => {
  // Every upcoming session is taken off the site (this file's, and any other's).
  const api = await adminApi(page.request);
  // The list is paged (latest start first): every page, until one comes back empty.
  const events: Array<{ id: number; startsAt: string; published: boolean }> = [];
  for (let page = 1; ; page++) {
    const rows = await (await api.get(`/api/admin/events?pageSize=100&page=${page}`)).json();
    if (rows.length === 0) break;
    events.push(...rows);
  }
  for (const e of events.filter((e) => e.published && Date.parse(e.startsAt) > Date.now()))
    expect((await api.put(`/api/admin/events/${e.id}`, { data: { published: false } })).status()).toBe(200);

  await page.goto("/webinar");
  await expect(page.getByRole("heading", { level: 1, name: "The last session has passed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Register for Free" })).toHaveCount(0);
  await expect(page.getByText("Reserve Your Seat")).toHaveCount(0);
  const form = page.getByRole("form", { name: "Next session interest" });
  await readyForm(form);
  await form.getByLabel("Full Name *").fill("Grace Hopper");
  await form.getByLabel("Email Address *").fill(uniqueEmail("interest"));
  await form.getByRole("button", { name: "Tell me about the next session" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(
    page.getByRole("main").getByText("Thanks! We will e-mail you once, when the next session is scheduled."),
  ).toBeVisible();
});
