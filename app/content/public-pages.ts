/**
 * Every public page of SPEC §2 that search engines should know. One list feeds the sitemap, the
 * prerender config (react-router.config.ts), the performance budget (scripts/perf.ts) and the SEO
 * e2e checks, so a page cannot be missed by one of them. Dependency-free: the build config imports it.
 */
export type PublicPage = {
  path: string;
  /** Pages whose HTML depends on nothing but the build: written to files at build time. */
  prerender: boolean;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

export const publicPages: PublicPage[] = [
  { path: "/", prerender: false, changefreq: "weekly", priority: 1.0 },
  { path: "/training-programs", prerender: true, changefreq: "monthly", priority: 0.9 },
  { path: "/about", prerender: true, changefreq: "monthly", priority: 0.8 },
  { path: "/contact", prerender: false, changefreq: "yearly", priority: 0.8 },
  { path: "/consultation", prerender: true, changefreq: "yearly", priority: 0.8 },
  { path: "/assessment", prerender: false, changefreq: "monthly", priority: 0.8 },
  { path: "/blog", prerender: false, changefreq: "daily", priority: 0.7 },
  { path: "/webinar", prerender: false, changefreq: "monthly", priority: 0.6 },
  { path: "/resources", prerender: false, changefreq: "weekly", priority: 0.6 },
  { path: "/free-resources", prerender: true, changefreq: "monthly", priority: 0.6 },
  { path: "/privacy-policy", prerender: true, changefreq: "yearly", priority: 0.2 },
  { path: "/terms-of-service", prerender: true, changefreq: "yearly", priority: 0.2 },
];

export const prerenderedPaths = publicPages.filter((p) => p.prerender).map((p) => p.path);
