import type { ReactNode } from "react";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead: string;
  /** The hero's calls to action. */
  children?: ReactNode;
};

/** The dark banner that opens every marketing page; its h1 is the page's largest text (the LCP). */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{eyebrow}</p>}
        <h1 className="mt-3 text-3xl font-bold leading-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-brand-100">{lead}</p>
        {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
      </div>
    </section>
  );
}
