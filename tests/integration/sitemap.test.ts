import { describe, expect, it } from "vitest";
import { db, getConnection, setDatabase } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { publicPages } from "~/content/public-pages";
import * as robots from "~/routes/robots";
import * as sitemap from "~/routes/sitemap";
import { env } from "~/utils/env.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";

setupTestDatabase();

const post = (slug: string, published: boolean) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: "An excerpt",
  content: "<p>Body</p>",
  category: "leadership",
  published,
  publishAt: published ? new Date(Date.now() - 60_000) : null,
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("GET /sitemap.xml", () => {
  it("lists every public page and only the published posts, with absolute URLs from SITE_URL", async () => {
    await db()
      .insert(blogPosts)
      .values([post("cash-is-king", true), post("secret-draft", false), post("a&b <review>", true)]);
    const res = await callRoute(sitemap, { path: "/sitemap.xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const origin = env().SITE_URL.replace(/\/+$/, "");
    const urls = locs(xml);
    for (const page of publicPages) expect(urls).toContain(origin + page.path);
    expect(urls).toContain(`${origin}/blog/cash-is-king`);
    // Special characters are escaped for the URL and for XML.
    expect(urls).toContain(`${origin}/blog/a%26b%20%3Creview%3E`);
    expect(xml).not.toContain("secret-draft");
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    // The pages, the two visible posts and the seeded masterclass's page (product.md §10.9).
    expect(urls).toContain(`${origin}/webinars/financial-acumen-masterclass-2025-01-15`);
    expect(xml.match(/<url>/g)).toHaveLength(publicPages.length + 3);
    expect(xml).toMatch(/<loc>[^<]+\/privacy-policy<\/loc>\n {4}<lastmod>2025-07-30<\/lastmod>/);
  });

  it("answers 503 with Retry-After, not a partial list, when the posts cannot be read", async () => {
    const conn = getConnection();
    setDatabase(undefined);
    try {
      const res = await callRoute(sitemap, { path: "/sitemap.xml" });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("120");
    } finally {
      setDatabase(conn);
    }
  });
});

describe("GET /robots.txt", () => {
  it("keeps crawlers out of /admin and /api and names the sitemap", async () => {
    const res = await callRoute(robots, { path: "/robots.txt" });
    const text = await res.text();
    expect(res.headers.get("content-type")).toContain("text/plain");
    const lines = text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain(`Sitemap: ${env().SITE_URL.replace(/\/+$/, "")}/sitemap.xml`);
  });
});
