import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { cn } from "~/utils/cn";
import { dismissToast, useToasts } from "./use-toast";

/**
 * The notification area (Radix Toast): top of the screen on phones, bottom right on larger screens;
 * swipe right (50 px) to dismiss; F8 focuses it (product.md §9). Loaded on first use by ./toaster.tsx;
 * `focusOnMount` is set when that first use was an F8 press, which Radix's own listener missed.
 */
export default function ToastArea({ focusOnMount }: { focusOnMount: boolean }) {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-[opacity,translate]",
            t.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            {t.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            )}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {t.action}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
