import { buildSitemap } from "~/services/sitemap.server";
import { env } from "~/utils/env.server";

/** GET /sitemap.xml: every public page and every published post, with absolute URLs from SITE_URL. */
export async function loader() {
  let xml: string;
  try {
    xml = await buildSitemap(env().SITE_URL);
  } catch (error) {
    // Without the database the post list is unknown; a partial sitemap would tell crawlers the posts
    // are gone, so ask them to come back instead.
    console.error("sitemap: could not list published posts", error);
    return new Response("Sitemap temporarily unavailable.\n", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "120",
        "Cache-Control": "no-store",
      },
    });
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
