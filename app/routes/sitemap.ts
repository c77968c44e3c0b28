import { buildSitemap } from "~/features/sitemap/sitemap.server";
import { env } from "~/utils/env.server";

/**
 * GET /sitemap.xml: every public page and every visible post, with absolute URLs from SITE_URL; past
 * 50,000 URLs a sitemap index of /sitemap.xml?part=N.
 */
export async function loader({ request }: { request: Request }) {
  const rawPart = new URL(request.url).searchParams.get("part");
  if (rawPart !== null && !/^[1-9]\d{0,5}$/.test(rawPart)) return notFound();
  let xml: string | null;
  try {
    xml = await buildSitemap(env().SITE_URL, rawPart === null ? undefined : Number(rawPart));
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
  if (xml === null) return notFound();
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

function notFound() {
  return new Response("No such sitemap.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
