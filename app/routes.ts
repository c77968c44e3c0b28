import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_VIEW_GROUPS } from "./admin/views";

/** The one route table: every page of product.md §2 and every endpoint of §7. */
export default [
  // Public pages
  index("routes/home.tsx"),
  // The admin app: one layout (its own shell, the login gate, the login/setup/logout posts) and a URL
  // per view (docs/decisions/0045-admin-app-urls.md). The layout's middleware needs an admin session
  // for every loader and action below it: a view added here is private with no code of its own
  // (docs/decisions/0080-admin-on-loaders.md; the 401 matrix test reads this table).
  route("admin", "routes/admin.tsx", [
    index("routes/admin-home.tsx"),
    // Every view, from the admin's one list of them (its URL, module and navigation entry).
    ...ADMIN_VIEW_GROUPS.flatMap((group) => group.views).map((view) => route(view.path, view.file)),
    route("*", "routes/admin-not-found.tsx"),
  ]),
  // product.md §10.8: an admin invitation's link. Outside the layout above (and its guard): whoever opens it
  // has no session yet; it reads only the invitation its token names (product.md §10.8).
  route("admin/invite/:token", "features/security/admin/invite-view.tsx"),
  // The client's page (docs/product/account.md, decision 0111): the sign-in form and the e-mailed
  // link's page are open; every page under the "account" layout needs a client session (its guard
  // sends anyone else to the sign-in form). A page added under it is private with no code of its own.
  route("account/sign-in", "routes/account-sign-in.tsx"),
  route("account/link", "routes/account-link.tsx"),
  route("account", "routes/account.tsx", [
    index("routes/account-home.tsx"),
    route("seats/:id/cancel", "routes/account-seat-cancel.tsx"),
    route("seats/:id/invite.ics", "routes/account-seat-invite.ts"),
    route("calls/:id/invite.ics", "routes/account-call-invite.ts"),
    route("receipts/:id", "routes/account-receipt.tsx"),
    route("data.json", "routes/account-data.ts"),
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
  route("assessment/results/:id/report.pdf", "routes/assessment-report.ts"), // product.md §10.13
  route("contact", "routes/contact.tsx"),
  route("webinar", "routes/webinar.tsx"),
  route("webinars/:slug", "routes/webinars-event.tsx"), // product.md §10.9
  route("webinar/cancel", "routes/webinar-cancel.tsx"), // product.md §10.9
  route("coaching", "routes/coaching.tsx"), // product.md §10.16: coaching packs
  route("certificates/:code", "routes/certificates.tsx"), // product.md §10.18: verifying a certificate
  route("payments/offer/:token", "routes/payments-offer.ts"), // product.md §10.14: a waitlist seat's payment link
  route("team/:token", "routes/team.tsx"), // product.md §10.15: a team buyer's private link
  route("resources", "routes/resources.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/click/:linkId", "routes/newsletter-click.ts"),
  route("sequences/click/:linkId", "routes/sequences-click.ts"), // product.md §10.12
  route("sequences/unsubscribe", "routes/sequences-unsubscribe.tsx"), // product.md §10.12
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("media/:file", "routes/media.ts"), // uploaded images (decision 0060)

  // JSON API (resource routes). A module's file is its URL after /api/: each "/" a ".", each
  // ":param" a "$param", a literal dot in brackets ("assessments.answers[.csv]"), "$" for the rest of a path
  // (React Router's flat-route names), the first "admin/" a folder: /api/admin/blog-posts/:id/publish
  // is routes/api/admin/blog-posts.$id.publish.ts (docs/decisions/0081-admin-api-tree.md).
  ...prefix("api", [
    // Public. A route here whose module exports `middleware = [requireAdmin({ publicMethods })]`
    // needs an admin session for every other method (GET /api/blog-posts is public, POST is not).
    route("newsletter-subscribe", "routes/api/newsletter-subscribe.ts"),
    route("assessment", "routes/api/assessment.ts"),
    route("captcha/challenge", "routes/api/captcha.challenge.ts"),
    route("contact-inquiry", "routes/api/contact-inquiry.ts"),
    route("resource-request", "routes/api/resource-request.ts"),
    route("leads", "routes/api/leads.ts"), // GET is the admin's list of leads, behind its own gate
    route("team/:token", "routes/api/team.$token.ts"), // product.md §10.15: its token is the access
    route("certificates/:code", "routes/api/certificates.$code.ts"), // product.md §10.18: verification
    route("blog-posts", "routes/api/blog-posts.ts"), // POST is admin/blog-posts.ts's action, gated
    route("events", "routes/api/events.ts"), // cookie-less insights
    route("email-events", "routes/api/email-events.ts"), // signed bounce/complaint notices (product.md §10.10)
    route("admin-setup", "routes/api/admin-setup.ts"), // first run: the owner account
    route("admin-invite", "routes/api/admin-invite.ts"), // product.md §10.8: accepting an admin invitation
    route("admin/login", "routes/api/admin/login.ts"),
    route("admin/logout", "routes/api/admin/logout.ts"),
    route("admin/status", "routes/api/admin/status.ts"),
    // Public but signed: the scheduler's booking events (product.md §10.7; 404 without its secret).
    route("scheduler/webhook", "routes/api/scheduler.webhook.ts"),
    // Public but signed: Stripe's events (product.md §10.14; 404 without the payment keys).
    route("payments/stripe/webhook", "routes/api/payments.stripe.webhook.ts"),
    // product.md §10.8: the second step of a sign-in (its own cookie, no session yet)
    route("admin/login/2fa", "routes/api/admin/login.2fa.ts"),
    route("admin/login/totp-setup", "routes/api/admin/login.totp-setup.ts"),
    route("admin/login/totp-setup/confirm", "routes/api/admin/login.totp-setup.confirm.ts"),
    route("admin/login/2fa/passkey/options", "routes/api/admin/login.2fa.passkey.options.ts"), // passkeys
    route("admin/login/2fa/passkey", "routes/api/admin/login.2fa.passkey.ts"), // passkeys

    // The client's API (docs/product/account.md): sign-in is open; every route in the layout after
    // it needs a client session (401 JSON without), whatever the method.
    route("account/sign-in", "routes/api/account.sign-in.ts"),
    layout("routes/api/account-only.ts", [
      route("account", "routes/api/account.ts"),
      route("account/seats/:id/cancel", "routes/api/account.seats.$id.cancel.ts"),
      route("account/newsletter", "routes/api/account.newsletter.ts"),
      route("account/sequences/:id", "routes/api/account.sequences.$id.ts"),
      route("account/erasure", "routes/api/account.erasure.ts"),
      route("account/export", "routes/api/account.export.ts"),
      route("account/sign-out", "routes/api/account.sign-out.ts"),
      route("account/*", "routes/api/account.$.ts"),
    ]),

    // Admin only: every route in this layout answers 401 without an admin session, whatever the
    // method (the layout's middleware runs before any loader or action). To add a private endpoint:
    // write its module under routes/api/admin/ (`endpoint` by method, no access code; both exports)
    // and add its route HERE. Nothing else to register: the 401 matrix test
    // reads this table. See docs/decisions/0020-access-lives-with-the-route.md.
    layout("routes/api/admin-only.ts", [
      ...prefix("admin", [
        route("assessments", "routes/api/admin/assessments.ts"),
        route("assessments/:id/lead-status", "routes/api/admin/assessments.$id.lead-status.ts"),
        route("assessments/:id/report.pdf", "routes/api/admin/assessments.$id.report[.pdf].ts"), // product.md §10.13
        route("assessments/answers", "routes/api/admin/assessments.answers.ts"), // product.md §10.13
        route("assessments/answers.csv", "routes/api/admin/assessments.answers[.csv].ts"),
        route("digest", "routes/api/admin/digest.ts"), // product.md §10.13: the weekly digest
        route("digest/preview", "routes/api/admin/digest.preview.ts"),
        route("contact-inquiries", "routes/api/admin/contact-inquiries.ts"),
        route("leads", "routes/api/admin/leads.ts"),
        route("newsletter-subscribers", "routes/api/admin/newsletter-subscribers.ts"),
        // The newsletter's issues and import (product.md §10.10).
        route("newsletter/issues", "routes/api/admin/newsletter.issues.ts"),
        route("newsletter/issues/:id", "routes/api/admin/newsletter.issues.$id.ts"),
        route("newsletter/issues/:id/test", "routes/api/admin/newsletter.issues.$id.[test].ts"),
        route("newsletter/issues/:id/send", "routes/api/admin/newsletter.issues.$id.send.ts"),
        route("newsletter/import", "routes/api/admin/newsletter.import.ts"),
        route("resource-requests", "routes/api/admin/resource-requests.ts"),
        // product.md §10.12: follow-up sequences.
        route("sequences", "routes/api/admin/sequences.ts"),
        route("sequences/:id", "routes/api/admin/sequences.$id.ts"),
        route("sequences/:id/enrollments", "routes/api/admin/sequences.$id.enrollments.ts"),
        route("outbox", "routes/api/admin/outbox.ts"),
        route("insights", "routes/api/admin/insights.ts"),
        route("insights.csv", "routes/api/admin/insights[.csv].ts"), // product.md §10.7: the funnel as CSV
        route("resources", "routes/api/admin/resources.ts"),
        route("resources/:id", "routes/api/admin/resources.$id.ts"),
        route("resources/:id/publish", "routes/api/admin/resources.$id.publish.ts"),
        route("blog-posts", "routes/api/admin/blog-posts.ts"),
        route("blog-posts/:id", "routes/api/admin/blog-posts.$id.ts"),
        route("blog-posts/:id/publish", "routes/api/admin/blog-posts.$id.publish.ts"),
        route("blog-posts/:id/revisions", "routes/api/admin/blog-posts.$id.revisions.ts"),
        route(
          "blog-posts/:id/revisions/:revisionId",
          "routes/api/admin/blog-posts.$id.revisions.$revisionId.ts",
        ),
        route(
          "blog-posts/:id/revisions/:revisionId/restore",
          "routes/api/admin/blog-posts.$id.revisions.$revisionId.restore.ts",
        ),
        route("media", "routes/api/admin/media.ts"),
        route("people", "routes/api/admin/people.ts"),
        route("people/:id", "routes/api/admin/people.$id.ts"),
        route("people/:id/status", "routes/api/admin/people.$id.status.ts"),
        route("people/:id/notes", "routes/api/admin/people.$id.notes.ts"),
        route("people/:id/follow-up", "routes/api/admin/people.$id.follow-up.ts"),
        route("people/:id/export", "routes/api/admin/people.$id.export.ts"),
        // product.md §10.8: admin security
        route("audit", "routes/api/admin/audit.ts"),
        route("2fa", "routes/api/admin/2fa.ts"),
        route("2fa/totp", "routes/api/admin/2fa.totp.ts"),
        route("2fa/totp/confirm", "routes/api/admin/2fa.totp.confirm.ts"),
        route("2fa/recovery-codes", "routes/api/admin/2fa.recovery-codes.ts"),
        route("2fa/passkeys/options", "routes/api/admin/2fa.passkeys.options.ts"), // passkeys
        route("2fa/passkeys", "routes/api/admin/2fa.passkeys.ts"), // passkeys
        route("2fa/passkeys/:id", "routes/api/admin/2fa.passkeys.$id.ts"), // passkeys
        route("backups", "routes/api/admin/backups.ts"),
        route("backups/:name", "routes/api/admin/backups.$name.ts"),
        route("invites", "routes/api/admin/invites.ts"), // product.md §10.8: inviting admins
        route("invites/:id", "routes/api/admin/invites.$id.ts"),
        // product.md §10.9: webinar events.
        route("events", "routes/api/admin/events.ts"),
        route("events/:id", "routes/api/admin/events.$id.ts"),
        route("events/:id/registrations", "routes/api/admin/events.$id.registrations.ts"),
        route(
          "events/:id/registrations/:registrationId",
          "routes/api/admin/events.$id.registrations.$registrationId.ts",
        ),
        // product.md §10.18: a program's sessions (decision 0108) and its certificates.
        route(
          "events/:id/sessions/:number/attendance",
          "routes/api/admin/events.$id.sessions.$number.attendance.ts",
        ),
        route("events/:id/certificates", "routes/api/admin/events.$id.certificates.ts"),
        route("certificates/:code/revoke", "routes/api/admin/certificates.$code.revoke.ts"),
        // product.md §10.14: payments (refunds by the terms, invoices for team deals).
        route(
          "events/:id/registrations/:registrationId/refund",
          "routes/api/admin/events.$id.registrations.$registrationId.refund.ts",
        ),
        route("people/:id/invoice", "routes/api/admin/people.$id.invoice.ts"),
        // product.md §10.14: the ledger's orders, and the reconciliation with Stripe (POST runs it now).
        route("payments/orders", "routes/api/admin/payments.orders.ts"),
        route("payments/reconciliation", "routes/api/admin/payments.reconciliation.ts"),
        // product.md §10.16: coaching packs, and the clients' packs with their credits.
        route("packs", "routes/api/admin/packs.ts"),
        route("packs/clients", "routes/api/admin/packs.clients.ts"),
        route("packs/clients/:clientPackId", "routes/api/admin/packs.clients.$clientPackId.ts"),
        route(
          "packs/clients/:clientPackId/credits",
          "routes/api/admin/packs.clients.$clientPackId.credits.ts",
        ),
        route("packs/clients/:clientPackId/refund", "routes/api/admin/packs.clients.$clientPackId.refund.ts"),
        route("packs/:id", "routes/api/admin/packs.$id.ts"),
        // Any other path under /api/admin/: 401 without a session, a JSON 404 with one.
        route("*", "routes/api/admin/$.ts"),
      ]),
      // product.md §7's admin paths outside that tree keep answering: each is the same module as
      // its path in the tree, registered again under its own id (no second handler).
      route("assessments", "routes/api/admin/assessments.ts", { id: "alias:api/assessments" }),
      route("contact-inquiries", "routes/api/admin/contact-inquiries.ts", {
        id: "alias:api/contact-inquiries",
      }),
      route("blog-posts/:id", "routes/api/admin/blog-posts.$id.ts", { id: "alias:api/blog-posts/:id" }),
      route("blog-posts/:id/publish", "routes/api/admin/blog-posts.$id.publish.ts", {
        id: "alias:api/blog-posts/:id/publish",
      }),
      route("admin/assessment-lead-status/:id", "routes/api/admin/assessments.$id.lead-status.ts", {
        id: "alias:api/admin/assessment-lead-status/:id",
      }),
    ]),
  ]),

  // Anything else: the not-found page with a 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
