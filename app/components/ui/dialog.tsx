import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "~/components/ui/icons";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

/** Modal dialog (Radix): focus trapped inside, Escape and the close button close it, focus returns. */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const dialogWidths = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl", "3xl": "max-w-3xl" } as const;

// React 19 hands a function component its ref as a prop: the parts pass it on with the rest.
export function DialogContent({
  className,
  children,
  width = "lg",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { width?: keyof typeof dialogWidths }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl",
          dialogWidths[width],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded p-2 text-muted hover:bg-slate-100"
          aria-label="Close"
        >
          <X className="h-4 w-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 pr-8", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
}
