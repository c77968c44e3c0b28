import { existsSync, readFileSync } from "node:fs";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations, logIn } from "./fixtures";

type Mail = { to: string[]; raw: string };

/** The messages the e2e SMTP sink received for `address`. */
function mailsTo(address: string): Mail[] {
  if (!existsSync(e2eServer.mailFile)) return [];
  return readFileSync(e2eServer.mailFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Mail)
    .filter((m) => m.to.includes(address));
}
const subjectOf = (m: Mail) => m.raw.match(/^Subject: (.*)$/im)?.[1] ?? "";
/** The quoted-printable body made searchable. */
const bodyOf = (m: Mail) =>
  m.raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/&amp;/g, "&");

test("the owner imports a list, writes an issue from a post, previews it, sends a test, then sends it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const n = Date.now();
  const reader = `issue-reader-${n}@example.com`;
  const title = `Cash is a fact ${n}`;
  await logIn(page, "/admin/newsletter");

  // Import: a report with line numbers.
  const csv = `email,name,consent date,consent source\n${reader},Reader One,2025-01-02,Workshop\nnot-an-address,,,\nsecond-${n}@example.com,,,\n`;
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "list.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Imported 2, merged 0, invalid 1." }),
  ).toBeVisible();
  await expect(page.getByText("Line 3: Not a valid e-mail address")).toBeVisible();
  await expectNoAxeViolations(page);

  // A published post, sent as a newsletter from the post editor.
  const res = await page.request.post("/api/blog-posts", {
    data: {
      title,
      slug: `cash-is-a-fact-${n}`,
      excerpt: "Profit is an opinion.",
      content: '<p>Watch <a href="https://example.org/cash">the cash</a>.</p>',
      readTime: 2,
      category: "strategy",
    },
  });
  expect(res.status()).toBe(201);
  const { id: postId } = await res.json();
  await page.goto(`/admin/blog-posts?post=${postId}`);
  await page.getByRole("link", { name: "Send as newsletter" }).click();
  await expect(page.getByRole("heading", { name: "Newsletter issues", level: 1 })).toBeVisible();
  await expect(page.getByLabel("From a published post")).toHaveValue(String(postId));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Start from this post" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Preview at both widths.
  await expect(page.getByTitle("Preview at desktop width")).toBeVisible();
  await expect(page.getByTitle("Preview at phone width")).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Preview at phone width"]').getByText("the cash"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A test copy.
  const tester = `tester-${n}@example.com`;
  await page.getByLabel("Test address").fill(tester);
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText(`Test queued for ${tester}`).first()).toBeVisible();
  await expect.poll(() => mailsTo(tester).map(subjectOf), { timeout: 30_000 }).toEqual([`[Test] ${title}`]);

  // Send, after the confirmation that shows the audience.
  await page.getByRole("button", { name: "Send…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("confirmed subscriber");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  // The other test of this file may send its own issue to every confirmed subscriber meanwhile.
  const issueMails = () => mailsTo(reader).filter((m) => subjectOf(m) === title);
  await expect.poll(() => issueMails().length, { timeout: 60_000 }).toBe(1);
  const mail = issueMails()[0];
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const body = bodyOf(mail);
  expect(body).toContain(`/blog/cash-is-a-fact-${n}`);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an issue's unsubscribe link works", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const n = Date.now();
    const reader = `nojs-${n}@example.com`;
    // The owner's side, with scripts: import the reader and send an issue through the API.
    const owner = await browser.newContext();
    const admin = await owner.newPage();
    const login = await admin.request.post(`${e2eServer.url}/api/admin/login`, { data: e2eServer.admin });
    expect(login.ok()).toBe(true);
    const imported = await admin.request.post(`${e2eServer.url}/api/admin/newsletter/import`, {
      headers: { "content-type": "text/csv" },
      data: `${reader}\n`,
    });
    expect((await imported.json()).imported).toBe(1);
    const issue = await (
      await admin.request.post(`${e2eServer.url}/api/admin/newsletter/issues`, {
        data: { subject: `No script ${n}`, html: "<p>Hello</p>" },
      })
    ).json();
    expect(
      (
        await admin.request.post(`${e2eServer.url}/api/admin/newsletter/issues/${issue.id}/send`, {
          data: {},
        })
      ).ok(),
    ).toBe(true);
    await owner.close();

    const issueMails = () => mailsTo(reader).filter((m) => subjectOf(m) === `No script ${n}`);
    await expect.poll(() => issueMails().length, { timeout: 60_000 }).toBe(1);
    const link = bodyOf(issueMails()[0]).match(
      /http:\/\/localhost:\d+\/unsubscribe\?token=[0-9a-f]+&d=[0-9a-f]+/,
    )![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter?" })).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  });
});
