import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, media } from "~/db/schema";
import * as upload from "~/routes/api/admin/media";
import * as served from "~/routes/media";
import { moveDataImagesToMedia } from "~/services/media.server";
import { MAX_MEDIA_BYTES } from "~/utils/media";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { setupHttpApp } from "../setup/http-app";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();
const http = setupHttpApp();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

/** A picture with detail (a gradient), so resizing and re-encoding are visible in its pixels. */
async function picture(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = x % 256;
      raw[i + 1] = y % 256;
      raw[i + 2] = (x + y) % 256;
    }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

const form = (bytes: Buffer | string, name: string, type: string) => {
  const body = new FormData();
  body.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  return body;
};
const send = (body: FormData | string, headers: Record<string, string> = { cookie }) =>
  callRoute(upload, { method: "POST", path: "/api/admin/media", body, headers });
const get = (path: string, headers: Record<string, string> = {}) => callRoute(served, { path, headers });
const mediaCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
  )[0].n;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"></svg>';

describe("POST /api/admin/media", () => {
  it("answers 401 without an admin session and stores nothing", async () => {
    const before = await mediaCount();
    const res = await send(form(await picture(20, 10), "a.png", "image/png"), {});
    expect(res.status).toBe(401);
    expect(await mediaCount()).toBe(before);
  });

  it.each([
    ["a text file", () => form("just some words, not an image at all", "notes.txt", "text/plain"), 415],
    ["a text file named .png", () => form("just some words, not an image at all", "a.png", "image/png"), 415],
    ["an SVG", () => form(SVG, "logo.svg", "image/svg+xml"), 415],
    ["an SVG renamed .png", () => form(SVG, "logo.png", "image/png"), 415],
    [
      "a truncated PNG",
      () => form(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "a.png", "image/png"),
      415,
    ],
    [
      "a file over 10 MB",
      () =>
        form(
          Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(MAX_MEDIA_BYTES)]),
          "big.png",
          "image/png",
        ),
      413,
    ],
    ["an empty file", () => form(Buffer.alloc(0), "a.png", "image/png"), 400],
    ["a form without a file", () => new FormData(), 400],
  ])("refuses %s with a JSON error and stores nothing", async (_name, body, status) => {
    const before = await mediaCount();
    const res = await send(body());
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect((await res.json()).error).toMatch(/\S/);
    expect(await mediaCount()).toBe(before);
  });

  it("refuses a body that is not multipart with 415", async () => {
    const res = await send(JSON.stringify({ file: "x" }), { cookie, "content-type": "application/json" });
    expect(res.status).toBe(415);
  });

  it("stores a PNG once (deduplicated by content) and answers its URL and size", async () => {
    const png = await picture(1600, 900);
    const res = await send(form(png, "chart.gif", "image/gif")); // the name and type are not believed
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; width: number; height: number };
    expect(body).toEqual({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
      width: 1600,
      height: 900,
    });
    const before = await mediaCount();
    const again = await send(form(png, "other.png", "image/png"));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { url: string }).url).toBe(body.url);
    expect(await mediaCount()).toBe(before);
  });

  it("removes a photo's EXIF metadata (a GPS position, for one) and keeps other files as sent", async () => {
    const jpeg = await sharp(await picture(300, 200, "jpeg"))
      .withExif({
        IFD0: { Copyright: "Someone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await send(form(jpeg, "photo.jpg", "image/jpeg"));
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/\.jpg$/);
    const file = Buffer.from(await (await get(url)).arrayBuffer());
    expect((await sharp(file).metadata()).exif).toBeUndefined();
  });
});

