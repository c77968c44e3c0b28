import type { Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, createPost, logIn } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// A 1×1 PNG: the editor uploads it as a media file.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const contentBox = (page: Page) => page.getByRole("textbox", { name: "Content" });

test("an admin writes a post with a tag, an image and formatted text, publishes it, readers find and read it, and unpublishing removes it", async ({
  page,
}) => {
  // One journey through the editor, the admin list and four public views: longer than most tests.
  test.setTimeout(120_000);
  const word = `zebrafinch${unique()}`;
  const title = `Cash Conversion for Leaders ${word}`;
  const slug = `cash-conversion-for-leaders-${word}`;
  await logIn(page, "/admin/blog-posts");
  // Another published post, so the blog is not empty once ours is unpublished.
  await createPost(page, { title: `Other ${unique()}`, slug: `other-${unique()}` });

  await page.getByRole("button", { name: "New post" }).click();
  await expect(page.getByRole("heading", { name: "New Blog Post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  // product.md §4: in create mode the slug follows the title.
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await page.getByLabel("Excerpt", { exact: true }).fill(`Why profit is not cash (${word}).`);

  // Formatted text: a bold run, then plain text. A pointer press on the toolbar leaves the focus in
  // the text, so what is typed straight after goes there (a space would otherwise press the button).
  await contentBox(page).click();
  await page.getByRole("toolbar", { name: "Formatting" }).evaluate((toolbar) => {
    toolbar.addEventListener("focusin", () => toolbar.setAttribute("data-took-focus", ""));
  });
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await expect(page.getByRole("button", { name: "Bold", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.type("Cash is a fact");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type(", profit is an opinion.");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("toolbar", { name: "Formatting" })).not.toHaveAttribute("data-took-focus");
  await expect(contentBox(page).locator("strong")).toHaveText("Cash is a fact");
  // An image from a file is uploaded and inserted as a media file.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Insert image from file" }).click();
  await (await chooser).setFiles({ name: "cash-chart.png", mimeType: "image/png", buffer: PNG });
  await expect(contentBox(page).locator('img[src^="/media/"][src$=".png"]')).toHaveCount(1);

  await page.getByLabel("Read time (minutes)").fill("7");
  await page.getByLabel("Category", { exact: true }).selectOption("leadership");
  await page.getByRole("radio", { name: /Draft/ }).check();
  const tagBox = page.getByRole("textbox", { name: "Tags", exact: true });
  await tagBox.fill(`  cash-${word}  `);
  await tagBox.press("Enter");
  await tagBox.fill(`cash-${word}`);
  await tagBox.press("Enter");
  await expect(page.getByText(`“cash-${word}” is already a tag.`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Added tags" }).getByRole("listitem")).toHaveCount(1);

  // A featured image that cannot load: its preview clears; an empty URL means no image.
  await page.getByLabel("Featured image URL").fill("http://127.0.0.1:9/missing.png");
  await expect(page.getByText("The image could not be loaded: check the URL.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveCount(0);
  await page.getByLabel("Featured image URL").fill("");

  // SEO counters and the search-result preview.
  await page.getByLabel("SEO title").fill("Cash vs profit");
  await expect(page.getByText("14/60")).toBeVisible();
  await expect(page.getByText("Short: aim for 30–60 characters.")).toBeVisible();
  await expect(page.getByRole("figure")).toContainText(`/blog/${slug}`);
  await expect(page.getByRole("figure")).toContainText("Cash vs profit");

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully", { exact: true })).toBeVisible();
  // Create returns to the list, where the post is a draft.
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Draft");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Blog post status updated successfully", { exact: true })).toBeVisible();
  await expect(row).toContainText("Published");

  // Readers find it by search…
  await page.goto("/blog");
  await page.getByLabel("Search articles").fill(word.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`\\?q=${word.toUpperCase()}`));
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(page.getByText(/^1 of \d+ articles$/)).toBeVisible();
  // …and by category (the filter offers readable labels).
  await page.goto("/blog");
  await expect(page.getByLabel("Search articles")).toHaveValue("");
  // While the filtered list loads, six placeholder cards stand in (product.md §2: skeleton cards).
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/blog.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Leadership" });
  await expect(page.getByRole("status").filter({ hasText: "Loading articles…" })).toBeVisible();
  await expect(page.locator(".animate-pulse")).toHaveCount(6);
  release();
  await expect(page).toHaveURL(/category=leadership/);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Leadership");

  await card.getByRole("link", { name: /Read Article/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("7 min read")).toBeVisible();
  await expect(page.locator("article strong", { hasText: "Cash is a fact" })).toBeVisible();
  await expect(page.locator('article img[src^="/media/"]')).toHaveAttribute("alt", "cash chart");
  await expect(page.getByRole("link", { name: /Schedule a Consultation/ })).toHaveAttribute(
    "href",
    "/consultation",
  );
  await expect(page).toHaveTitle("Cash vs profit");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${e2eServer.url}/blog/${slug}`,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((s) => s.includes('"BlogPosting"') && s.includes(title))).toBe(true);

  // Unpublishing takes it off the blog.
  await page.goto("/admin/blog-posts");
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: `Unpublish ${title}` })
    .click();
  await expect(page.getByText("Blog post status updated successfully", { exact: true })).toBeVisible();
  const gone = await page.goto(`/blog/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.goto(`/blog?q=${word}`);
  await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(page).toHaveURL(/\/blog\??$/);
  await expect(page.getByLabel("Search articles")).toHaveValue("");
});

test("a post carrying <img src=x onerror=alert(1)> opens no dialog on the public page", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await logIn(page, "/admin/blog-posts");
  const slug = `xss-probe-${unique()}`;
  const res = await page.request.post("/api/blog-posts", {
    data: {
      title: "XSS probe",
      slug,
      excerpt: "Nothing here may run.",
      content:
        '<p>Safe text</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">link</a><script>alert(3)</script>',
      readTime: 1,
      category: "strategy",
      published: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText("Safe text")).toBeVisible();
  // Give a broken image time to fire its error event.
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.locator("article [onerror]").count()).toBe(0);
  await page.request.delete(`/api/blog-posts/${(await res.json()).id}`);
});

test("unsaved edits survive a reload, and leaving them asks first", async ({ page }) => {
  // The editor is loaded twice (before and after the reload): more than the default on a busy machine.
  test.setTimeout(90_000);
  await logIn(page, "/admin/blog-posts");
  await page.getByRole("button", { name: "New post" }).click();
  const title = `Draft that survives ${unique()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt", { exact: true }).fill("Kept locally.");
  // Let the draft be written (it is saved shortly after typing stops).
  await page.waitForTimeout(800);

  // The browser asks before the reload; accepting it reloads.
  let asked = false;
  page.once("dialog", async (d) => {
    asked = d.type() === "beforeunload";
    await d.accept();
  });
  await page.reload();
  expect(asked).toBe(true);
  await expect(page.getByRole("heading", { name: "New Blog Post" })).toBeVisible();
  await expect(page.getByText(/Restored unsaved changes/)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  // Back to the list: the in-app guard asks; staying keeps everything.
  await page.getByRole("button", { name: "Back to posts" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  await page.getByRole("button", { name: "Back to posts" }).click();
  await page
    .getByRole("alertdialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(page.getByRole("button", { name: "New post" })).toBeVisible();
  // The draft is gone: a new post starts empty.
  await page.getByRole("button", { name: "New post" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByText(/Restored unsaved changes/)).toHaveCount(0);
});

test("editing a post updates it, returns to view mode, and its old slug redirects", async ({ page }) => {
  // A login, two saves and four page loads: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  await logIn(page, "/admin/blog-posts");
  const base = `rename-me-${unique()}`;
  const res = await page.request.post("/api/blog-posts", {
    data: {
      title: `Rename me ${base}`,
      slug: base,
      excerpt: "Before.",
      content: "<p>Body</p>",
      readTime: 3,
      category: "training",
    },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  const title = `Rename me ${base}`;
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  // Edit mode leaves the slug alone when the title changes.
  await page.getByLabel("Title", { exact: true }).fill(`Renamed ${base}`);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(base);
  await page.getByLabel("Slug", { exact: true }).fill(`${base}-new`);
  // Preview (view mode) shows the unsaved edits; Edit returns to the form with them.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: `Renamed ${base}` })).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(`${base}-new`);
  await page.getByLabel("Read time (minutes)").fill("0");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Read time must be at least 1 minute")).toBeVisible();
  await page.getByLabel("Read time (minutes)").fill("4");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Blog post updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "View Blog Post" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();

  const old = await page.request.get(`/blog/${base}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/blog/${base}-new`);
  await page.goto(`/blog/${base}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${base}-new$`));
  await expect(page.getByRole("heading", { level: 1, name: `Renamed ${base}` })).toBeVisible();

  // Delete after confirmation. A delete that fails is said inside the open dialog, where a screen
  // reader can hear it (the rest of the page is hidden from it meanwhile).
  await page.goto("/admin/blog-posts");
  const row = page.getByRole("row").filter({ hasText: `Renamed ${base}` });
  await row.getByRole("button", { name: `Delete Renamed ${base}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this blog post?" });
  await page.route("**/admin/blog-posts.data*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" })
      : route.continue(),
  );
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm.getByRole("alert")).toHaveText(
    "Failed to delete blog post: Could not reach the server. Check your connection and try again.",
  );
  await page.unroute("**/admin/blog-posts.data*");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Blog post deleted successfully", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("an admin schedules a post in the site's time zone, then restores an earlier version", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const base = `plan-${unique()}`;
  const post = await createPost(page, { title: `First title ${base}`, slug: base });
  await page.goto(`/admin/blog-posts?post=${post.id}&mode=edit`);
  await page.getByLabel("Title", { exact: true }).fill(`Second title ${base}`);
  await page.getByRole("radio", { name: /Scheduled/ }).check();
  // The e2e server runs with the default SITE_TIME_ZONE, America/Los_Angeles (PST in January).
  await page.getByLabel(/Publish on/).fill("2099-01-01T09:00");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Blog post updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("Scheduled for Jan 1, 2099, 9:00 AM PST")).toBeVisible();
  // Not public before its time.
  expect((await page.request.get(`/blog/${base}`)).status()).toBe(404);

  // The first title is a revision; restoring it is a new save.
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await page.getByRole("button", { name: /^Restore/ }).click();
  await page
    .getByRole("alertdialog", { name: "Restore this version?" })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(page.getByText("Revision restored", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `First title ${base}` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Second title ${base}` })).toBeVisible();

  await page.getByRole("button", { name: "Back to posts" }).click();
  const row = page.getByRole("row").filter({ hasText: `First title ${base}` });
  await expect(row).toContainText("Scheduled for Jan 1, 2099, 9:00 AM PST");
});

test("saving shows each field's message next to it and focuses the first; the server's slug refusal comes back the same way", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, "/admin/blog-posts");
  const word = unique();
  const taken = `taken-${word}`;
  await createPost(page, { title: `Taken ${taken}`, slug: taken });

  await page.getByRole("button", { name: "New post" }).click();
  await page.getByRole("radio", { name: /Scheduled/ }).check();
  await page.getByLabel("Read time (minutes)").fill("0");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Check the highlighted fields.", { exact: true })).toBeVisible();
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Title is required");
  await expect(page.getByText("Slug is required")).toBeVisible();
  await expect(page.getByText("Excerpt is required")).toBeVisible();
  await expect(page.getByText("Read time must be at least 1 minute")).toBeVisible();
  await expect(page.getByText("Choose when to publish")).toBeVisible();

  // Corrections clear their messages as they are typed; the slug follows the title.
  await title.fill(`Taken ${word}`);
  await expect(page.getByText("Title is required")).toHaveCount(0);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(taken);
  await page.getByLabel("Excerpt", { exact: true }).fill("Same address as another post.");
  await page.getByLabel("Read time (minutes)").fill("3");
  await page.getByRole("radio", { name: /Draft/ }).check();
  await expect(page.getByText(/is required|at least 1 minute|Choose when/)).toHaveCount(0);

  // The API refuses the slug: its message is the slug field's, and the field gets the focus.
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Failed to create blog post", { exact: true })).toBeVisible();
  const slug = page.getByLabel("Slug", { exact: true });
  await expect(slug).toBeFocused();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByRole("alert").filter({ hasText: "A post with this slug already exists." }),
  ).toBeVisible();

  await slug.fill(`${taken}-2`);
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `${taken}-2` });
  await expect(row).toContainText("Draft");
});

test("an edited post's unsaved changes come back after a reload, and Discard draft returns to what is saved", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const base = `keep-${unique()}`;
  const post = await createPost(page, {
    title: `Saved ${base}`,
    slug: base,
    content: "<p>Saved body</p>",
    tags: ["cash"],
  });
  await page.goto(`/admin/blog-posts?post=${post.id}&mode=edit`);
  await expect(page.getByText("Unsaved changes", { exact: true })).toHaveCount(0);
  await page.getByLabel("Title", { exact: true }).fill(`Changed ${base}`);
  await page.getByRole("button", { name: "Remove tag cash" }).click();
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" and more");
  await page.getByRole("radio", { name: /Draft/ }).check();
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();
  await page.waitForTimeout(800);

  page.once("dialog", (d) => void d.accept());
  await page.reload();
  await expect(page.getByText(/Restored unsaved changes/)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Changed ${base}`);
  await expect(page.getByRole("textbox", { name: "Content" })).toContainText("Saved body and more");
  await expect(page.getByRole("list", { name: "Added tags" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /Draft/ })).toBeChecked();
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Saved ${base}`);
  await expect(page.getByRole("textbox", { name: "Content" })).toHaveText("Saved body");
  await expect(page.getByRole("list", { name: "Added tags" })).toContainText("cash");
  await expect(page.getByRole("radio", { name: /Published/ })).toBeChecked();
  await expect(page.getByText("Unsaved changes", { exact: true })).toHaveCount(0);
  // Nothing is kept: leaving asks nothing, and reopening restores nothing.
  await page.getByRole("button", { name: "Back to posts" }).click();
  await expect(page.getByRole("button", { name: "New post" })).toBeVisible();
  await page.goto(`/admin/blog-posts?post=${post.id}&mode=edit`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Saved ${base}`);
  await expect(page.getByText(/Restored unsaved changes/)).toHaveCount(0);
  await page.request.delete(`/api/blog-posts/${post.id}`);
});
