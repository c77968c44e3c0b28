import { useEffect, useRef } from "react";
import { ExternalLink } from "~/components/ui/icons";
import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { useSchedulerUrl } from "~/utils/use-scheduler-url";

type ThankYouCopy = {
  heading: string;
  text: string;
  scheduleHeading: string;
  scheduleText: string;
  openScheduler: string;
};

/**
 * After a successful inquiry: thanks, and the scheduler (rendered only here, and lazily) to book at
 * once, prefilled in the browser with the name and e-mail just given and the first-touch utm_*.
 */
export function ContactThankYou({
  given,
  t,
}: {
  given?: { name?: string; email?: string };
  /** contactPage.thankYou, from the route: the page's copy stays in the route's chunk, not shared with this one. */
  t: ThankYouCopy;
}) {
  const schedulerUrl = useSchedulerUrl(site.schedulerUrl, given);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form disappeared: move focus to the news so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="thank-you-heading" className="grid gap-6">
      <div>
        <h2
          id="thank-you-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-ink outline-none"
        >
          {t.heading}
        </h2>
        <p className="mt-3 text-muted">{t.text}</p>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-ink">{t.scheduleHeading}</h3>
        <p className="mt-1 text-muted">{t.scheduleText}</p>
      </div>
      <iframe
        src={schedulerUrl}
        title="Schedule your free strategy session"
        loading="lazy"
        className="h-[680px] w-full rounded-lg border border-slate-200"
      />
      <div className="flex flex-wrap gap-3">
        <a
          href={schedulerUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: "lg" })}
        >
          {t.openScheduler}
          <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <Link to={href("/")} className={buttonVariants({ variant: "outline", size: "lg" })}>
          Back to the homepage
        </Link>
      </div>
    </section>
  );
}
