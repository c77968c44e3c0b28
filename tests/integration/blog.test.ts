import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, blogSlugRedirects } from "~/db/schema";
import { MAX_DATA_IMAGE_BYTES } from "~/utils/data-image";
import * as collection from "~/routes/api/blog-posts";
import * as one from "~/routes/api/admin/blog-posts.$id";
import * as publish from "~/routes/api/admin/blog-posts.$id.publish";
import * as adminList from "~/routes/api/admin/blog-posts";
import * as listPage from "~/routes/blog";
import * as postPage from "~/routes/blog-post";
import * as rss from "~/routes/blog-rss";
import * as sitemap from "~/routes/sitemap";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

let n = 0;
/** A valid post with a slug of its own. */
const valid = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    title: `Cash Flow Basics ${n}`,
    slug: `cash-flow-basics-${n}`,
    excerpt: "Why profit is not cash, and what to watch instead.",
    content: "<h2>Profit is not cash</h2><p>Receivables, inventory and <strong>timing</strong>.</p>",
    readTime: 6,
    category: "financial-intelligence",
    tags: ["cash", "working capital"],
    imageUrl: "https://images.example.com/cash.jpg",
    altText: "A ledger",
    seoTitle: "",
    seoDescription: "",
    published: true,
    ...over,
  };
};

type Post = typeof blogPosts.$inferSelect;
const admin = () => ({ cookie });
const create = (body: unknown, headers: Record<string, string> = admin()) =>
  callRoute(collection, { method: "POST", path: "/api/blog-posts", body, headers });
const update = (id: number | string, body: unknown, headers: Record<string, string> = admin()) =>
  callRoute(one, { method: "PUT", path: `/api/blog-posts/${id}`, body, headers });
const remove = (id: number | string, headers: Record<string, string> = admin()) =>
  callRoute(one, { method: "DELETE", path: `/api/blog-posts/${id}`, headers });
const setPublished = (id: number | string, body: unknown, headers: Record<string, string> = admin()) =>
  callRoute(publish, {
    method: "PATCH",
    path: `/api/blog-posts/${id}/publish`,
    body,
    headers,
  });
const publicApi = async () =>
  (await (await callRoute(collection, { path: "/api/blog-posts" })).json()) as Post[];
const listLoader = async (query = "") =>
  (await (await callRoute(listPage, { path: `/blog${query}` })).json()) as {
    posts: Array<{ slug: string; title: string }>;
    total: number;
    categories: string[];
    q: string;
    category: string;
  };
const postLoader = (slug: string) => callRoute(postPage, { path: `/blog/${slug}` });
const sitemapText = async () => (await callRoute(sitemap, { path: "/sitemap.xml" })).text();
const rssText = async () => (await callRoute(rss, { path: "/blog/rss.xml" })).text();
const stored = async (id: number) => (await db().select().from(blogPosts).where(eq(blogPosts.id, id)))[0];
const count = async () => (await db().select({ id: blogPosts.id }).from(blogPosts)).length;

async function createOk(over: Record<string, unknown> = {}) {
  const res = await create(valid(over));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Post;
}

