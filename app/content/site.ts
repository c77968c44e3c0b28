/** The business facts: one home for every name, address and third-party URL the site shows. */
export const site = {
  name: "Acumen Leadership Group",
  shortName: "Acumen",
  tagline: "Financial fluency for leaders who aren't in finance.",
  description:
    "Financial acumen training and executive coaching for non-finance leaders: workshops, cohort programs, custom team training and 1:1 coaching, led by a former Wall Street M&A banker and 6x entrepreneur.",
  email: "hello@acumenleadershipgroup.com",
  phone: "(310) 555-0142",
  phoneHref: "tel:+13105550142",
  city: "Los Angeles, CA",
  region: "CA",
  country: "US",
  guide: {
    name: "Jordan Ellis",
    title: "Founder & Lead Facilitator",
    summary:
      "Former Wall Street M&A banker, venture-backed CFO, 6x entrepreneur and certified executive coach.",
  },
  professionalNetworkUrl: "https://www.linkedin.com/in/jordan-ellis-acumen",
  schedulerUrl: "https://calendly.com/acumen-leadership/strategy-session",
  videoUrl: "https://drive.google.com/file/d/1acumenLeadershipIntro/preview",
  newsletterClaim: "Join 2,000+ executives getting weekly insights",
  /**
   * GA4 properties by hostname; a hostname not listed here uses `defaultAnalytics` and logs a
   * warning (product.md §7, §10).
   */
  analytics: {
    "acumenleadershipgroup.com": { measurementId: "G-7QK2M4XJ1R", name: "Main site" },
    "www.acumenleadershipgroup.com": { measurementId: "G-7QK2M4XJ1R", name: "Main site" },
    "financialacumenworkshops.com": { measurementId: "G-3HN8PZ5C2V", name: "Workshops site" },
    "www.financialacumenworkshops.com": { measurementId: "G-3HN8PZ5C2V", name: "Workshops site" },
  } as Record<string, { measurementId?: string; name: string }>,
  defaultAnalytics: { measurementId: "G-7QK2M4XJ1R", name: "Main site" },
} as const;

/** Origins the Content-Security-Policy must allow for the embeds above. */
export function thirdPartyOrigins() {
  const origin = (url: string) => new URL(url).origin;
  return {
    scripts: ["https://www.googletagmanager.com", origin(site.schedulerUrl), "https://assets.calendly.com"],
    connect: [
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://www.googletagmanager.com",
    ],
    frames: [origin(site.schedulerUrl), origin(site.videoUrl)],
  };
}
