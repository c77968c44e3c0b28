import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

// product.md §2/§9: every in-app navigation scrolls to the top after about 100 ms.
const SCROLL_DELAY_MS = 100;

/**
 * Scrolls to the top 100 ms after each in-app navigation, once late content (lazy sections, data) has
 * settled. Back/forward (POP) is left to ScrollRestoration, which restores the earlier position, and a
 * link to a #section is left to the browser's scroll to that element.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === "POP" || hash) return;
    const timer = setTimeout(
      () => window.scrollTo({ top: 0, left: 0, behavior: "instant" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [key, hash, navigationType]);

  return null;
}
