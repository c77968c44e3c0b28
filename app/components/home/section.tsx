import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "white" | "tint";
  children: ReactNode;
};

/** A home-page section: a labelled landmark with an anchor id (usable by section nav links). */
export function Section({ id, eyebrow, title, intro, tone = "white", children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={cn("px-4 py-16 outline-none sm:px-6 sm:py-20", tone === "tint" && "bg-slate-50")}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">{eyebrow}</p>
          )}
          <h2 id={`${id}-title`} className="mt-2 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
