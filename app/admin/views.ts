/**
 * The admin's views: each one's URL under /admin, its route module, and where the navigation lists
 * it. The route table (app/routes.ts) maps these URLs and the navigation (AdminNav) draws the same
 * list, so a new view is one entry here. Grouped by what the views are for (product.md §10.3): the
 * leads (People is the home; then §2.16's tabs Quiz/Assessment, Contact and Legacy), the site's
 * content, its marketing, what happened, and the settings. A view's own pages (a person, an issue, an
 * event) have no label: they are reached from their list. Imported by routes.ts: relative imports only.
 */
export type AdminViewEntry = { path: string; file: string; label?: string };

const view = (path: string, file: string, label?: string): AdminViewEntry => ({ path, file, label });

export const ADMIN_VIEW_GROUPS: readonly { heading: string; views: readonly AdminViewEntry[] }[] = [
  {
    heading: "Leads",
    views: [
      view("people", "features/people/admin/people-view.tsx", "People"),
      view("people/:id", "features/person-record/admin/person-view.tsx"),
      view("assessments", "features/assessments/admin/assessments-view.tsx", "Quiz/Assessment"),
      view("contact", "features/contact/admin/inquiries-view.tsx", "Contact"),
      view("legacy", "features/legacy/admin/legacy-view.tsx", "Legacy"),
    ],
  },
  {
    heading: "Content",
    views: [
      view("blog-posts", "features/blog/admin/blog-posts-view.tsx", "Blog Posts"),
      view("resources", "features/resources/admin/resources-view.tsx", "Resources"),
    ],
  },
  {
    heading: "Marketing",
    views: [
      view("newsletter", "features/newsletter/admin/subscribers-view.tsx", "Newsletter"),
      view("newsletter/issues", "features/newsletter/admin/issues-view.tsx"),
      view("newsletter/issues/:id", "features/newsletter/admin/issue-view.tsx"),
      view("events", "features/events/admin/events-view.tsx", "Events"),
      view("events/:id", "features/events/admin/event-view.tsx"),
      view("events/:id/certificates", "features/certificates/admin/certificates-view.tsx"),
      view("sequences", "features/sequences/admin/sequences-view.tsx", "Sequences"),
      view("sequences/:id", "features/sequences/admin/sequence-view.tsx"),
      view("coaching", "features/coaching/admin/coaching-view.tsx", "Coaching"),
    ],
  },
  {
    heading: "Insights",
    views: [
      view("insights", "features/insights/admin/insights-view.tsx", "Insights"),
      view("payments", "features/catalog/admin/payments-view.tsx", "Payments"),
      view("outbox", "features/outbox/admin/outbox-view.tsx", "Outbox"),
      view("audit", "features/audit/admin/audit-view.tsx", "Audit"),
    ],
  },
  {
    heading: "Settings",
    views: [
      view("security", "features/security/admin/security-view.tsx", "Security"),
      view("admins", "features/admins/admin/admins-view.tsx", "Admins"),
      view("backups", "features/backups/admin/backups-view.tsx", "Backups"),
    ],
  },
];