describe("GET /media/{file}", () => {
  let url: string;
  let png: Buffer;
  beforeAll(async () => {
    png = await picture(2000, 1000);
    url = ((await (await send(form(png, "wide.png", "image/png"))).json()) as { url: string }).url;
  });

  it("serves the file as stored, immutable, with its type, an ETag and nosniff", async () => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const notModified = await get(url, { "if-none-match": etag! });
    expect(notModified.status).toBe(304);
  });

  it("resizes to each fixed width, and never enlarges", async () => {
    for (const w of [480, 960, 1440]) {
      const res = await get(`${url}?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("etag")).toMatch(new RegExp(`-${w}"$`));
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([w, w / 2]);
    }
    const small = (
      (await (await send(form(await picture(400, 300), "s.png", "image/png"))).json()) as { url: string }
    ).url;
    const res = await get(`${small}?w=960`);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(400);
  });

  it("answers 400 for another width and 404 for an unknown file or a wrong extension", async () => {
    expect((await get(`${url}?w=500`)).status).toBe(400);
    expect((await get(`${url}?w=abc`)).status).toBe(400);
    expect((await get(`/media/${"0".repeat(64)}.png`)).status).toBe(404);
    expect((await get(url.replace(/\.png$/, ".jpg"))).status).toBe(404);
    expect((await get("/media/not-a-hash.png")).status).toBe(404);
  });
});

describe("through the HTTP edge", () => {
  it("refuses an upload body over the limit with a 413 JSON answer", async () => {
    const res = await fetch(`${http.base}/api/admin/media`, {
      method: "POST",
      headers: { cookie },
      body: form(Buffer.alloc(12 * 1024 * 1024, 1), "big.png", "image/png"),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
  });

  it("moves a post's data-URL images to files, and the page shows the same image from a file with srcset", async () => {
    const png = await picture(1200, 600);
    const dataUrl = `data:image/png;base64,${png.toString("base64")}`;
    const [post] = await db()
      .insert(blogPosts)
      .values({
        title: "Old Post With Inline Images",
        slug: "old-post-inline-images",
        excerpt: "Written before images were files.",
        content: `<p>Before</p><img loading="lazy" src="${dataUrl}" alt="A gradient" /><p>After</p>`,
        category: "strategy",
        imageUrl: dataUrl,
        altText: "Featured gradient",
      })
      .returning();

    expect(await moveDataImagesToMedia()).toBe(1);
    expect(await moveDataImagesToMedia()).toBe(0); // idempotent
    const [after] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(after.content).not.toContain("data:");
    expect(after.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(after.updatedAt.getTime()).toBe(post.updatedAt.getTime());

    const html = await (await fetch(`${http.base}/blog/${post.slug}`)).text();
    expect(html).not.toContain("data:image");
    const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    const inContent = imgs.find((tag) => tag.includes('alt="A gradient"'))!;
    const featured = imgs.find((tag) => tag.includes('alt="Featured gradient"'))!;
    for (const tag of [inContent, featured]) {
      expect(tag).toContain(`src="${after.imageUrl}"`);
      expect(tag).toMatch(/width="1200"/);
      expect(tag).toMatch(/height="600"/);
      expect(tag).toMatch(/srcset="[^"]*\?w=480 480w, [^"]*\?w=960 960w, [^"]* 1200w"/i);
      expect(tag).toMatch(/sizes="/);
    }
    const res = await fetch(`${http.base}${after.imageUrl}`);
    expect(res.status).toBe(200);
    const served = Buffer.from(await res.arrayBuffer());
    const [a, b] = await Promise.all(
      [served, png].map((buf) => sharp(buf).raw().toBuffer({ resolveWithObject: true })),
    );
    expect([a.info.width, a.info.height]).toEqual([1200, 600]);
    expect(a.data.equals(b.data)).toBe(true);
  });

  it("moves a data-URL image sent by an API client on save, so no post keeps one", async () => {
    const png = await picture(64, 32);
    const res = await fetch(`${http.base}/api/blog-posts`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Posted With Inline Image",
        slug: "posted-with-inline-image",
        excerpt: "An API client still sends data URLs.",
        content: `<p>x</p><img src="data:image/png;base64,${png.toString("base64")}" alt="small">`,
        readTime: 3,
        category: "strategy",
        tags: [],
        published: true,
      }),
    });
    expect(res.status).toBe(201);
    const { content } = (await res.json()) as { content: string };
    expect(content).toMatch(
      /<img loading="lazy" src="\/media\/[0-9a-f]{64}\.png" alt="small" width="64" height="32" \/>/,
    );
  });
});
