import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/about": canonical and og:url are made absolute with the site URL. */
  path: string;
  /** The request URL's origin from the loader, or SITE_URL; defaults to the production origin. */
  origin?: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
  noindex?: boolean;
};

export const DEFAULT_ORIGIN = "https://acumenleadershipgroup.com";

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta(p: PageMeta): MetaDescriptor[] {
  const origin = p.origin ?? DEFAULT_ORIGIN;
  const url = new URL(p.path, origin).toString();
  const image = p.image ? new URL(p.image, origin).toString() : undefined;
  const tags: MetaDescriptor[] = [
    { title: p.title },
    { name: "description", content: p.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
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
    if (p.imageAlt) tags.push({ property: "og:image:alt", content: p.imageAlt }, { name: "twitter:image:alt", content: p.imageAlt });
  }
  if (p.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const ld of p.jsonLd ? ([] as Array<Record<string, unknown>>).concat(p.jsonLd) : []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...ld } });
  }
  return tags;
}
