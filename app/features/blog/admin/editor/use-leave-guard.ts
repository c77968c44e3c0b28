import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * While there are unsaved changes: the browser asks before a reload or closing the tab, and in-app
 * navigation is held (the caller shows a confirmation for `blocker`): leaving the page, or changing the
 * search parameter `param` that names what is being edited (other parameters, such as the editor's
 * mode, may change freely). `allow()` lets the next navigation through, e.g. after a successful save.
 */
export function useLeaveGuard(dirty: boolean, param: string) {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) allowed.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get(param) !==
          new URLSearchParams(nextLocation.search).get(param)),
  );

  return {
    blocker,
    allow() {
      allowed.current = true;
    },
  };
}
