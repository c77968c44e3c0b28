import { href, Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/utils/cn";

/** The wordmark with a small inline mark (no image request, no layout shift); links home. */
export function Logo({
  className,
  tone = "dark",
  size = "lg",
  compactOnLarge = false,
}: {
  className?: string;
  tone?: "dark" | "light";
  /** "responsive": a notch smaller on phones, where the header is narrow. */
  size?: "lg" | "responsive";
  compactOnLarge?: boolean;
}) {
  return (
    <Link
      to={href("/")}
      className={cn(
        size === "lg" ? "text-lg" : "text-base sm:text-lg",
        "inline-flex items-center gap-2 rounded-md font-serif font-bold leading-tight",
        tone === "dark" ? "text-brand-900" : "text-white",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="7" className={tone === "dark" ? "fill-brand-800" : "fill-white"} />
        <path
          d="M8 23 L13.5 15.5 L18 19 L24 10"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={tone === "dark" ? "stroke-white" : "stroke-brand-800"}
        />
        <circle cx="24" cy="10" r="2.2" className="fill-accent-500" />
      </svg>
      {compactOnLarge ? (
        // Between the lg and xl breakpoints the inline navigation needs the room: show the short name.
        <>
          <span className="lg:hidden xl:inline">{site.name}</span>
          <span className="hidden lg:inline xl:hidden">{site.shortName}</span>
        </>
      ) : (
        <span>{site.name}</span>
      )}
    </Link>
  );
}
