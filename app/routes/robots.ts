import { env } from "~/utils/env.server";

/**
 * GET /robots.txt: keep crawlers out of the admin area, the JSON API and the per-visitor pages
 * (assessment results by link, unsubscribe); point them to the sitemap.
 */
export function loader() {
  const origin = env().SITE_URL.replace(/\/+$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "Disallow: /assessment/results/",
    "Disallow: /unsubscribe",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
