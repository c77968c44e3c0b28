import { ChevronDown } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import type { NavGroup } from "~/content/navigation";
import { cn } from "~/utils/cn";
import { NavLink } from "./nav-link";

// A short grace period so the pointer can travel from the button to the panel without closing it.
const CLOSE_DELAY_MS = 120;

/**
 * The wide-screen Resources dropdown: a disclosure (button + list of links, the WAI pattern for site
 * navigation). Opens on hover and closes on leave (product.md §2), and works fully from the keyboard:
 * Enter/Space toggle, ArrowDown opens onto the first link, arrows move, Escape closes and returns focus.
 * Before hydration CSS opens it on hover and while focus is inside; React then takes it over in the
 * state it finds (a pointer already over it keeps it open), so nothing flashes.
 */
export function ResourcesDropdown({ group, linkClassName }: { group: NavGroup; linkClassName: string }) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const close = () => {
    openedByHover.current = false;
    setOpen(false);
  };
  const { pathname } = useLocation();
  const active = group.items.some((i) => !i.isSection && pathname.startsWith(i.href));

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  // Take over from CSS in the state it left: hover and focus are known only once mounted.
  useEffect(() => {
    const root = rootRef.current;
    openedByHover.current = root?.matches(":hover") ?? false;
    setOpen(openedByHover.current || (root?.matches(":focus-within") ?? false));
    setHydrated(true);
  }, []);

  // Close when a pointer or touch lands outside while open (e.g. a tablet tap elsewhere).
  useEffect(() => {
    if (!open) return;
    const onDown = (e: Event) => {
      if (!buttonRef.current?.parentElement?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
  };

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      // Render the panel visible now, so its first link can take focus in this same key press.
      flushSync(() => setOpen(true));
      focusLink(0);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "Escape") {
      e.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      focusLink(index + 1);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      focusLink(index - 1);
    } else if (e.key === "Home") {
      e.preventDefault();
      focusLink(0);
    } else if (e.key === "End") {
      e.preventDefault();
      focusLink(-1);
    }
  };

  return (
    <div
      ref={rootRef}
      className="group relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(e) => {
        // Tabbing out of the button and panel closes it.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A mouse click on a menu the hover just opened keeps it open rather than closing it at once.
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) close();
          else setOpen(true);
        }}
        onKeyDown={onButtonKeyDown}
        className={cn(
          linkClassName,
          "inline-flex items-center gap-1",
          active ? "text-brand-700" : "text-ink",
        )}
      >
        {group.label}
        <ChevronDown aria-hidden className={cn("h-4 w-4 transition-transform", open && "rotate-180")} />
      </button>
      {/* pt-2 bridges the gap between button and panel so hovering across it keeps the panel open. */}
      <div
        className={cn(
          "absolute left-1/2 top-full z-50 -translate-x-1/2 pt-2",
          !open && "hidden",
          !hydrated && "group-focus-within:block group-hover:block",
        )}
      >
        <ul
          ref={panelRef}
          id={panelId}
          onKeyDown={onPanelKeyDown}
          className="min-w-48 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          {group.items.map((item) => (
            <li key={item.href}>
              <NavLink
                item={item}
                onSelect={() => close()}
                className={({ isActive }) =>
                  cn(
                    "block rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800",
                    isActive ? "bg-brand-50 text-brand-800" : "text-ink",
                  )
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
