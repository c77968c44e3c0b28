import type { NavItem } from "~/content/navigation";

export type NavTarget =
  /** Already on the home page: scroll to the section in place. */
  | { kind: "scroll"; sectionId: string; href: string }
  /** Anything else: an in-app navigation to `to`. */
  | { kind: "route"; to: string };

/** "solution", "#solution" and "/#solution" all name the section "solution". */
export function sectionIdOf(href: string) {
  return href.replace(/^\/?#/, "");
}

/**
 * Where a navigation item leads from the current path (product.md §2 section-anchor mode): a section item
 * goes to /#{section} from any other page, and scrolls to the element when already on the home page.
 */
export function resolveNavTarget(item: NavItem, pathname: string): NavTarget {
  if (!item.isSection) return { kind: "route", to: item.href };
  const sectionId = sectionIdOf(item.href);
  const href = `/#${sectionId}`;
  return pathname === "/" ? { kind: "scroll", sectionId, href } : { kind: "route", to: href };
}

type ScrollDeps = {
  getElement: (
    id: string,
  ) => { scrollIntoView(options: ScrollIntoViewOptions): void; focus?(o?: FocusOptions): void } | null;
  prefersReducedMotion: boolean;
  replaceHash: (hash: string) => void;
};

/**
 * Smooth-scrolls to a home-page section (instantly for visitors who ask for reduced motion), moves
 * keyboard focus there so the next Tab continues from the section, and records the hash.
 * Returns false when the section does not exist, so the caller can fall back to a normal link.
 */
export function scrollToSection(sectionId: string, deps: ScrollDeps) {
  const el = deps.getElement(sectionId);
  if (!el) return false;
  el.scrollIntoView({ behavior: deps.prefersReducedMotion ? "auto" : "smooth", block: "start" });
  el.focus?.({ preventScroll: true });
  deps.replaceHash(`#${sectionId}`);
  return true;
}
