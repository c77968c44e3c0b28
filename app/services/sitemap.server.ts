import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { LEGAL_LAST_UPDATED } from "~/content/legal";
import { publicPages } from "~/content/public-pages";
import { escapeXml } from "~/utils/xml";

export type SitemapEntry = { path: string; lastmod?: string; changefreq?: string; priority?: number };

/** Published posts only: a draft must never reach a search engine. */
export async function publishedPostEntries(): Promise<SitemapEntry[]> {
  const rows = await db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.updatedAt));
  return rows.map((r) => ({
    path: `/blog/${encodeURIComponent(r.slug)}`,
    lastmod: r.updatedAt.toISOString().slice(0, 10),
    changefreq: "monthly",
    priority: 0.6,
  }));
}

export function staticPageEntries(): SitemapEntry[] {
  const legal = new Set(["/privacy-policy", "/terms-of-service"]);
  return publicPages.map((p) => ({
    path: p.path,
    changefreq: p.changefreq,
    priority: p.priority,
    ...(legal.has(p.path) ? { lastmod: LEGAL_LAST_UPDATED.iso } : {}),
  }));
}

/** The sitemaps.org XML for the given entries, with absolute URLs on `origin`. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(base + e.path)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${e.lastmod}</lastmod>`] : []),
      ...(e.changefreq ? [`    <changefreq>${e.changefreq}</changefreq>`] : []),
      ...(e.priority !== undefined ? [`    <priority>${e.priority.toFixed(1)}</priority>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function buildSitemap(origin: string): Promise<string> {
  return sitemapXml(origin, [...staticPageEntries(), ...(await publishedPostEntries())]);
}
