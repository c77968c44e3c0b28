import type { ReactNode } from "react";
import { Link } from "react-router";

/** An admin view's <title> (and, as for every admin page, no indexing). */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** One of product.md's admin tabs as a view on its own URL: its name as the page heading, then the view. */
export function AdminView({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <div>{children}</div>
    </>
  );
}

/** A record's view opens with the way back to its list, then what the record is now (its status). */
export function BackToList({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <p className="mb-4 flex flex-wrap gap-4 text-sm">
      <Link to={to} className="text-brand-700 underline">
        {label}
      </Link>
      <span>{children}</span>
    </p>
  );
}

/** A titled part of an admin view (a setting, a form, a list), named by its heading. */
export function ViewSection({
  headingId,
  title,
  className,
  headingClassName = "text-xl font-semibold text-brand-900",
  children,
}: {
  headingId: string;
  title: string;
  className?: string;
  /** The heading's look where the view's parts have their own (a smaller one, its spacing). */
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
