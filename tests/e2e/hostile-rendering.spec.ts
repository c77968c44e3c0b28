import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { e2eServer } from "../setup/e2e-env";
import { validSubmission } from "../integration/assessment-fixture";

/**
 * Script and HTML stored through every form render as inert text in the public pages and the admin
 * area: no dialog opens and no injected script runs.
 */
const SCRIPT = `<script>window.__xss=1;alert(1)</script>`;
const IMG = `<img src=x onerror="window.__xss=1;alert(2)">`;
const tag = () => `x${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

function failOnDialog(page: Page) {
  page.on("dialog", async (dialog) => {
    await dialog.dismiss();
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

test("hostile text from every form renders inert for visitors and in the admin area", async ({ page }) => {
  test.setTimeout(120_000);
  failOnDialog(page);
  const t = tag();
  const api = page.request;
  const login = await api.post("/api/admin/login", { data: e2eServer.admin });
  expect(login.status()).toBe(200);

  // Public forms (no captcha-free way into the contact form: it is covered by the hostile-input suite).
  expect(
    (
      await api.post("/api/leads", {
        data: {
          name: `${SCRIPT}${t}`,
          email: `w-${t}@example.com`,
          company: IMG,
          role: SCRIPT,
          leadType: "webinar",
        },
      })
    ).status(),
    // 200 for a new and a repeat registration alike: the answer tells nobody who registered.
  ).toBe(200);
  expect(
    (
      await api.post("/api/resource-request", {
        data: {
          name: `${IMG}${t}`,
          email: `r-${t}@example.com`,
          resourceTitle: "Financial Statements Decoded",
        },
      })
    ).status(),
  ).toBe(201);
  const assessment = await api.post("/api/assessment", {
    data: validSubmission({
      name: `${SCRIPT} ${t}`,
      email: `a-${t}@example.com`,
      company: IMG,
      jobTitle: SCRIPT,
    }),
  });
  expect(assessment.status()).toBe(201);
  const { id } = (await assessment.json()) as { id: string };

  // Admin content shown to visitors.
  const resource = await api.post("/api/admin/resources", {
    data: {
      title: `${SCRIPT} Toolkit ${t}`,
      description: IMG,
      category: "Strategy",
      type: "PDF",
      difficulty: "beginner",
      format: "Guide",
      downloadUrl: null,
      tags: [SCRIPT, IMG],
      pages: 3,
      duration: null,
      featured: false,
      published: true,
      iconName: "FileText",
    },
  });
  expect(resource.status()).toBe(201);
  const slug = `hostile-${t}`;
  const post = await api.post("/api/blog-posts", {
    data: {
      title: `${SCRIPT} Post ${t}`,
      slug,
      excerpt: IMG,
      content: `<p>Safe</p>${SCRIPT}${IMG}<a href="javascript:alert(3)">link</a>`,
      category: "strategy",
      readTime: 3,
      tags: [SCRIPT],
      imageUrl: null,
      altText: "",
      seoTitle: "",
      seoDescription: "",
      published: true,
    },
  });
  expect(post.status()).toBe(201);

  for (const path of ["/resources", "/blog", `/blog/${slug}`, `/assessment/results/${id}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectInert(page);
  }
  // The literal text is shown, not interpreted.
  await page.goto("/resources");
  await expect(page.getByText(`${SCRIPT} Toolkit ${t}`).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${SCRIPT} Post ${t}`);
  expect(await page.locator("article a[href^='javascript:']").count()).toBe(0);

  for (const tab of ["blog-posts", "newsletter", "assessments", "contact", "resources", "legacy", "outbox"]) {
    await page.goto(`/admin/${tab}`);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectInert(page);
  }
  await page.goto("/admin/legacy");
  await expect(page.getByRole("main").getByText(`${SCRIPT}${t}`).first()).toBeVisible();
});
