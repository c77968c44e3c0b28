import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPostRevisions, blogPosts } from "~/db/schema";
import * as collection from "~/routes/api/blog-posts";
import * as one from "~/routes/api/admin/blog-posts.$id";
import * as adminList from "~/routes/api/admin/blog-posts";
import * as revisionsRoute from "~/routes/api/admin/blog-posts.$id.revisions";
import * as revisionRoute from "~/routes/api/admin/blog-posts.$id.revisions.$revisionId";
import * as restoreRoute from "~/routes/api/admin/blog-posts.$id.revisions.$revisionId.restore";
import * as publish from "~/routes/api/admin/blog-posts.$id.publish";
import * as listPage from "~/routes/blog";
import * as postPage from "~/routes/blog-post";
import * as rss from "~/routes/blog-rss";
import * as sitemap from "~/routes/sitemap";
import { blogPostSchema } from "~/features/blog/schema";
import { REVISIONS_KEPT } from "~/features/blog/revisions.server";
import { createPost, updatePost } from "~/features/blog/writes.server";
import { buildSitemap } from "~/features/sitemap/sitemap.server";
import { publicPages } from "~/content/public-pages";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { setupHttpApp } from "../setup/http-app";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();
// The whole server in production mode: pages go through the in-memory page cache.
const app = setupHttpApp();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

