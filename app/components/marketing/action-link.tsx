import { Link } from "react-router";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/cn";

type ActionLinkProps = {
  to: string;
  variant?: "default" | "accent" | "outline" | "inverse" | "link";
  className?: string;
  children: ReactNode;
};

/** An in-app link styled as a button (calls to action are links: they navigate). */
export function ActionLink({ to, variant = "default", className, children }: ActionLinkProps) {
  return (
    <Link to={to} className={cn(buttonVariants({ variant, size: "cta" }), className)}>
      {children}
    </Link>
  );
}

/** Visually hidden text for screen readers (e.g. "opens in a new tab"). */
export function SrOnly({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
