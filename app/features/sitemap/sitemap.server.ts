import { asc, count } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { LEGAL_LAST_UPDATED } from "~/content/legal";
import { publicPages } from "~/content/public-pages";
import { visibleAt } from "~/features/blog/posts.server";
import { publishedEventPages } from "~/features/events/events.server";
import { escapeXml } from "~/utils/xml";

export type SitemapEntry = { path: string; lastmod?: string; changefreq?: string; priority?: number };

/** Visible posts only: a draft or a post scheduled for later must never reach a search engine. */
async function visiblePostEntries(
  range: { offset: number; limit: number },
  now: Date,
): Promise<SitemapEntry[]> {
  if (range.limit <= 0) return [];
  // Slugs and dates only, one part at a time: never every post's content.
  const rows = await db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(visibleAt(now))
    .orderBy(asc(blogPosts.id))
    .limit(range.limit)
    .offset(range.offset);
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

/** Every published webinar session's page (product.md §10.9): few, so they travel with the static pages. */
async function eventPageEntries(): Promise<SitemapEntry[]> {
  return (await publishedEventPages()).map((e) => ({
    path: href("/webinars/:slug", { slug: e.slug }),
    lastmod: e.updatedAt.toISOString().slice(0, 10),
    changefreq: "weekly",
    priority: 0.5,
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

/** The sitemaps.org limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * /sitemap.xml: every public page and visible post in one file while they fit in `max` URLs; past
 * that, a sitemap index naming /sitemap.xml?part=1..N, each part `max` URLs (the static pages
 * first, then posts in the order they were created, so a part's content moves little). null for a
 * part that does not exist.
 */
export async function buildSitemap(
  origin: string,
  part?: number,
  max = SITEMAP_MAX_URLS,
  now = new Date(),
): Promise<string | null> {
  const statics = [...staticPageEntries(), ...(await eventPageEntries())];
  const [{ posts }] = await db().select({ posts: count() }).from(blogPosts).where(visibleAt(now));
  const total = statics.length + posts;
  const parts = Math.max(1, Math.ceil(total / max));
  if (part === undefined && parts > 1) return sitemapIndexXml(origin, parts);
  const n = part ?? 1;
  if (n > parts) return null;
  const start = (n - 1) * max;
  const end = Math.min(total, start + max);
  const staticPart = statics.slice(start, end);
  const postOffset = Math.max(0, start - statics.length);
  const postEntries = await visiblePostEntries(
    { offset: postOffset, limit: end - Math.max(start, statics.length) },
    now,
  );
  return sitemapXml(origin, [...staticPart, ...postEntries]);
}

function sitemapIndexXml(origin: string, parts: number): string {
  const base = origin.replace(/\/+$/, "");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from({ length: parts }, (_, i) =>
      [
        "  <sitemap>",
        `    <loc>${escapeXml(`${base}/sitemap.xml?part=${i + 1}`)}</loc>`,
        "  </sitemap>",
      ].join("\n"),
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}
