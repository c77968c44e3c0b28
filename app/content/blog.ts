import { keysOf } from "~/utils/choices";

/** Blog categories: the editor's four stored values (product.md §9) with the labels visitors read. */
export const categoryLabels = {
  "financial-intelligence": "Financial Intelligence",
  leadership: "Leadership",
  strategy: "Strategy",
  training: "Training",
} as const;
export type BlogCategory = keyof typeof categoryLabels;
export const BLOG_CATEGORIES = keysOf(categoryLabels);

export function categoryLabel(value: string): string {
  return categoryLabels[value as BlogCategory] ?? value;
}

export const DEFAULT_READ_TIME = 5;
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

export const blogCopy = {
  listTitle: "Insights for Financially Fluent Leaders",
  listIntro:
    "Practical articles on financial intelligence, leadership and strategy for leaders who aren't in finance.",
  comingSoonBanner: "Blog content is coming soon. Subscribe below to hear when the first articles go live.",
  comingSoonTitle: "Coming Soon",
  comingSoonText:
    "We're preparing practical articles on reading the numbers, building business cases and leading with financial confidence. Subscribe and we'll tell you when they're live.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search articles…",
  categoryLabel: "Category",
  allCategories: "All Categories",
  noResultsTitle: "No Articles Found",
  noResultsText: "No articles match your search. Try other words or another category.",
  clearSearch: "Clear Search",
  viewAllCategories: "View All Categories",
  readArticle: "Read Article",
  comingSoonButton: "Coming Soon",
  backToBlog: "Back to Blog",
  notFoundTitle: "Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist.",
  ctaTitle: "Want to build this kind of financial confidence in your team?",
  ctaText:
    "Book a free 30-minute consultation and we'll map out where financial fluency would move the needle.",
  ctaButton: "Schedule a Consultation",
  newsletterTitle: "Get new articles in your inbox",
} as const;
