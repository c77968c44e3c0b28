import { X } from "~/components/ui/icons";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/cn";

export const CTA_SCROLL_THRESHOLD = 500;
export const CTA_DISMISSED_KEY = "ctaDismissed";

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}
const scrolledPast = () => window.scrollY > CTA_SCROLL_THRESHOLD;

// Dismissal lives in sessionStorage (product.md §2: remembered for the browser session); listeners let this
// tab's banner react to its own dismissal.
const dismissListeners = new Set<() => void>();
let dismissedInMemory = false;
function subscribeToDismissal(onChange: () => void) {
  dismissListeners.add(onChange);
  return () => void dismissListeners.delete(onChange);
}
function readDismissed() {
  try {
    return sessionStorage.getItem(CTA_DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}
function dismiss() {
  try {
    sessionStorage.setItem(CTA_DISMISSED_KEY, "true");
  } catch {
    // Storage blocked: the banner still hides for this page view.
    dismissedInMemory = true;
  }
  for (const l of dismissListeners) l();
}

/**
 * The sticky bottom banner (product.md §2): shown once the page is scrolled past 500 px, until dismissed.
 * Fixed-position, so showing it moves nothing; while shown, the page gets bottom padding of the
 * banner's height so it never hides the end of the footer on phones.
 */
export function StickyCtaBanner() {
  const past = useSyncExternalStore(subscribeToScroll, scrolledPast, () => false);
  const dismissed = useSyncExternalStore(
    subscribeToDismissal,
    () => dismissedInMemory || readDismissed(),
    () => true,
  );
  const visible = past && !dismissed;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!visible || !el) return;
    const pad = () => (document.body.style.paddingBottom = `${el.offsetHeight}px`);
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(el);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [visible]);

  return (
    <aside
      ref={ref}
      aria-label="Get started"
      // Hidden (not just moved) while not shown: out of the tab order and the accessibility tree.
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-brand-800 bg-brand-900 text-white shadow-[0_-4px_16px_rgba(15,23,42,0.25)] transition-[transform,visibility] duration-300",
        visible ? "visible translate-y-0" : "invisible translate-y-full",
      )}
    >
      {/* Phones: the line and the dismiss control on top, the two buttons below; wider: one row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold sm:text-base">
            Ready to build financial confidence in your team?
          </p>
          <p className="hidden text-sm text-slate-200 sm:block">
            Get started with a free strategy session or assessment
          </p>
        </div>
        <div className="order-last flex w-full gap-2 sm:order-none sm:w-auto">
          <Link
            to={href("/consultation")}
            className={cn(buttonVariants({ variant: "accent", size: "sm" }), "flex-1 sm:flex-none")}
          >
            <span className="sm:hidden">Book Session</span>
            <span className="hidden sm:inline">Book a Strategy Session</span>
          </Link>
          <Link
            to={href("/assessment")}
            className={cn(buttonVariants({ variant: "inverse", size: "sm" }), "flex-1 sm:flex-none")}
          >
            <span className="sm:hidden">Quiz</span>
            <span className="hidden sm:inline">Take Quiz</span>
          </Link>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss banner"
          className="shrink-0 rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </aside>
  );
}
