import { test, expect, phone } from "./fixtures";
import { knowledgeQuestions } from "../../app/assessment/questions";
import { awarenessStatements, ratingScale } from "../../app/assessment/awareness";

/**
 * Every public control works before hydration and with JavaScript off: forms are real posts to their
 * route's action (server validation, product.md's messages on the page, success screens), the menu is an
 * HTML popover.
 */
test.use({ javaScriptEnabled: false });

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

// The webinar registration without JavaScript is in webinar.spec.ts: it needs a session upcoming,
// and that file runs its sessions' tests in order (product.md §10.9).

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

test("contact: product.md's messages on an empty submit, and the captcha needs JavaScript", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Training inquiry" });
  // Playwright's text and role locators skip <noscript>: read the notice beside the button directly.
  const notice = form.locator("button[type=submit] + noscript");
  expect(await notice.textContent()).toContain("verification needs JavaScript");
  expect(await notice.innerHTML()).toContain("mailto:hello@");

  // Marked disabled (aria-disabled) without a solved captcha, the button still answers a press.
  await form.getByRole("button", { name: "Submit Inquiry" }).press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  const again = page.getByRole("form", { name: "Training inquiry" });
  await expect(again.getByText("Full name is required")).toBeVisible();
  await expect(again.getByText("Please enter a valid work email address")).toBeVisible();
  await expect(again.getByText("Company name is required")).toBeVisible();

  // product.md's next check, what was typed kept.
  await again.getByLabel("Full Name *").fill("Rosa Parks");
  await again.getByLabel("Work Email *").fill(uniqueEmail("nojs-contact"));
  await again.getByLabel("Company Name *").fill("Montgomery Logistics");
  await again.getByLabel("Your Role", { exact: true }).selectOption("other");
  await again.getByLabel(/1–3 Day Workshop/).check();
  await again.getByRole("button", { name: "Submit Inquiry" }).press("Enter");
  const third = page.getByRole("form", { name: "Training inquiry" });
  await expect(third.getByText("Please specify your role in the text field.")).toBeVisible();
  await expect(third.getByText("Full name is required")).toHaveCount(0);
  await expect(third.getByLabel("Full Name *")).toHaveValue("Rosa Parks");
  await expect(third.getByLabel("Your Role", { exact: true })).toHaveValue("other");
  await expect(third.getByLabel(/1–3 Day Workshop/)).toBeChecked();

  // All in order but the captcha, which cannot be solved without JavaScript: the server says so.
  await third.getByLabel("Please specify your role *").fill("Head of Partnerships");
  await third.getByRole("button", { name: "Submit Inquiry" }).press("Enter");
  const fourth = page.getByRole("form", { name: "Training inquiry" });
  await expect(fourth.getByText("Please complete the CAPTCHA verification", { exact: true })).toBeVisible();
  await expect(fourth.getByLabel("Please specify your role *")).toHaveValue("Head of Partnerships");
});

