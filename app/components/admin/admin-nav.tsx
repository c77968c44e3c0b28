import { NavLink } from "react-router";
import { cn } from "~/utils/cn";

/**
 * The admin's views, one URL each: People (home), then product.md §2's admin views in their order,
 * then Outbox and Insights. The slugs are those the old `/admin?tab=` used, so old links redirect
 * one to one.
 */
export const ADMIN_VIEWS = [
  { slug: "people", label: "People" },
  { slug: "blog-posts", label: "Blog Posts" },
  { slug: "newsletter", label: "Newsletter" },
  { slug: "assessments", label: "Quiz/Assessment" },
  { slug: "contact", label: "Contact" },
  { slug: "resources", label: "Resources" },
  { slug: "legacy", label: "Legacy" },
  { slug: "outbox", label: "Outbox" },
  { slug: "insights", label: "Insights" },
  // Issue 27: admin security
  { slug: "audit", label: "Audit" },
  { slug: "security", label: "Security" },
  { slug: "backups", label: "Backups" },
  { slug: "admins", label: "Admins" },
  { slug: "events", label: "Events" }, // issue 25
] as const;

/** The admin's navigation between its views; the current one is marked (aria-current="page"). */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {ADMIN_VIEWS.map((v) => (
          <li key={v.slug} className="shrink-0">
            {/* Not `end`: a person's page (/admin/people/12) is part of People. */}
            <NavLink
              to={`/admin/${v.slug}`}
              className={({ isActive }) =>
                cn(
                  "inline-block border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600",
                  isActive
                    ? "border-brand-700 text-brand-900"
                    : "border-transparent text-muted hover:border-slate-300 hover:text-ink",
                )
              }
            >
              {v.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
