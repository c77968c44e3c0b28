import { useEffect } from "react";
import { useLocation } from "react-router";
import { sendInsightEvent } from "./beacon";

/**
 * One first-party page_view per page, on load and on every client-side navigation (a new path;
 * a changed query string is the same page). A prerendered page counts once it is shown.
 */
export function InsightsPageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const send = () => sendInsightEvent("page_view");
    if (!(document as { prerendering?: boolean }).prerendering) return send();
    document.addEventListener("prerenderingchange", send, { once: true });
    return () => document.removeEventListener("prerenderingchange", send);
  }, [pathname]);
  return null;
}
