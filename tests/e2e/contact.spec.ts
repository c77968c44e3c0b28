import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations, formHydrated, phone, readyForm } from "./fixtures";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function mailsTo(address: string) {
  if (!existsSync(e2eServer.mailFile)) return [];
  return readFileSync(e2eServer.mailFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(address));
}

const toast = (page: Page) => page.getByRole("region", { name: /Notification/ });
/** The form's post to the /contact page action, once hydrated (React Router's data request). */
const CONTACT_ACTION = /\/contact\.data(\?|$)/;

async function openContact(page: Page) {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Training inquiry" });
  const submit = form.getByRole("button", { name: "Submit Inquiry" });
  // A real post before hydration too: the button is never natively disabled while idle.
  await expect(submit).not.toHaveAttribute("disabled");
  await readyForm(form);
  return { form, submit };
}

/** Clicks the ALTCHA checkbox and waits for the real proof of work to finish. */
async function solveCaptcha(page: Page) {
  const form = page.getByRole("form", { name: "Training inquiry" });
  // The label, as people click it (the widget's checkmark overlays the box itself).
  await form.getByText("I'm not a robot").click();
  await expect(form.getByText("Verified")).toBeVisible({ timeout: 20_000 });
}

test("product.md's three submit checks appear in order, then a solved captcha sends the 'other' role inquiry", async ({
  page,
}) => {
  const email = uniqueEmail("inquiry");
  const cspViolations: string[] = [];
  page.on("console", (m) => m.text().includes("Content Security Policy") && cspViolations.push(m.text()));
  const { form, submit } = await openContact(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const title of ["What We'll Cover", "What to Expect", "Who It's For"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(form.getByText("Most Popular")).toBeVisible();
  await expect(form.getByLabel("Work Email *")).toHaveAttribute("type", "email");
  // No captcha yet: the submit button is marked disabled.
  await expect(submit).toBeDisabled();

  // 1. Required fields.
  await submit.press("Enter");
  await expect(toast(page)).toContainText("Missing Information");
  await expect(toast(page)).toContainText("Please fill in all required fields.");
  // …and the schema's messages by the fields.
  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(form.getByLabel("Full Name *")).toHaveAttribute("aria-invalid", "true");

  // 2. Role 'other' needs the typed role; another role hides and clears the box.
  await form.getByLabel("Full Name *").fill("Rosa Parks");
  await form.getByLabel("Work Email *").fill(email);
  await form.getByLabel("Company Name *").fill("Montgomery Logistics");
  await form.getByLabel("Your Role", { exact: true }).selectOption("other");
  const otherRole = form.getByLabel("Please specify your role *");
  await expect(otherRole).toBeVisible();
  await otherRole.fill("Typed too early");
  await form.getByLabel("Your Role", { exact: true }).selectOption("cpo");
  await expect(otherRole).toBeHidden();
  await form.getByLabel("Your Role", { exact: true }).selectOption("other");
  await expect(otherRole).toHaveValue("");
  await submit.press("Enter");
  await expect(toast(page)).toContainText("Missing Role Information");
  await expect(toast(page)).toContainText("Please specify your role in the text field.");
  await expect(form.getByText("Please complete the CAPTCHA verification")).toHaveCount(0);

  // 3. The captcha.
  await otherRole.fill("Head of Partnerships");
  await submit.press("Enter");
  await expect(toast(page)).toContainText("CAPTCHA Required");
  await expect(toast(page)).toContainText("Please complete the CAPTCHA verification.");
  await expect(
    form.getByRole("alert").filter({ hasText: /^Please complete the CAPTCHA verification$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel("Company Size").selectOption("51-200");
  await form.getByLabel("Timeline").selectOption("30-days");
  await form.getByLabel(/1–3 Day Workshop/).check();
  await form
    .getByLabel("Tell us about your needs")
    .fill("Our partnership managers need to read deal economics.");

  // The real widget solves the real proof of work; the inline message goes and the button comes alive.
  await solveCaptcha(page);
  await expect(form.getByText("Please complete the CAPTCHA verification", { exact: true })).toHaveCount(0);
  await expect(submit).toBeEnabled();
  // Hold the request briefly: while it is pending the button is disabled.
  await page.route(CONTACT_ACTION, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const request = page.waitForRequest((r) => r.method() === "POST" && CONTACT_ACTION.test(r.url()));
  await submit.click();
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  const sent = new URLSearchParams((await request).postData() ?? "");
  expect(sent.get("role")).toBe("other");
  expect(sent.get("otherRole")).toBe("Head of Partnerships");
  expect(sent.getAll("trainingInterest")).toEqual(["1-3-day-workshop"]);
  expect(sent.get("captchaToken")).toBeTruthy();
  expect(sent.get("attribution.landingPage")).toBe("/contact");

  // The thank-you screen with the scheduler.
  await expect(page.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
  await expect(toast(page)).toContainText("Inquiry Submitted");
  await expect(toast(page)).toContainText(
    "Thanks for reaching out! We'll review your goals and follow up with next steps.",
  );
  const scheduler = page.locator("iframe[title='Schedule your free strategy session']");
  await expect(scheduler).toHaveAttribute("loading", "lazy");
  await expect(scheduler).toHaveAttribute("src", /^https:\/\//);
  const open = page.getByRole("link", { name: /Open Scheduling Page/ });
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", /noopener/);
  await expect(form).toHaveCount(0);

  // Stored with the typed role: read back through the admin API.
  const login = await page.request.post("/api/admin/login", { data: e2eServer.admin });
  expect(login.ok()).toBe(true);
  const list = await page.request.get("/api/contact-inquiries");
  expect(list.ok()).toBe(true);
  const inquiry = ((await list.json()) as Array<Record<string, unknown>>).find((i) => i.workEmail === email);
  expect(inquiry).toMatchObject({
    fullName: "Rosa Parks",
    companyName: "Montgomery Logistics",
    role: "Head of Partnerships",
    companySize: "51-200",
    timeline: "30-days",
    trainingInterest: ["1-3-day-workshop"],
  });
  // And the visitor's confirmation goes out through the outbox.
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  // The widget ran under the site's strict CSP (nonce + strict-dynamic, blob: workers) without a violation.
  expect(cspViolations).toEqual([]);
});

test("a failed submission shows product.md's error toast and resets the captcha", async ({ page }) => {
  const { form, submit } = await openContact(page);
  await form.getByLabel("Full Name *").fill("Ida Wells");
  await form.getByLabel("Work Email *").fill(uniqueEmail("failure"));
  await form.getByLabel("Company Name *").fill("Free Speech");
  await solveCaptcha(page);
  await page.route(CONTACT_ACTION, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }),
  );
  await submit.click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("There was an issue submitting your inquiry. Please try again.");
  // The token is gone: the widget is unchecked and the button is disabled again; what was typed stays.
  await expect(form.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await expect(form.getByLabel("Full Name *")).toHaveValue("Ida Wells");
});

test("a used captcha solution is refused by the server", async ({ page }) => {
  const { form, submit } = await openContact(page);
  await form.getByLabel("Full Name *").fill("Replay Tester");
  await form.getByLabel("Work Email *").fill(uniqueEmail("replay"));
  await form.getByLabel("Company Name *").fill("Replays Inc");
  await solveCaptcha(page);
  const request = page.waitForRequest((r) => r.method() === "POST" && CONTACT_ACTION.test(r.url()));
  await submit.click();
  await expect(page.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
  const sent = Object.fromEntries(new URLSearchParams((await request).postData() ?? ""));
  // The same solution through the JSON endpoint, then through the page's form post: both refused.
  const replay = await page.request.post("/api/contact-inquiry", { data: sent });
  expect(replay.status()).toBe(403);
  expect((await replay.json()).error).toMatch(/already used/);
  const formReplay = await page.request.post("/contact", { form: sent });
  expect(formReplay.status()).toBe(403);
  expect(await formReplay.text()).toMatch(/already used/);
});

test("the captcha ticked first thing on a fresh page verifies, with no other field touched", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Training inquiry" });
  // The tick is the page's first use of the form: it also asks for the form's code.
  await form.getByText("I'm not a robot").click();
  await expect(form.getByText("Verified")).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
});

test("what is done in the form while its code loads is kept: the captcha's tick, a choice, typed text", async ({
  context,
}) => {
  // A page of its own: the fixture's page.goto waits for hydration, which the held chunk delays.
  const page = await context.newPage();
  // The form's code, then the captcha's, each held until the test lets it through.
  const hold = (pattern: RegExp) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const state = { requested: false, release };
    void page.route(pattern, async (route) => {
      state.requested = true;
      await held;
      await route.continue();
    });
    return state;
  };
  const formCode = hold(/\/contact-form-[\w-]+\.js$/);
  const captchaCode = hold(/\/altcha-[\w-]+\.js$/);
  await page.goto("/contact");
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main")!).some((k) => k.startsWith("__react")),
  );
  const form = page.getByRole("form", { name: "Training inquiry" });
  await form.getByText("I'm not a robot").click();
  await expect.poll(() => formCode.requested).toBe(true);
  await form.getByLabel("Full Name *").fill("Katherine Johnson");
  await form.getByLabel("Your Role", { exact: true }).selectOption("other");
  // Still the server's form: the box an 'Other' role opens needs the form's code.
  await expect(form.getByLabel("Please specify your role *")).toHaveCount(0);
  formCode.release();
  await expect.poll(() => formHydrated(form)).toBe(true);
  // The choice made before is the form's: its box shows (the captcha's code still held, so not its
  // arrival that tells the form).
  await expect(form.getByLabel("Please specify your role *")).toBeVisible();
  await expect(form.getByLabel("Full Name *")).toHaveValue("Katherine Johnson");
  await expect(form.getByLabel("Your Role", { exact: true })).toHaveValue("other");
  // Read, not checked: no message shows before a submit.
  await expect(form.getByRole("alert").filter({ hasText: /required/ })).toHaveCount(0);
  // The tick asked for the captcha: it verifies once its code arrives.
  await expect.poll(() => captchaCode.requested).toBe(true);
  captchaCode.release();
  await expect(form.getByText("Verified")).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
  await page.close();
});

test.describe("on a phone", () => {
  test.use(phone);
  test("the contact form and its captcha fit the screen", async ({ page }) => {
    const { form } = await openContact(page);
    await expect(form.getByText("I'm not a robot")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
