/** Copy of the Leadership Resources page (product.md §2). */
export const resourcesPage = {
  title: "Leadership Resources: Financial Acumen Guides, Tools and Templates",
  description:
    "Guides, templates, calculators and videos that help non-finance leaders read the numbers, build business cases and lead with financial confidence.",
  eyebrow: "Leadership Resources",
  heading: "Tools to Lead With Financial Confidence",
  lead: "Practical guides, spreadsheet models, slide decks and short videos built from real executive work. Request access to any resource and we'll send it your way.",
  featuredHeading: "Featured Resources",
  featuredLead: "The six tools leaders ask us for most.",
  libraryHeading: "Resource Library",
  libraryLead: "Search by topic or filter by category and level.",
  empty: "No resources found.",
  newsletterHeading: "Get new resources in your inbox",
  newsletterText:
    "Join 2,000+ executives getting weekly insights, plus early access to every new tool we publish.",
} as const;

export const levelLabels: Record<string, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};