test("resource request: the card's button leads to the form in the page, which posts and confirms", async ({
  page,
}) => {
  await page.goto("/resources");
  const library = page.getByRole("region", { name: "Resource Library" });
  await library.getByRole("button", { name: "Request Access: ROI and Payback Calculator" }).click();
  await expect(page).toHaveURL(/\/resources\?request=\d+#request-access$/);
  const section = page.getByRole("region", { name: "Request Access" });
  await expect(section.getByText("Tell us where to send “ROI and Payback Calculator”.")).toBeVisible();
  const form = section.getByRole("form", { name: "Request access" });
  await form.getByLabel("Email *").fill("not-an-email");
  await form.getByRole("button", { name: "Request Access" }).click();
  const again = page.getByRole("region", { name: "Request Access" }).getByRole("form");
  await expect(again.getByText("Please enter your name")).toBeVisible();
  await expect(again.getByText("Please enter a valid email address")).toBeVisible();
  await expect(again.getByLabel("Email *")).toHaveValue("not-an-email");

  await again.getByLabel("Name *").fill("Mary Jackson");
  await again.getByLabel("Email *").fill(uniqueEmail("nojs-resource"));
  await again.getByRole("button", { name: "Request Access" }).click();
  const done = page.getByRole("region", { name: "Request Received" });
  await expect(
    done.getByText("Request Submitted! We'll notify you when this resource becomes available."),
  ).toBeVisible();
});

test("assessment: the five steps through the page action, with product.md's messages, to the result", async ({
  page,
}) => {
  await page.goto("/assessment");
  const main = page.getByRole("main");
  const next = main.getByRole("button", { name: "Next" });
  const heading = (title: string) => main.getByRole("heading", { level: 2, name: title });
  const summary = main.getByRole("alert").filter({ hasText: "Please complete all required fields:" });

  await next.click();
  await expect(heading("Personal Information")).toBeVisible();
  await expect(summary).toContainText("Full name is required");
  await expect(summary).toContainText("Valid email is required");
  await main.getByLabel("Full Name").fill("Grace Hopper");
  await main.getByLabel("Email Address").fill(uniqueEmail("nojs-assessment"));
  await main.getByLabel("Company Name").fill("US Navy");
  await main.getByLabel("Job Title").fill("Rear Admiral");
  await main.getByRole("combobox", { name: "Your Role", exact: true }).selectOption("Operations");
  await main.getByLabel("Team Size").selectOption("51-200");
  await main.getByLabel("Who are you exploring training for?").selectOption("Your team");
  await next.click();

  await expect(heading("Current Experience")).toBeVisible();
  await main.getByLabel("Current Financial Acumen Level").selectOption("Intermediate");
  await main.getByRole("radio", { name: "I read reports but struggle to act on them" }).check();
  await main.getByRole("checkbox", { name: "Managing cash flow" }).check();
  await next.click();

  await expect(heading("Knowledge Assessment")).toBeVisible();
  await next.click();
  await expect(summary).toContainText("Please answer all knowledge questions");
  for (const q of knowledgeQuestions) {
    await main
      .getByRole("group", { name: q.question })
      .getByRole("radio", { name: q.correct, exact: true })
      .check();
  }
  await next.click();

  await expect(heading("Business Challenges")).toBeVisible();
  for (const s of awarenessStatements) {
    const label = `2 – ${ratingScale[1].label}`;
    await main.getByRole("group", { name: s.text }).getByRole("radio", { name: label, exact: true }).check();
  }
  await next.click();

  await expect(heading("Training Preferences")).toBeVisible();
  // Back keeps the answers of the step it leaves and shows the earlier one as it was answered.
  await main.getByRole("radio", { name: "Important – Within 3–6 months" }).check();
  await main.getByRole("button", { name: "Back" }).click();
  await expect(heading("Business Challenges")).toBeVisible();
  await expect(
    main
      .getByRole("group", { name: awarenessStatements[0].text })
      .getByRole("radio", { name: `2 – ${ratingScale[1].label}` }),
  ).toBeChecked();
  await next.click();
  await expect(main.getByRole("radio", { name: "Important – Within 3–6 months" })).toBeChecked();
  await main.getByRole("button", { name: "Get My Results" }).click();
  await expect(summary).toContainText("Please select at least one format preference");
  await main.getByRole("checkbox", { name: "Custom team training" }).check();
  await main.getByRole("button", { name: "Get My Results" }).click();

  await expect(page).toHaveURL(/\/assessment\/results\/[\w-]+$/);
  await expect(page.getByText("Thanks, Grace!")).toBeVisible();
});

test("newsletter: an invalid address shows the message, a valid one the thank-you panel", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill("not-an-email");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(main.getByLabel("Email address")).toHaveValue("not-an-email");

  await main.getByLabel("Email address").fill(uniqueEmail("nojs-news"));
  await main.getByRole("button", { name: "Subscribe" }).click();
  await expect(main.getByText("Thank you for subscribing!")).toBeVisible();
  await expect(main.getByText("Success! You've been subscribed to our newsletter.")).toBeVisible();
});

test.describe("before hydration", () => {
  test.use({ javaScriptEnabled: true });
  test("a name typed into the assessment before the scripts run is still there after hydration", async ({
    page,
  }) => {
    // Hold every script back until the visitor has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto("/assessment"); // Resolves once hydrated (see fixtures.ts).
    const name = page.getByRole("textbox", { name: /Full Name/ });
    await name.fill("Grace Hopper");
    release();
    await loaded;
    // Typing elsewhere re-renders the step: the early text must have become React's state.
    await page.getByRole("textbox", { name: /Company/ }).fill("US Navy");
    await expect(name).toHaveValue("Grace Hopper");
  });

  test("an 'Other' role chosen before the scripts run shows its box once they do", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto("/assessment");
    const main = page.getByRole("main");
    await main.getByRole("combobox", { name: "Your Role", exact: true }).selectOption("Other");
    await expect(main.getByLabel("Please specify your role")).toHaveCount(0);
    release();
    await loaded;
    await main.getByLabel("Please specify your role").fill("Chief of Staff");
    await expect(main.getByRole("combobox", { name: "Your Role", exact: true })).toHaveValue("Other");
  });
});
