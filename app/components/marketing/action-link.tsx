import { Link } from "react-router";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/cn";

type ActionLinkProps = {
  /** Where it goes and what it says: the page's content names its calls to action so (app/content/). */
  link: { href: string; label: ReactNode };
  variant?: "default" | "accent" | "outline" | "inverse" | "link";
  className?: string;
};

/** An in-app link styled as a button (calls to action are links: they navigate). */
export function ActionLink({ link, variant = "default", className }: ActionLinkProps) {
  return (
    <Link to={link.href} className={cn(buttonVariants({ variant, size: "cta" }), className)}>
      {link.label}
    </Link>
  );
}

/** Visually hidden text for screen readers (e.g. "opens in a new tab"). */
export function SrOnly({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}

/** A link to another site: it opens in a new tab, and says so to screen readers. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <SrOnly> (opens in a new tab)</SrOnly>
    </a>
  );
}
