import { href, Link } from "react-router";
import { CalendarCheck } from "~/components/ui/icons";
import { blogCopy } from "~/content/blog";
import { buttonVariants } from "~/components/ui/button";

/** The close of every post: product.md §2 "a call to schedule a consultation". */
export function ConsultationCta() {
  return (
    <section
      aria-labelledby="post-cta-title"
      className="mt-14 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="post-cta-title" className="text-2xl font-bold">
        {blogCopy.ctaTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{blogCopy.ctaText}</p>
      <Link
        to={href("/consultation")}
        className={buttonVariants({ variant: "inverse", size: "lg", className: "mt-6" })}
      >
        <CalendarCheck aria-hidden="true" className="size-5" />
        {blogCopy.ctaButton}
      </Link>
    </section>
  );
}