describe("blog API: admin only writes", () => {
  it("refuses every write and the admin list without a session (401) and changes nothing", async () => {
    const post = await createOk();
    const before = await count();
    const noSession = {};
    const forged = { cookie: "admin_session=forged-token" };
    for (const headers of [noSession, forged]) {
      expect((await create(valid(), headers)).status).toBe(401);
      expect((await update(post.id, valid(), headers)).status).toBe(401);
      expect((await remove(post.id, headers)).status).toBe(401);
      expect((await setPublished(post.id, { published: false }, headers)).status).toBe(401);
      expect((await callRoute(adminList, { path: "/api/admin/blog-posts", headers })).status).toBe(401);
    }
    expect(await count()).toBe(before);
    expect((await stored(post.id)).published).toBe(true);
  });

  it("creates, reads, updates, publishes and deletes a post", async () => {
    const post = await createOk({
      title: "Board Confidence",
      slug: "board-confidence",
      tags: [" board ", "board", "", "CFO"],
    });
    expect(post).toMatchObject({
      title: "Board Confidence",
      slug: "board-confidence",
      tags: ["board", "CFO"],
      readTime: 6,
    });
    expect(post.seoTitle).toBeNull();

    const adminRes = await callRoute(adminList, { path: "/api/admin/blog-posts", headers: admin() });
    expect(adminRes.status).toBe(200);
    expect(((await adminRes.json()) as Post[]).map((p) => p.slug)).toContain("board-confidence");

    const upd = await update(
      post.id,
      valid({ title: "Board Confidence, Revised", slug: "board-confidence", imageUrl: "", readTime: "9" }),
    );
    expect(upd.status).toBe(200);
    expect(await upd.json()).toMatchObject({
      title: "Board Confidence, Revised",
      imageUrl: null,
      readTime: 9,
    });

    const pub = await setPublished(post.id, { published: false });
    expect(pub.status).toBe(200);
    expect((await stored(post.id)).published).toBe(false);
    expect((await setPublished(post.id, { published: true })).status).toBe(200);
    expect((await stored(post.id)).published).toBe(true);

    const del = await remove(post.id);
    expect(del.status).toBe(200);
    expect(await stored(post.id)).toBeUndefined();
  });

  it("answers 409 with a clear message for a slug already taken, on create and on update", async () => {
    const a = await createOk({ slug: "taken-slug" });
    const before = await count();
    const dup = await create(valid({ slug: "taken-slug" }));
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({
      error: "A post with this slug already exists.",
      fields: { slug: expect.any(String) },
    });
    expect(await count()).toBe(before);

    const b = await createOk();
    const clash = await update(b.id, valid({ slug: "taken-slug" }));
    expect(clash.status).toBe(409);
    expect((await stored(b.id)).slug).toBe(b.slug);
    expect((await stored(a.id)).slug).toBe("taken-slug");
  });

  it("answers 404 for unknown or malformed ids", async () => {
    for (const id of ["999999", "0", "abc", "99999999999999"]) {
      expect((await update(id, valid())).status, `PUT ${id}`).toBe(404);
      expect((await remove(id)).status, `DELETE ${id}`).toBe(404);
      expect((await setPublished(id, { published: true })).status, `PATCH ${id}`).toBe(404);
    }
  });

  it("refuses invalid input with 400 naming each field, and stores nothing", async () => {
    const before = await count();
    const res = await create(
      valid({
        title: "",
        slug: "Not A Slug",
        readTime: "abc",
        category: "finance",
        seoTitle: "x".repeat(61),
      }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields).sort()).toEqual(["category", "readTime", "seoTitle", "slug", "title"]);
    expect((await setPublished(1, { published: "yes" })).status).toBe(400);
    expect((await create("not json", { ...admin(), "content-type": "text/plain" })).status).toBe(415);
    expect(await count()).toBe(before);
  });

  it("answers other methods with 405", async () => {
    expect(
      (await callRoute(collection, { method: "DELETE", path: "/api/blog-posts", headers: admin() })).status,
    ).toBe(405);
    // GET /api/blog-posts/{id} is the editor's read since it became /api/admin/blog-posts/{id}'s alias.
    expect(
      (await callRoute(one, { method: "POST", path: "/api/blog-posts/1", body: {}, headers: admin() }))
        .status,
    ).toBe(405);
    expect(
      (
        await callRoute(publish, {
          method: "PUT",
          path: "/api/blog-posts/1/publish",
          body: {},
          headers: admin(),
        })
      ).status,
    ).toBe(405);
  });
});

