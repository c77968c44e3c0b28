import { isNavGroup, mainNavigation } from "~/content/navigation";
import { cn } from "~/utils/cn";
import { Logo } from "./logo";
import { MobileMenuButton } from "./mobile-menu";
import { NavigationActions, NavLink } from "./nav-link";
import { ResourcesDropdown } from "./resources-dropdown";

// No text colour here: each use adds the active or the idle one (cn() does not resolve conflicts).
const inlineLink =
  "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:text-brand-700 xl:px-3";

/** The global navigation (product.md §2): inline on wide screens, a slide-out menu on small ones. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/95 [backdrop-filter:blur(8px)] supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo size="responsive" compactOnLarge />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {mainNavigation.map((entry) => (
              <li key={entry.label}>
                {isNavGroup(entry) ? (
                  <ResourcesDropdown group={entry} linkClassName={inlineLink} />
                ) : (
                  <NavLink
                    item={entry}
                    className={({ isActive }) =>
                      cn(
                        inlineLink,
                        "inline-block",
                        isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-ink",
                      )
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* The wrapper hides the actions on small screens: the links keep their own display. */}
          <div className="hidden items-center gap-2 lg:flex">
            <NavigationActions size="sm" />
          </div>
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
