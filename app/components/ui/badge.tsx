import type { HTMLAttributes } from "react";
import { cn } from "~/utils/cn";

const badgeTones = {
  brand: "bg-brand-50 text-brand-800",
  muted: "bg-slate-100 text-slate-800",
  neutral: "bg-slate-200 text-slate-800",
  success: "bg-green-100 text-green-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
  accent: "bg-accent-600 text-white",
} as const;
export type BadgeTone = keyof typeof badgeTones;

/**
 * A small label. Colours come from `tone`; `tone={null}` leaves them to the caller's className (cn()
 * does not merge conflicting classes, so a className must never fight the tone's colours).
 */
export function Badge({
  className,
  tone = "brand",
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone | null }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone && badgeTones[tone],
        className,
      )}
      {...props}
    />
  );
}
