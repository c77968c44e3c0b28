import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server render and during hydration, true once React runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
