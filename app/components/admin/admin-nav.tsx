import { Menu } from "lucide-react";
import { useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ADMIN_VIEW_GROUPS } from "~/admin/views";
import { cn } from "~/utils/cn";

type AdminView = { to: string; slug: string; label: string };

/**
 * The navigation's groups and links, from the admin's one list of views (app/admin/views.ts). The
 * slugs are those the old `/admin?tab=` used, so old links redirect one to one.
 */
export const ADMIN_NAV: readonly { heading: string; views: readonly AdminView[] }[] = ADMIN_VIEW_GROUPS.map(
  (group) => ({
    heading: group.heading,
    views: group.views.flatMap((v) =>
      v.label ? [{ to: `/admin/${v.path}`, slug: v.path, label: v.label }] : [],
    ),
  }),
);

/** Every view, in the navigation's order. */
export const ADMIN_VIEWS: readonly AdminView[] = ADMIN_NAV.flatMap((group) => group.views);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block border-l-2 px-3 py-2.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600",
    "md:inline-block md:border-b-2 md:border-l-0",
    isActive
      ? "border-brand-700 text-brand-900"
      : "border-transparent text-muted hover:border-slate-300 hover:text-ink",
  );

/**
 * The admin's navigation between its views, the current one marked (aria-current="page"). From a
 * tablet's width up every view shows, each group's links after its heading, the groups wrapping onto
 * a second row rather than off the screen; on a phone one Menu button opens the same list, which a
 * choice (a new location) or Escape closes.
 */
export function AdminNav() {
  const id = useId();
  const location = useLocation();
  // Open for the location it was opened at: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  return (
    <nav
      aria-label="Admin"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpenAt(null);
        document.getElementById(`${id}-button`)?.focus();
      }}
    >
      <button
        id={`${id}-button`}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-views`}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="my-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden"
      >
        <Menu className="h-4 w-4" aria-hidden /> Menu
      </button>
      <div
        id={`${id}-views`}
        className={cn(
          open ? "grid" : "hidden",
          "gap-4 pb-3 sm:grid-cols-2 md:-mb-px md:flex md:flex-wrap md:gap-x-6 md:gap-y-0 md:pb-0",
        )}
      >
        {ADMIN_NAV.map((group) => (
          <div key={group.heading} className="md:flex md:items-center">
            <span
              id={`${id}-${group.heading}`}
              className="block px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted md:pb-0 md:pl-0 md:pr-1"
            >
              {group.heading}
            </span>
            <ul aria-labelledby={`${id}-${group.heading}`} className="md:flex md:flex-wrap">
              {group.views.map((v) => (
                <li key={v.slug}>
                  {/* Not `end`: a person's page (/admin/people/12) is part of People. */}
                  <NavLink to={v.to} className={linkClass}>
                    {v.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
