import { absoluteUrl, siteOrigin } from "~/content/seo";
import { href } from "react-router";
import type { EventView } from "./event-view";
import { site } from "./site";
import { orgId, personId } from "./structured-data";

type JsonLd = Record<string, unknown>;

/** A webinar event's schema.org Event: online, free or at its price, with its remaining seats (product.md §10.9, §10.14). */
export function webinarEventJsonLd(e: EventView, origin = siteOrigin()): JsonLd {
  const url = absoluteUrl(href("/webinars/:slug", { slug: e.slug }), origin);
  return {
    "@type": "Event",
    name: e.title,
    description: e.summary,
    startDate: e.startDate,
    endDate: e.endDate,
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: e.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url },
    maximumAttendeeCapacity: e.capacity,
    remainingAttendeeCapacity: e.seatsLeft,
    isAccessibleForFree: e.priceCents === 0,
    offers: {
      "@type": "Offer",
      price: e.priceCents / 100,
      priceCurrency: "USD",
      availability:
        e.past || e.cancelled
          ? "https://schema.org/Discontinued"
          : e.seatsLeft > 0
            ? "https://schema.org/InStock"
            : "https://schema.org/SoldOut",
      url,
    },
    organizer: {
      "@type": "Organization",
      "@id": orgId(origin),
      name: site.name,
      url: absoluteUrl("/", origin),
    },
    performer: e.host.startsWith(site.guide.name)
      ? { "@type": "Person", "@id": personId(origin), name: site.guide.name }
      : { "@type": "Person", name: e.host.split(",")[0] },
    // A program's sessions, each a dated part of it (decision 0108).
    ...(e.sessions.length > 1
      ? {
          subEvent: e.sessions.map((s) => ({
            "@type": "Event",
            name: `${e.title}: ${s.line.split(":")[0]}`,
            startDate: s.startDate,
            endDate: s.endDate,
            eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
            location: { "@type": "VirtualLocation", url },
          })),
        }
      : {}),
  };
}
