import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import {
  analyticsActive,
  chooseMeasurementId,
  loadAnalytics,
  trackPageView,
} from "~/components/layout/analytics-choice";

// product.md §9: the page_view after a route change waits 100 ms, so the new page's title is in place.
const PAGE_VIEW_DELAY_MS = 100;

/**
 * GA4 by hostname (site.analytics, else the default property): loaded after hydration (when the browser is
 * idle), one page_view at start and one 100 ms after each route change. Renders nothing.
 */
export function Analytics() {
  const { pathname, search } = useLocation();
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    const choice = chooseMeasurementId(window.location.hostname);
    if (choice.warning) console.warn(choice.warning);
    if (!choice.measurementId) return;
    const { measurementId } = choice;
    const start = () => {
      if (analyticsActive()) return;
      loadAnalytics(measurementId, window as never, document as never);
      lastTracked.current = window.location.pathname + window.location.search;
      trackPageView(lastTracked.current, document.title);
    };
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const path = pathname + search;
    if (!analyticsActive() || lastTracked.current === path) return;
    const timer = setTimeout(() => {
      lastTracked.current = path;
      trackPageView(path, document.title);
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  return null;
}
