import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./use-toast";

// Radix Toast (with its dismissable layer and portal) is ~12 KB of compressed JavaScript that most
// visits never use: it loads with the first toast, or the first F8 press, not with the page.
const ToastArea = lazy(() => import("./toast-area"));

/**
 * Always mounted in the root layout, and tiny: it mounts the notification area (./toast-area.tsx)
 * once a toast is shown or the visitor presses F8 (product.md §9: F8 focuses the notification area);
 * after that the area stays, and Radix handles F8 itself.
 */
export function Toaster() {
  const toasts = useToasts();
  const [focusRequested, setFocusRequested] = useState(false);
  // Once mounted the area stays, even when the last dismissed toast is removed.
  const [needed, setNeeded] = useState(false);
  if (!needed && (toasts.length > 0 || focusRequested)) setNeeded(true);

  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === "F8" || event.key === "F8") setFocusRequested(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea focusOnMount={focusRequested} />
    </Suspense>
  );
}
