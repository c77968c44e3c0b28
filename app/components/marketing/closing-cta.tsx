import type { ReactNode } from "react";

type ClosingCtaProps = { id: string; title: string; text: string; children: ReactNode };

/** The call to action that ends a marketing page, just above the footer. */
export function ClosingCta({ id, title, text, children }: ClosingCtaProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-16">
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
          {children}
        </div>
      </div>
    </section>
  );
}