let n = 0;
const body = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    title: `Scheduled Thoughts ${n}`,
    slug: `scheduled-thoughts-${n}`,
    excerpt: "Plans for the quarter.",
    content: "<p>Cash, margins and timing.</p>",
    readTime: 4,
    category: "strategy",
    tags: ["planning"],
    published: true,
    ...over,
  };
};
type Post = typeof blogPosts.$inferSelect;
const admin = () => ({ cookie });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function createOk(over: Record<string, unknown> = {}): Promise<Post> {
  const res = await callRoute(collection, {
    method: "POST",
    path: "/api/blog-posts",
    body: body(over),
    headers: admin(),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Post;
}
const apiList = (query = "") => callRoute(collection, { path: `/api/blog-posts${query}` });
const slugsOf = async (res: Response) => ((await res.json()) as Post[]).map((p) => p.slug);
const listLoader = (query = "") => callRoute(listPage, { path: `/blog${query}` });
const rssText = async () => (await callRoute(rss, { path: "/blog/rss.xml" })).text();
const sitemapText = async () => (await callRoute(sitemap, { path: "/sitemap.xml" })).text();
const page = async (path: string) => {
  const res = await fetch(app.base + path);
  return { status: res.status, html: await res.text() };
};

describe("scheduled posts", () => {
  it("stays off every public surface until its second, then appears with no action, also through the page cache", async () => {
    // Warm the cache of /blog, and every route once (the test server compiles each on first use).
    await createOk({ title: "Already Out", slug: "already-out" });
    expect((await page("/blog")).html).toContain("Already Out");
    expect((await page("/blog")).html).toContain("Already Out");
    expect((await page("/blog/already-out")).status).toBe(200);
    expect((await page("/blog/no-such-post")).status).toBe(404);
    await Promise.all([apiList(), listLoader(), rssText(), sitemapText()]);

    // Two seconds ahead rather than one: the checks below must all run before it, on a busy machine.
    const at = new Date(Date.now() + 2_000);
    const scheduled = await createOk({
      title: "Tuesday Morning Note",
      slug: "tuesday-morning-note",
      publishAt: at.toISOString(),
    });
    expect(new Date(scheduled.publishAt!).getTime()).toBe(at.getTime());

    // Before its time: nowhere public, and the cached /blog renders without it.
    expect(await slugsOf(await apiList())).not.toContain("tuesday-morning-note");
    expect(await (await listLoader()).text()).not.toContain("tuesday-morning-note");
    expect(await rssText()).not.toContain("tuesday-morning-note");
    expect(await sitemapText()).not.toContain("tuesday-morning-note");
    expect((await callRoute(postPage, { path: "/blog/tuesday-morning-note" })).status).toBe(404);
    expect((await page("/blog")).html).not.toContain("Tuesday Morning Note");
    expect((await page("/blog")).html).not.toContain("Tuesday Morning Note");
    expect((await page("/blog/tuesday-morning-note")).status).toBe(404);
    // The admin sees it as scheduled.
    const scheduledList = await callRoute(adminList, {
      path: "/api/admin/blog-posts?status=scheduled",
      headers: admin(),
    });
    expect(await slugsOf(scheduledList)).toEqual(["tuesday-morning-note"]);

    expect(Date.now()).toBeLessThan(at.getTime()); // the checks above ran before its time
    await sleep(Math.max(0, at.getTime() - Date.now()) + 50);

    // After it: everywhere, the cached page included, with nobody having written anything.
    expect((await page("/blog")).html).toContain("Tuesday Morning Note");
    expect((await page("/blog/tuesday-morning-note")).status).toBe(200);
    expect(await slugsOf(await apiList())).toContain("tuesday-morning-note");
    expect(await rssText()).toContain("tuesday-morning-note");
    expect(await sitemapText()).toContain("tuesday-morning-note");
  }, 90_000); // the test server compiles each page on first use: slow on a busy machine

  it("reads a wall-clock time in the site's zone, refuses a non-time, and keeps a published post's date on later saves", async () => {
    const res = await callRoute(collection, {
      method: "POST",
      path: "/api/blog-posts",
      body: body({ publishAt: "next tuesday" }),
      headers: admin(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { publishAt: "Publish time must be a date and time" } });

    // America/Los_Angeles (the default SITE_TIME_ZONE) is UTC-8 in December.
    const later = await createOk({ publishAt: "2099-12-01T09:30" });
    expect(later.publishAt).toBe("2099-12-01T17:30:00.000Z");

    const now = await createOk();
    expect(Math.abs(new Date(now.publishAt!).getTime() - Date.now())).toBeLessThan(10_000);
    const saved = await callRoute(one, {
      method: "PUT",
      path: `/api/blog-posts/${now.id}`,
      body: body({ slug: now.slug, title: "Renamed" }),
      headers: admin(),
    });
    expect(((await saved.json()) as Post).publishAt).toBe(now.publishAt);

    // "Publish now" on a scheduled post publishes it now; the publish endpoint keeps product.md's shape.
    const put = await callRoute(one, {
      method: "PUT",
      path: `/api/blog-posts/${later.id}`,
      body: body({ slug: later.slug, publishAt: null }),
      headers: admin(),
    });
    expect(new Date(((await put.json()) as Post).publishAt!).getTime()).toBeLessThanOrEqual(Date.now());
    const draft = await createOk({ published: false });
    expect(draft.publishAt).toBeNull();
    const pub = await callRoute(publish, {
      method: "PATCH",
      path: `/api/blog-posts/${draft.id}/publish`,
      body: { published: true },
      headers: admin(),
    });
    expect(pub.status).toBe(200);
    expect(await slugsOf(await apiList())).toContain(draft.slug);
  });
});

describe("pages of posts", () => {
  const total = async () => Number((await apiList()).headers.get("x-total-count"));

  it("pages /api/blog-posts with X-Total-Count, and refuses bad page parameters with 400", async () => {
    for (let i = 0; i < 25; i++) await createPost(blogPostSchema.parse(body({ title: `Paged ${i}` })));
    const count = await total();
    expect(count).toBeGreaterThanOrEqual(25);
    const first = await apiList();
    expect(first.status).toBe(200);
    expect(((await first.json()) as Post[]).length).toBe(20);
    const small = await apiList("?page=2&pageSize=5");
    expect(small.headers.get("x-total-count")).toBe(String(count));
    const second = (await small.json()) as Post[];
    const firstTen = (await (await apiList("?pageSize=10")).json()) as Post[];
    expect(second.map((p) => p.id)).toEqual(firstTen.slice(5).map((p) => p.id));
    expect(await (await apiList(`?page=${count + 1}&pageSize=1`)).json()).toEqual([]);
    for (const bad of [
      "?page=0",
      "?page=-1",
      "?page=abc",
      "?page=1.5",
      "?pageSize=0",
      "?pageSize=101",
      "?pageSize=x",
    ]) {
      const res = await apiList(bad);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Invalid page/);
    }
    expect(((await (await apiList("?pageSize=100")).json()) as Post[]).length).toBe(Math.min(100, count));
  });

  it("shows 12 a page on /blog with links between pages, and 404 for a page that does not exist", async () => {
    const count = await total();
    const pages = Math.ceil(count / 12);
    const first = (await (await listLoader()).json()) as {
      posts: unknown[];
      matching: number;
      total: number;
      pageCount: number;
    };
    expect(first.posts).toHaveLength(12);
    expect(first).toMatchObject({ matching: count, total: count, pageCount: pages });
    const last = (await (await listLoader(`?page=${pages}`)).json()) as { posts: unknown[] };
    expect(last.posts.length).toBe(count - (pages - 1) * 12);
    for (const bad of ["?page=0", "?page=abc", `?page=${pages + 1}`, "?page=-2", "?page=1e3"])
      expect((await listLoader(bad)).status, bad).toBe(404);

    // Search and category are counted over every post, not only the page shown.
    const searched = (await (await listLoader("?q=paged%201")).json()) as {
      posts: unknown[];
      matching: number;
    };
    expect(searched.matching).toBe(11); // "Paged 1" and "Paged 10".."Paged 19"
    expect(searched.posts).toHaveLength(11);

    // The server's modules are Vite's copy, apart from this file's (tests/setup/http-app.ts): like
    // another instance, it reads the content version written here within a second (decision 0030).
    await expect.poll(async () => (await page("/blog?page=2")).status, { timeout: 5_000 }).toBe(200);
    const html = (await page("/blog?page=2")).html;
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog?page=2"/>');
    expect(html).toContain('<link rel="prev" href="http://localhost:3000/blog"/>');
    expect(html).toContain('<link rel="next" href="http://localhost:3000/blog?page=3"/>');
    expect(html).toMatch(/<a [^>]*rel="next"[^>]*href="\/blog\?page=3"/);
    expect((await page("/blog?page=999")).status).toBe(404);
    expect(await page("/blog").then((p) => p.html)).not.toContain('rel="prev"');
  });

  it("carries the latest 20 posts in RSS", async () => {
    const feed = await rssText();
    expect(feed.match(/<item>/g)).toHaveLength(20);
    const latest = ((await (await apiList("?pageSize=1")).json()) as Post[])[0];
    expect(feed).toContain(`/blog/${latest.slug}</link>`);
  });

  it("splits the sitemap into an index past its URL limit, each part within it", async () => {
    const origin = "https://example.com";
    const count = await total();
    const max = 10;
    const index = (await buildSitemap(origin, undefined, max))!;
    // The pages, the published webinar sessions' pages (the seeded masterclass: product.md §10.9)
    // and the posts.
    const statics = publicPages.length + 1;
    const parts = Math.ceil((statics + count) / max);
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(parts);
    expect(index).toContain(`<loc>${origin}/sitemap.xml?part=${parts}</loc>`);
    let urls = 0;
    for (let p = 1; p <= parts; p++) {
      const xml = (await buildSitemap(origin, p, max))!;
      const inPart = xml.match(/<url>/g)?.length ?? 0;
      expect(inPart).toBeLessThanOrEqual(max);
      urls += inPart;
    }
    expect(urls).toBe(statics + count);
    expect(await buildSitemap(origin, parts + 1, max)).toBeNull();
    // Under the limit (the real one): one file, and bad parts are 404.
    expect(await sitemapText()).toContain("<urlset");
    expect((await callRoute(sitemap, { path: "/sitemap.xml?part=2" })).status).toBe(404);
    expect((await callRoute(sitemap, { path: "/sitemap.xml?part=abc" })).status).toBe(404);
    expect((await callRoute(sitemap, { path: "/sitemap.xml?part=1" })).status).toBe(200);
  });

  it("pages and searches the admin list on the server, with X-Total-Count", async () => {
    const res = await callRoute(adminList, {
      path: "/api/admin/blog-posts?pageSize=7&page=2",
      headers: admin(),
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(7);
    expect(rows[0]).not.toHaveProperty("content");
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThan(25);
    const found = await callRoute(adminList, {
      path: "/api/admin/blog-posts?q=PAGED%2012",
      headers: admin(),
    });
    expect(found.headers.get("x-total-count")).toBe("1");
    expect(((await found.json()) as Post[])[0].title).toBe("Paged 12");
    const drafts = await callRoute(adminList, {
      path: "/api/admin/blog-posts?status=draft",
      headers: admin(),
    });
    expect(((await drafts.json()) as Post[]).every((p) => !p.published)).toBe(true);
    for (const bad of ["?page=0", "?pageSize=101", "?status=gone", "?category=nope", "?page=x"])
      expect(
        (await callRoute(adminList, { path: `/api/admin/blog-posts${bad}`, headers: admin() })).status,
        bad,
      ).toBe(400);
    // A search with LIKE's special characters matches them literally.
    const literal = await callRoute(adminList, { path: "/api/admin/blog-posts?q=%25", headers: admin() });
    expect(literal.headers.get("x-total-count")).toBe("0");
  });
});

describe("revisions", () => {
  const revisionsOf = (id: number, headers: Record<string, string> = admin()) =>
    callRoute(revisionsRoute, { path: `/api/admin/blog-posts/${id}/revisions`, headers });
  const put = (post: Post, over: Record<string, unknown>) =>
    callRoute(one, {
      method: "PUT",
      path: `/api/blog-posts/${post.id}`,
      body: { ...body({ slug: post.slug, title: post.title }), ...over },
      headers: admin(),
    });

  it("keeps the previous version on every save, lists it, shows it and restores it as a new save", async () => {
    const post = await createOk({ title: "Version One", content: "<p>First words.</p>" });
    expect(await (await revisionsOf(post.id)).json()).toEqual([]);
    expect((await put(post, { title: "Version Two", content: "<p>Second words.</p>" })).status).toBe(200);
    expect((await put(post, { title: "Version Three", content: "<p>Third words.</p>" })).status).toBe(200);
    // A save that changes no text keeps no revision.
    expect((await put(post, { title: "Version Three", content: "<p>Third words.</p>" })).status).toBe(200);

    const list = (await (await revisionsOf(post.id)).json()) as Array<{
      id: number;
      title: string;
      savedBy: string | null;
      savedAt: string;
    }>;
    expect(list.map((r) => r.title)).toEqual(["Version Two", "Version One"]);
    expect(list[0].savedBy).toBe("admin@example.com");
    expect(list[0]).not.toHaveProperty("content");

    const shown = await callRoute(revisionRoute, {
      path: `/api/admin/blog-posts/${post.id}/revisions/${list[1].id}`,
      headers: admin(),
    });
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      title: "Version One",
      content: "<p>First words.</p>",
      tags: ["planning"],
    });

    const restored = await callRoute(restoreRoute, {
      method: "POST",
      path: `/api/admin/blog-posts/${post.id}/revisions/${list[1].id}/restore`,
      headers: admin(),
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      title: "Version One",
      content: "<p>First words.</p>",
      published: true,
    });
    const after = (await (await revisionsOf(post.id)).json()) as Array<{ title: string }>;
    // The restore is undoable: the version it replaced is the newest revision.
    expect(after.map((r) => r.title)).toEqual(["Version Three", "Version Two", "Version One"]);
    const current = await callRoute(one, { path: `/api/admin/blog-posts/${post.id}`, headers: admin() });
    expect(await current.json()).toMatchObject({ title: "Version One" });
  });

  it("keeps the last 50 per post", async () => {
    const created = await createPost(blogPostSchema.parse(body()));
    if (!("post" in created)) throw new Error("create failed");
    const post = created.post;
    for (let i = 1; i <= REVISIONS_KEPT + 5; i++)
      await updatePost(post.id, blogPostSchema.parse({ ...body({ slug: post.slug }), title: `Edit ${i}` }));
    const rows = await db()
      .select({ title: blogPostRevisions.title })
      .from(blogPostRevisions)
      .where(eq(blogPostRevisions.postId, post.id));
    expect(rows).toHaveLength(REVISIONS_KEPT);
    const list = (await (await revisionsOf(post.id)).json()) as Array<{ title: string }>;
    expect(list[0].title).toBe(`Edit ${REVISIONS_KEPT + 4}`);
    expect(list.at(-1)!.title).toBe("Edit 5");
  });

  it("answers 401 without a session and 404 for unknown posts and revisions", async () => {
    const post = await createOk();
    await put(post, { title: "Changed" });
    const [rev] = (await (await revisionsOf(post.id)).json()) as Array<{ id: number }>;
    const anonymous: Array<Record<string, string>> = [{}, { cookie: "admin_session=forged" }];
    for (const headers of anonymous) {
      expect((await revisionsOf(post.id, headers)).status).toBe(401);
      expect(
        (
          await callRoute(revisionRoute, {
            path: `/api/admin/blog-posts/${post.id}/revisions/${rev.id}`,
            headers,
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await callRoute(restoreRoute, {
            method: "POST",
            path: `/api/admin/blog-posts/${post.id}/revisions/${rev.id}/restore`,
            headers,
          })
        ).status,
      ).toBe(401);
      expect((await callRoute(one, { path: `/api/admin/blog-posts/${post.id}`, headers })).status).toBe(401);
    }
    expect((await revisionsOf(999_999)).status).toBe(404);
    expect(
      (
        await callRoute(revisionRoute, {
          path: `/api/admin/blog-posts/${post.id}/revisions/999999`,
          headers: admin(),
        })
      ).status,
    ).toBe(404);
    // A revision of another post is not this post's.
    const other = await createOk();
    expect(
      (
        await callRoute(revisionRoute, {
          path: `/api/admin/blog-posts/${other.id}/revisions/${rev.id}`,
          headers: admin(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(restoreRoute, {
          method: "POST",
          path: `/api/admin/blog-posts/${other.id}/revisions/${rev.id}/restore`,
          headers: admin(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(restoreRoute, {
          path: `/api/admin/blog-posts/${post.id}/revisions/${rev.id}/restore`,
          headers: admin(),
        })
      ).status,
    ).toBe(405);
    expect((await callRoute(one, { path: "/api/admin/blog-posts/abc", headers: admin() })).status).toBe(404);
  });
});
