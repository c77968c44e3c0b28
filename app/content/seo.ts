import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

type JsonLd = Record<string, unknown>;

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/about": canonical and og:url are made absolute with the site origin. */
  path: string;
  /** Overrides the site origin (see siteOrigin) when a loader knows better. */
  origin?: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  jsonLd?: JsonLd | JsonLd[];
  noindex?: boolean;
};

/** The same default as SITE_URL in app/utils/env.server.ts. */
const ENV_DEFAULT_ORIGIN = "http://localhost:3000";

/**
 * The origin for canonical and Open Graph URLs. `meta` runs on the server and in the browser and has
 * no request, so: on the server, SITE_URL (read directly because this module is shared with the
 * browser and cannot import env.server.ts); in the browser, the page's own origin, which is SITE_URL
 * wherever the site is served.
 */
export function siteOrigin(): string {
  if (typeof window !== "undefined") return window.location.origin;
  const configured = typeof process === "undefined" ? undefined : process.env.SITE_URL;
  try {
    return new URL(configured || ENV_DEFAULT_ORIGIN).origin;
  } catch {
    return ENV_DEFAULT_ORIGIN;
  }
}

export function absoluteUrl(path: string, origin = siteOrigin()): string {
  return new URL(path, origin).toString();
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta(p: PageMeta): MetaDescriptor[] {
  const origin = p.origin ?? siteOrigin();
  const url = absoluteUrl(p.path, origin);
  const image = p.image ? absoluteUrl(p.image, origin) : undefined;
  const tags: MetaDescriptor[] = [
    { title: p.title },
    { name: "description", content: p.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:type", content: p.type ?? "website" },
    { property: "og:title", content: p.title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: p.title },
    { name: "twitter:description", content: p.description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (p.imageAlt)
      tags.push(
        { property: "og:image:alt", content: p.imageAlt },
        { name: "twitter:image:alt", content: p.imageAlt },
      );
  }
  if (p.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const ld of p.jsonLd ? ([] as JsonLd[]).concat(p.jsonLd) : []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...ld } });
  }
  return tags;
}
