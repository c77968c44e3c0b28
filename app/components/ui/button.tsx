import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

// `btn` (app/styles/theme.css) is what every button shares: one class in the markup of the ~20
// buttons and button-links of a page instead of eleven utilities in each (decision 0090). It is
// a component class, so a caller's utility overrides it.
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "bg-brand-700 text-white hover:bg-brand-800",
      accent: "bg-accent-600 text-white hover:bg-amber-800",
      outline: "border border-slate-300 bg-white text-ink hover:bg-slate-50",
      ghost: "text-ink hover:bg-slate-100",
      inverse: "bg-white text-brand-800 hover:bg-brand-50",
      destructive: "bg-red-700 text-white hover:bg-red-800",
      link: "text-brand-700 underline-offset-4 hover:underline",
    },
    // Each size sets height and wrapping: cn() no longer merges conflicting classes (see
    // docs/decisions/0003-class-merging.md), so a caller picks a size rather than overriding one.
    size: {
      default: "h-11 whitespace-nowrap px-5 text-sm",
      sm: "h-9 whitespace-nowrap px-3 text-sm",
      lg: "h-12 whitespace-nowrap px-6 text-base",
      icon: "h-10 w-10",
      /** A large call to action whose label may wrap onto two lines on a phone. */
      cta: "min-h-12 px-6 py-3 text-center text-base",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * A <button>. Links styled as buttons use `buttonVariants` on the <Link> itself (no `asChild` slot:
 * Radix Slot would add ~1 KB to every page for no caller).
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
