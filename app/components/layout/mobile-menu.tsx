import { Menu, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { isNavGroup, mainNavigation, navigationActions } from "~/content/navigation";
import { cn } from "~/utils/cn";
import { ModalSheet } from "./modal-sheet";
import { NavLink } from "./nav-link";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-md px-3 py-3 text-base font-medium hover:bg-brand-50 hover:text-brand-800",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink",
  );

/**
 * The small-screen menu: a right-side modal sheet (./modal-sheet.tsx: focus trapped inside, Escape
 * and the overlay close it, focus returns to the button, labelled by its title). Every selection
 * closes it (SPEC §2).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden className="h-6 w-6" />
      </button>
      {open && (
        <ModalSheet labelledBy={titleId} onClose={close} returnFocusTo={triggerRef}>
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="font-serif text-lg font-bold text-brand-900">
              Menu
            </h2>
            <button
              type="button"
              onClick={close}
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-label="Close menu"
            >
              <X aria-hidden className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label="Mobile" className="mt-4">
            <ul className="space-y-1">
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
                          <NavLink item={item} onSelect={close} className={linkClass} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.href}>
                    <NavLink item={entry} onSelect={close} className={linkClass} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="mt-6 grid gap-3">
            <Link
              to={navigationActions.assessment.href}
              onClick={close}
              className={buttonVariants({ variant: "outline" })}
            >
              {navigationActions.assessment.label}
            </Link>
            <Link
              to={navigationActions.consultation.href}
              onClick={close}
              className={buttonVariants({ variant: "accent" })}
            >
              {navigationActions.consultation.label}
            </Link>
          </div>
        </ModalSheet>
      )}
    </>
  );
}