describe("blog HTML is sanitized on every write", () => {
  it.each([
    ["a script tag", "<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    [
      "an onerror= handler",
      "<p>ok</p><img src=x onerror=alert(1)>",
      '<p>ok</p><img loading="lazy" src="x" alt="" />',
    ],
    ["a javascript: link", '<p><a href="javascript:alert(1)">click</a></p>', "<p><a>click</a></p>"],
    ["an iframe", '<p>ok</p><iframe src="https://evil.example/"></iframe>', "<p>ok</p>"],
    [
      "an svg data image",
      '<p>ok</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
      "<p>ok</p>",
    ],
  ])("stores %s clean, on create and on update", async (_name, content, expected) => {
    const post = await createOk({ content });
    expect((await stored(post.id)).content).toBe(expected);
    const again = await update(post.id, valid({ slug: post.slug, content: `<h2>t</h2>${content}` }));
    expect(again.status).toBe(200);
    expect((await stored(post.id)).content).toBe(`<h2>t</h2>${expected}`);
  });

  it("refuses an oversized inserted data image with a 400 naming content", async () => {
    const before = await count();
    const big = "A".repeat(Math.ceil(((MAX_DATA_IMAGE_BYTES + 4096) * 4) / 3 / 4) * 4);
    const res = await create(valid({ content: `<p>x</p><img src="data:image/png;base64,${big}">` }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields.content).toMatch(/at most 1.5 MB/);
    expect(await count()).toBe(before);
  });
});

describe("public blog", () => {
  it("keeps an unpublished post out of the API, the list, RSS and the sitemap, and answers 404 at its URL", async () => {
    const draft = await createOk({
      title: "Secret Draft Zebra",
      slug: "secret-draft-zebra",
      published: false,
    });
    const live = await createOk({ title: "Live Post Yak", slug: "live-post-yak" });

    expect((await publicApi()).map((p) => p.slug)).toEqual(expect.arrayContaining(["live-post-yak"]));
    expect((await publicApi()).some((p) => p.slug === draft.slug || p.published === false)).toBe(false);
    const list = await listLoader();
    expect(list.posts.map((p) => p.slug)).toContain("live-post-yak");
    expect(list.posts.map((p) => p.slug)).not.toContain("secret-draft-zebra");
    const feed = await rssText();
    expect(feed).toContain("<link>http://localhost:3000/blog/live-post-yak</link>");
    expect(feed).not.toContain("secret-draft-zebra");
    const map = await sitemapText();
    expect(map).toContain("http://localhost:3000/blog/live-post-yak");
    expect(map).not.toContain("secret-draft-zebra");

    const res = await postLoader("secret-draft-zebra");
    expect(res.status).toBe(404);
    expect((await postLoader("no-such-post")).status).toBe(404);
    const ok = await postLoader("live-post-yak");
    expect(ok.status).toBe(200);
    expect((await ok.json()).post).toMatchObject({ id: live.id, title: "Live Post Yak" });

    // Unpublishing a live post takes it off every public surface.
    await setPublished(live.id, { published: false });
    expect((await publicApi()).map((p) => p.slug)).not.toContain("live-post-yak");
    expect((await listLoader()).posts.map((p) => p.slug)).not.toContain("live-post-yak");
    expect(await rssText()).not.toContain("live-post-yak");
    expect(await sitemapText()).not.toContain("live-post-yak");
    expect((await postLoader("live-post-yak")).status).toBe(404);
  });

  it("redirects a renamed slug with a 301 to the new one, also after a second rename", async () => {
    const post = await createOk({ slug: "old-name" });
    expect((await update(post.id, valid({ slug: "new-name" }))).status).toBe(200);
    const moved = await postLoader("old-name");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/new-name");
    expect((await postLoader("new-name")).status).toBe(200);

    expect((await update(post.id, valid({ slug: "newest-name" }))).status).toBe(200);
    for (const old of ["old-name", "new-name"]) {
      const res = await postLoader(old);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/blog/newest-name");
    }
    // A redirect to a draft would reveal it: old slugs of an unpublished post answer 404.
    await setPublished(post.id, { published: false });
    expect((await postLoader("old-name")).status).toBe(404);
    await setPublished(post.id, { published: true });

    // A new post may take an old slug: the post wins and the redirect is gone.
    await createOk({ slug: "old-name", title: "Another post" });
    expect((await postLoader("old-name")).status).toBe(200);
    expect(
      await db().select().from(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, "old-name")),
    ).toEqual([]);
  });

  it("searches title, excerpt and visible content case-insensitively, and filters by category", async () => {
    await createOk({
      title: "Quokka Budgeting",
      slug: "quokka",
      category: "leadership",
      excerpt: "Plain.",
      content: "<p>Nothing</p>",
    });
    await createOk({
      title: "Plain title",
      slug: "in-excerpt",
      category: "strategy",
      excerpt: "About the QUOKKA method.",
      content: "<p>x</p>",
    });
    await createOk({
      title: "Another",
      slug: "in-content",
      category: "training",
      excerpt: "Plain.",
      content: "<p>The <strong>quo</strong>kka rule &amp; more</p>",
    });
    await createOk({
      title: "Markup only",
      slug: "in-markup",
      category: "training",
      excerpt: "Plain.",
      content: '<p><a href="https://quokka.example">link</a></p>',
    });

    const all = await listLoader("?q=quokka");
    expect(all.posts.map((p) => p.slug).sort()).toEqual(["in-content", "in-excerpt", "quokka"]);
    expect(all.total).toBeGreaterThan(3);
    expect((await listLoader("?q=rule%20%26%20more")).posts.map((p) => p.slug)).toEqual(["in-content"]);
    expect((await listLoader("?q=quokka&category=strategy")).posts.map((p) => p.slug)).toEqual([
      "in-excerpt",
    ]);
    expect((await listLoader("?category=leadership")).posts.every((p) => p.slug !== "in-content")).toBe(true);
    // An unknown category is ignored rather than matching nothing.
    expect((await listLoader("?q=quokka&category=bogus")).category).toBe("");
    expect((await listLoader("?q=no-such-words-anywhere")).posts).toEqual([]);
    // The filter offers the categories published posts have.
    expect((await listLoader()).categories).toEqual(
      expect.arrayContaining(["financial-intelligence", "leadership", "strategy", "training"]),
    );
  });

  it("escapes titles in RSS and uses absolute links", async () => {
    await createOk({ title: 'P&L <basics> "quoted"', slug: "pl-basics-rss" });
    const feed = await rssText();
    expect(feed).toContain("<title>P&amp;L &lt;basics&gt; &quot;quoted&quot;</title>");
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain('<atom:link href="http://localhost:3000/blog/rss.xml"');
  });
});
