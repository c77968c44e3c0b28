/**
 * schema.org JSON-LD for search engines, built from the copy modules so the structured data never
 * drifts from what the page shows. Pass the result as `jsonLd` to pageMeta (it adds "@context").
 * The Course and Event data live in course-structured-data.ts and webinar-structured-data.ts so that
 * the programs and masterclass copy is not shipped with every page that uses this module (meta runs
 * in the browser too).
 */
import { absoluteUrl, pageMeta, siteOrigin } from "~/content/seo";
import { site } from "./site";

type JsonLd = Record<string, unknown>;

export const orgId = (origin: string) => `${origin}/#organization`;
export const personId = (origin: string) => `${origin}/about#guide`;

/** The business (home page): a local professional-services business in Los Angeles. */
export function organizationJsonLd(origin = siteOrigin()): JsonLd {
  return {
    "@type": ["Organization", "ProfessionalService"],
    "@id": orgId(origin),
    name: site.name,
    url: absoluteUrl("/", origin),
    logo: absoluteUrl("/favicon.svg", origin),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      addressLocality: "Los Angeles",
      addressRegion: site.region,
      addressCountry: site.country,
    },
    areaServed: { "@type": "Country", name: "United States" },
    founder: { "@id": personId(origin) },
    sameAs: [site.professionalNetworkUrl],
    knowsAbout: ["Financial acumen", "Financial literacy for non-finance leaders", "Executive coaching"],
  };
}

/** The guide (about page). */
export function personJsonLd(origin = siteOrigin()): JsonLd {
  return {
    "@type": "Person",
    "@id": personId(origin),
    name: site.guide.name,
    jobTitle: site.guide.title,
    description: site.guide.summary,
    url: absoluteUrl("/about", origin),
    worksFor: { "@type": "Organization", "@id": orgId(origin), name: site.name },
    sameAs: [site.professionalNetworkUrl],
    knowsAbout: ["Mergers and acquisitions", "Corporate finance", "Executive coaching", "Entrepreneurship"],
  };
}

/** A plain page of the site, tied to the business (pages with no more specific type). */
export function webPageJsonLd(
  p: { path: string; name: string; description: string; type?: string; dateModified?: string },
  origin = siteOrigin(),
): JsonLd {
  return {
    "@type": p.type ?? "WebPage",
    name: p.name,
    description: p.description,
    url: absoluteUrl(p.path, origin),
    inLanguage: "en-US",
    ...(p.dateModified ? { dateModified: p.dateModified } : {}),
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/", origin) },
    publisher: { "@type": "Organization", "@id": orgId(origin), name: site.name },
  };
}

/**
 * A page's meta tags with its WebPage JSON-LD (named `name`, of schema.org `type`), said once: the
 * path and description serve both; `jsonLd` adds what else the page is (the guide on /about).
 */
export const webPageMeta = (
  p: Parameters<typeof pageMeta>[0] & { name: string; pageType?: string; dateModified?: string },
) => {
  const { name, pageType, dateModified, jsonLd = [], ...meta } = p;
  const page = webPageJsonLd({
    path: p.path,
    name,
    description: p.description,
    type: pageType,
    dateModified,
  });
  return pageMeta({ ...meta, jsonLd: [...([] as JsonLd[]).concat(jsonLd), page] });
};
