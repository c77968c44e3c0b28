import { absoluteUrl, siteOrigin } from "~/content/seo";
import { site } from "./site";
import { orgId, personId } from "./structured-data";
import { programLevels, trainingFormats } from "./training-programs";

type JsonLd = Record<string, unknown>;

/** One Course per program level (training programs page). */
export function courseJsonLd(origin = siteOrigin()): JsonLd[] {
  return programLevels.map((level) => ({
    "@type": "Course",
    "@id": `${absoluteUrl("/training-programs", origin)}#level-${level.level}`,
    name: `Level ${level.level}: ${level.title}`,
    description: `${level.tagline}. For ${level.audience.toLowerCase()}. ${level.summary}`,
    educationalLevel: level.subtitle,
    audience: { "@type": "Audience", audienceType: level.audience },
    teaches: level.skills.map((s) => s.name),
    provider: {
      "@type": "Organization",
      "@id": orgId(origin),
      name: site.name,
      url: absoluteUrl("/", origin),
    },
    url: absoluteUrl("/training-programs", origin),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: ["Onsite", "Online"],
      courseWorkload: level.durationIso,
      description: trainingFormats[0].title,
      instructor: { "@type": "Person", "@id": personId(origin), name: site.guide.name },
    },
    offers: {
      "@type": "Offer",
      category: "Paid",
      availability: "https://schema.org/InStock",
      url: absoluteUrl("/contact", origin),
    },
  }));
}
