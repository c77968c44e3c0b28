import { site } from "~/content/site";
import { blogCopy, categoryLabel } from "~/content/blog";
import { latestPublished } from "~/features/blog/posts.server";
import { env } from "~/utils/env.server";
import { escapeXml } from "~/utils/xml";

/** How many of the latest posts the feed carries (readers fetch it often; it stays small). */
export const RSS_ITEMS = 20;

/** GET /blog/rss.xml: RSS 2.0 of the latest public posts, with absolute links (never their content). */
export async function loader() {
  const origin = env().SITE_URL.replace(/\/+$/, "");
  const posts = await latestPublished(RSS_ITEMS);
  const items = posts.map((post) => {
    const url = `${origin}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${(post.publishAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(categoryLabel(post.category))}</category>`,
      `      <dc:creator>${escapeXml(site.guide.name)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts.reduce((d, p) => Math.max(d, p.updatedAt.getTime()), 0);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(blogCopy.listIntro)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(lastBuild ? [`    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
