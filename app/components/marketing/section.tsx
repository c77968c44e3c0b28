import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

type SectionProps = {
  id: string;
  title: string;
  lead?: string;
  tone?: "white" | "tint";
  className?: string;
  children: ReactNode;
};

/** A titled page section; the heading names the region for screen-reader landmarks. */
export function Section({ id, title, lead, tone = "white", className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(tone === "tint" ? "bg-slate-50" : "bg-white", className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
