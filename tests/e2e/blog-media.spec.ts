import sharp from "sharp";
import { test, expect, logIn } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1000×500 PNG: wide enough for the 480 and 960 px variants. */
const picture = (r: number) =>
  sharp({ create: { width: 1000, height: 500, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();

test("an image pasted into the editor is uploaded, and the published post shows it from a file with srcset", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = unique();
  const title = `Margins in Pictures ${word}`;
  const slug = `margins-in-pictures-${word}`;
  const [pasted, featured] = await Promise.all([picture(10), picture(240)]);
  await logIn(page, "/admin/blog-posts");
  await page.getByRole("button", { name: "New post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await page.getByLabel("Excerpt", { exact: true }).fill("What a margin looks like.");

  // Paste an image file, as from a screenshot tool's clipboard.
  const content = page.getByRole("textbox", { name: "Content" });
  await content.click();
  await page.keyboard.type("Before the chart.");
  await content.evaluate((el, b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "margin-chart.png", { type: "image/png" }));
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, pasted.toString("base64"));
  await expect(page.getByRole("status").filter({ hasText: "Uploaded margin-chart.png." })).toBeVisible();
  await expect(content.locator('img[src^="/media/"][src$=".png"]')).toHaveAttribute("alt", "margin chart");

  // The featured image is uploaded the same way; its URL fills the field.
  await page.getByLabel("Upload featured image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: featured,
  });
  await expect(page.getByRole("status").filter({ hasText: "Uploaded cover.png." })).toBeVisible();
  await expect(page.getByLabel("Featured image URL")).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
  await page.getByLabel("Image alt text").fill("A cover in blue");

  // A file that is not an image is refused with a message, and nothing is inserted.
  await page.getByLabel("Upload featured image").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image at all, only words"),
  });
  await expect(page.getByRole("status").filter({ hasText: /not inserted: Upload a JPEG/ })).toBeVisible();
  await expect(page.getByLabel("Featured image URL")).toHaveValue(/^\/media\//);

  await page.getByLabel("Category", { exact: true }).selectOption("strategy");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully", { exact: true })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const inline = page.locator('article img[alt="margin chart"]');
  await expect(inline).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
  await expect(inline).toHaveAttribute("srcset", /\?w=480 480w, .*\?w=960 960w, .* 1000w$/);
  await expect(inline).toHaveAttribute("sizes", /768px/);
  await expect(inline).toHaveAttribute("width", "1000");
  await expect(inline).toHaveAttribute("height", "500");
  // The browser loaded it (a fitting size from srcset) from our server.
  await expect
    .poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await inline.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\//);
  const cover = page.getByRole("img", { name: "A cover in blue" });
  await expect(cover).toHaveAttribute("srcset", /\?w=480 480w/);
  await expect(cover).toHaveAttribute("width", "1000");
  const src = await inline.getAttribute("src");
  const resized = await page.request.get(`${src}?w=480`);
  expect(resized.headers()["content-type"]).toBe("image/png");
  expect(resized.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await sharp(await resized.body()).metadata()).width).toBe(480);
});
