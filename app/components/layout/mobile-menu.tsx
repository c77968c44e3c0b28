import { Menu, X } from "~/components/ui/icons";
import { useId } from "react";

import { buttonVariants } from "~/components/ui/button";
import { isNavGroup, mainNavigation } from "~/content/navigation";
import { cn } from "~/utils/cn";
import { PopoverSheet } from "./popover-sheet";
import { NavigationActions, NavLink } from "./nav-link";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-md px-3 py-3 text-base font-medium hover:bg-brand-50 hover:text-brand-800",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink",
  );

export const MOBILE_MENU_ID = "mobile-menu";
const closeMenu = () => document.getElementById(MOBILE_MENU_ID)?.hidePopover();

/**
 * The button that opens the small-screen menu: an HTML popover invoker, so it works from the first
 * paint; the browser exposes its expanded state.
 */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      popoverTarget={MOBILE_MENU_ID}
      aria-haspopup="dialog"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
      aria-label="Open menu"
    >
      <Menu />
    </button>
  );
}

/**
 * The small-screen menu: a right-side sheet (./popover-sheet.tsx: a popover before hydration, modal
 * after it, labelled by its title). Every selection closes it (product.md §2).
 */
export function MobileMenu() {
  const titleId = useId();
  return (
    <PopoverSheet id={MOBILE_MENU_ID} labelledBy={titleId}>
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="font-serif text-lg font-bold text-brand-900">
          Menu
        </h2>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          className={buttonVariants({ variant: "ghost", size: "icon" })}
          aria-label="Close menu"
        >
          <X />
        </button>
      </div>
      <nav aria-label="Mobile" className="mt-4">
        <ul className="flex flex-col gap-1">
          {mainNavigation.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.label} className="pt-2">
                <h3
                  id="mobile-menu-resources"
                  className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted"
                >
                  {entry.label}
                </h3>
                <ul aria-labelledby="mobile-menu-resources" className="border-l-2 border-brand-100 pl-2">
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <NavLink item={item} onSelect={closeMenu} className={linkClass} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.href}>
                <NavLink item={entry} onSelect={closeMenu} className={linkClass} />
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-6 grid gap-3">
        <NavigationActions onSelect={closeMenu} />
      </div>
    </PopoverSheet>
  );
}
