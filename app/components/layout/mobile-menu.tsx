import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { isNavGroup, mainNavigation, navigationActions } from "~/content/navigation";
import { cn } from "~/utils/cn";
import { NavLink } from "./nav-link";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-brand-50 hover:text-brand-800",
    isActive && "bg-brand-50 text-brand-800",
  );

/**
 * The small-screen menu: a right-side sheet built on Radix Dialog (focus trapped inside, Escape and
 * the overlay close it, labelled by its title). Every selection closes it (SPEC §2).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
        aria-label="Open menu"
      >
        <Menu aria-hidden className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl data-[state=open]:animate-slide-in-right"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-label="Close menu"
            >
              <X aria-hidden className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-4">
            <ul className="space-y-1">
              {mainNavigation.map((entry) =>
                isNavGroup(entry) ? (
                  <li key={entry.label} className="pt-2">
                    <h2
                      id="mobile-menu-resources"
                      className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted"
                    >
                      {entry.label}
                    </h2>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
