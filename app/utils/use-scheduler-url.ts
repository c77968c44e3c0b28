import { useMemo } from "react";
import { captureAttribution, currentAttribution } from "./attribution";
import { schedulerUrlFor } from "./scheduler-url";
import { useHydrated } from "./use-hydrated";

/**
 * The scheduler's URL for this visitor: the plain URL in the server's HTML (pages are cached and
 * shared: never a visitor's data there), then, in the browser, with the name and e-mail they just
 * gave (if any) and their first-touch utm_* from this browser's session (app/utils/attribution.ts).
 */
export function useSchedulerUrl(base: string, given?: { name?: string; email?: string }) {
  const hydrated = useHydrated();
  const name = given?.name;
  const email = given?.email;
  return useMemo(() => {
    if (!hydrated) return base;
    // The root captures the first touch in an effect that may run after this page's first render.
    captureAttribution();
    return schedulerUrlFor(base, { name, email, attribution: currentAttribution() });
  }, [hydrated, base, name, email]);
}
