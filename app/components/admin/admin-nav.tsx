import { NavLink } from "react-router";
import { cn } from "~/utils/cn";

const LINKS = [
  { to: "/admin/people", label: "People" },
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/insights", label: "Insights" },
] as const;

/** The admin's own navigation between its views; the current one is marked for screen readers. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-6 border-b border-slate-200 pb-3">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-block rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-600",
                  isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-slate-100",
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
