import { absoluteUrl, siteOrigin } from "~/utils/seo";
import { site } from "./site";
import { orgId, personId } from "./structured-data";
import { webinar } from "./webinar";

type JsonLd = Record<string, unknown>;

/** The free masterclass (the webinar page). */
export function webinarEventJsonLd(origin = siteOrigin()): JsonLd {
  return {
    "@type": "Event",
    name: webinar.title,
    description: webinar.summary,
    startDate: webinar.startsAt,
    endDate: webinar.endsAt,
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: absoluteUrl("/webinar", origin) },
    maximumAttendeeCapacity: webinar.seats,
    isAccessibleForFree: true,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: absoluteUrl("/webinar", origin),
    },
    organizer: {
      "@type": "Organization",
      "@id": orgId(origin),
      name: site.name,
      url: absoluteUrl("/", origin),
    },
    performer: { "@type": "Person", "@id": personId(origin), name: site.guide.name },
  };
}
