import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/** The one route table: every page of SPEC §2 and every endpoint of SPEC §7. */
export default [
  // Public pages
  index("routes/home.tsx"),
  route("admin", "routes/admin.tsx"),
  route("training-programs", "routes/training-programs.tsx"),
  route("about", "routes/about.tsx"),
  route("consultation", "routes/consultation.tsx"),
  route("free-resources", "routes/free-resources.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("assessment", "routes/assessment.tsx"),
  route("assessment/results/:id", "routes/assessment-results.tsx"),
  route("contact", "routes/contact.tsx"),
  route("webinar", "routes/webinar.tsx"),
  route("resources", "routes/resources.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),

  // JSON API (resource routes)
  ...prefix("api", [
    route("newsletter-subscribe", "routes/api/newsletter-subscribe.ts"),
    route("assessment", "routes/api/assessment.ts"),
    // Admin API (every private endpoint is listed in app/utils/private-endpoints.ts)
    route("admin/login", "routes/api/admin/login.ts"),
    route("admin/logout", "routes/api/admin/logout.ts"),
    route("admin/status", "routes/api/admin/status.ts"),
    route("admin/newsletter-subscribers", "routes/api/admin/newsletter-subscribers.ts"),
    route("admin/resource-requests", "routes/api/admin/resource-requests.ts"),
    route("admin/outbox", "routes/api/admin/outbox.ts"),
    route("admin/assessment-lead-status/:id", "routes/api/admin/assessment-lead-status.ts"),
    route("admin/resources", "routes/api/admin/resources.ts"),
    route("admin/resources/:id", "routes/api/admin/resource.ts"),
    route("admin/resources/:id/publish", "routes/api/admin/resource-publish.ts"),
    route("assessments", "routes/api/assessments.ts"),
    route("contact-inquiries", "routes/api/contact-inquiries.ts"),
    route("captcha/challenge", "routes/api/captcha-challenge.ts"),
    route("contact-inquiry", "routes/api/contact-inquiry.ts"),
    route("leads", "routes/api/leads.ts"),
    route("resource-request", "routes/api/resource-request.ts"),
    route("blog-posts", "routes/api/blog-posts.ts"),
    route("blog-posts/:id", "routes/api/blog-post.ts"),
    route("blog-posts/:id/publish", "routes/api/blog-post-publish.ts"),
    route("admin/blog-posts", "routes/api/admin-blog-posts.ts"),
  ]),

  // Anything else: the not-found page with a 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
