import type { MouseEvent, ReactNode } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { navigationActions, type NavItem } from "~/content/navigation";
import { cn } from "~/utils/cn";
import { resolveNavTarget, scrollToSection } from "./nav-target";

type Props = {
  item: NavItem;
  className?: string | ((state: { isActive: boolean }) => string);
  /** Called after a click that navigates or scrolls (menus close themselves with it). */
  onSelect?: () => void;
  children?: ReactNode;
};

/** A navigation link that understands product.md's section-anchor mode (see nav-target.ts). */
export function NavLink({ item, className, onSelect, children }: Props) {
  const { pathname } = useLocation();
  const target = resolveNavTarget(item, pathname);
  const label = children ?? item.label;

  if (target.kind === "scroll") {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks (new tab, new window) keep the browser's behaviour.
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const scrolled = scrollToSection(target.sectionId, {
        getElement: (id) => document.getElementById(id),
        prefersReducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
        replaceHash: (hash) => window.history.replaceState(window.history.state, "", hash),
      });
      if (scrolled) event.preventDefault();
      onSelect?.();
    };
    const resolved = typeof className === "function" ? className({ isActive: false }) : className;
    return (
      <a href={target.href} className={cn(resolved)} onClick={onClick}>
        {label}
      </a>
    );
  }

  return (
    <RouterNavLink to={target.to} end={target.to === "/"} className={className} onClick={() => onSelect?.()}>
      {label}
    </RouterNavLink>
  );
}

/** The header's calls to action and their looks: the same pair in the bar and in the mobile menu. */
const actions = [
  { link: navigationActions.assessment, variant: "outline" },
  { link: navigationActions.consultation, variant: "accent" },
] as const;

/** The header's calls to action as buttons; `onSelect` closes the menu they stand in. */
export function NavigationActions({ size, onSelect }: { size?: "sm"; onSelect?: () => void }) {
  return actions.map(({ link, variant }) => (
    <Link key={link.href} to={link.href} onClick={onSelect} className={buttonVariants({ variant, size })}>
      {link.label}
    </Link>
  ));
}
