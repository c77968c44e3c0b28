import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** The one route table: every page of product.md §2 and every endpoint of product.md §7. */
export default [
  // Public pages
  index("routes/home.tsx"),
  // The admin app: one layout (its own shell, the login gate, the login/setup/logout posts) and a URL
  // per view (docs/decisions/0045-admin-app-urls.md). The layout's middleware needs an admin session
  // for every loader and action below it: a view added here is private with no code of its own
  // (docs/decisions/0080-admin-on-loaders.md; the 401 matrix test reads this table).
  route("admin", "routes/admin.tsx", [
    index("routes/admin-home.tsx"),
    route("people", "routes/admin-people.tsx"),
    route("people/:id", "routes/admin-person.tsx"),
    route("blog-posts", "routes/admin-blog-posts.tsx"),
    route("newsletter", "routes/admin-newsletter.tsx"),
    route("assessments", "routes/admin-assessments.tsx"),
    route("contact", "routes/admin-contact.tsx"),
    route("resources", "routes/admin-resources.tsx"),
    route("legacy", "routes/admin-legacy.tsx"),
    route("outbox", "routes/admin-outbox.tsx"),
    route("insights", "routes/admin-insights.tsx"),
    route("*", "routes/admin-not-found.tsx"),
  ]),
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
  route("media/:file", "routes/media.ts"), // uploaded images (issue 17)

  // JSON API (resource routes)
  ...prefix("api", [
    // Public. A route here whose module exports `middleware = [requireAdmin({ publicMethods })]`
    // needs an admin session for every other method (GET /api/blog-posts is public, POST is not).
    route("newsletter-subscribe", "routes/api/newsletter-subscribe.ts"),
    route("assessment", "routes/api/assessment.ts"),
    route("captcha/challenge", "routes/api/captcha-challenge.ts"),
    route("contact-inquiry", "routes/api/contact-inquiry.ts"),
    route("resource-request", "routes/api/resource-request.ts"),
    route("leads", "routes/api/leads.ts"),
    route("blog-posts", "routes/api/blog-posts.ts"),
    route("events", "routes/api/events.ts"), // cookie-less insights
    route("admin-setup", "routes/api/admin-setup.ts"), // first run: the owner account
    route("admin/login", "routes/api/admin/login.ts"),
    route("admin/logout", "routes/api/admin/logout.ts"),
    route("admin/status", "routes/api/admin/status.ts"),

    // Admin only: every route in this layout answers 401 without an admin session, whatever the
    // method (the layout's middleware runs before any loader or action). To add a private endpoint:
    // write its module (a loader and/or action, no access code; `byMethod` for several methods) and
    // add its route HERE. Nothing else to register: the 401 matrix test reads this table.
    // See docs/decisions/0020-access-lives-with-the-route.md.
    layout("routes/api/admin-only.ts", [
      route("admin/newsletter-subscribers", "routes/api/admin/newsletter-subscribers.ts"),
      route("admin/resource-requests", "routes/api/admin/resource-requests.ts"),
      route("admin/outbox", "routes/api/admin/outbox.ts"),
      route("admin/insights", "routes/api/admin/insights.ts"),
      route("admin/assessment-lead-status/:id", "routes/api/admin/assessment-lead-status.ts"),
      route("admin/resources", "routes/api/admin/resources.ts"),
      route("admin/resources/:id", "routes/api/admin/resource.ts"),
      route("admin/resources/:id/publish", "routes/api/admin/resource-publish.ts"),
      route("admin/blog-posts", "routes/api/admin-blog-posts.ts"),
      route("admin/media", "routes/api/admin/media.ts"),
      route("admin/blog-posts/:id", "routes/api/admin/blog-post.ts"),
      route("admin/blog-posts/:id/revisions", "routes/api/admin/blog-post-revisions.ts"),
      route("admin/blog-posts/:id/revisions/:revisionId", "routes/api/admin/blog-post-revision.ts"),
      route("admin/blog-posts/:id/revisions/:revisionId/restore", "routes/api/admin/blog-post-restore.ts"),
      route("admin/people", "routes/api/admin/people.ts"),
      route("admin/people.csv", "routes/api/admin/people-csv.ts"),
      route("admin/people/:id", "routes/api/admin/person.ts"),
      route("admin/people/:id/status", "routes/api/admin/person-status.ts"),
      route("admin/people/:id/notes", "routes/api/admin/person-notes.ts"),
      route("admin/people/:id/follow-up", "routes/api/admin/person-follow-up.ts"),
      route("admin/people/:id/export", "routes/api/admin/person-export.ts"),
      route("assessments", "routes/api/assessments.ts"),
      route("contact-inquiries", "routes/api/contact-inquiries.ts"),
      route("blog-posts/:id", "routes/api/blog-post.ts"),
      route("blog-posts/:id/publish", "routes/api/blog-post-publish.ts"),
      // Any other path under /api/admin/: 401 without a session, a JSON 404 with one.
      route("admin/*", "routes/api/admin/unknown.ts"),
    ]),
  ]),

  // Anything else: the not-found page with a 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
