/**
 * Every public page of product.md §2 that search engines should know. One list feeds the sitemap, the
 * page cache (server/page-cache.ts), the performance budget (scripts/perf.ts) and the SEO e2e checks,
 * so a page cannot be missed by one of them.
 */
export type PublicPage = {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

export const publicPages: PublicPage[] = [
  { path: "/", changefreq: "weekly", priority: 1.0 },
  { path: "/training-programs", changefreq: "monthly", priority: 0.9 },
  { path: "/about", changefreq: "monthly", priority: 0.8 },
  { path: "/contact", changefreq: "yearly", priority: 0.8 },
  { path: "/consultation", changefreq: "yearly", priority: 0.8 },
  { path: "/assessment", changefreq: "monthly", priority: 0.8 },
  { path: "/blog", changefreq: "daily", priority: 0.7 },
  { path: "/webinar", changefreq: "weekly", priority: 0.6 },
  { path: "/coaching", changefreq: "monthly", priority: 0.7 },
  { path: "/resources", changefreq: "weekly", priority: 0.6 },
  { path: "/free-resources", changefreq: "monthly", priority: 0.6 },
  { path: "/privacy-policy", changefreq: "yearly", priority: 0.2 },
  { path: "/terms-of-service", changefreq: "yearly", priority: 0.2 },
];
