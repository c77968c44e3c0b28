import { CalendarDays, ExternalLink } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useSchedulerUrl } from "~/utils/use-scheduler-url";
import { NewTabLink } from "./action-link";

type SchedulerEmbedProps = { src: string; frameTitle: string; loadLabel: string; newTabLabel: string };

/**
 * The third-party booking calendar, created only when its box scrolls into view or the visitor asks
 * for it: the page's first load fetches nothing from the scheduler (no blocking, no layout shift, the
 * box keeps its height). The plain link below always works, even without JavaScript. In the browser
 * both carry the visitor's first-touch utm_* (the booking credits their source: product.md §10.7).
 */
export function SchedulerEmbed({ src: base, frameTitle, loadLabel, newTabLabel }: SchedulerEmbedProps) {
  const src = useSchedulerUrl(base);
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (loaded || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setLoaded(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loaded]);

  return (
    <div>
      <div
        ref={box}
        className="relative h-[660px] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-50"
      >
        {loaded ? (
          <iframe src={src} title={frameTitle} className="absolute inset-0 h-full w-full border-0" />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
            <CalendarDays className="h-12 w-12 text-brand-700" aria-hidden />
            <button
              type="button"
              onClick={() => setLoaded(true)}
              className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {loadLabel}
            </button>
          </div>
        )}
      </div>
      <p className="mt-4 text-center">
        <NewTabLink
          href={src}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {newTabLabel}
          <ExternalLink className="h-4 w-4" aria-hidden />
        </NewTabLink>
      </p>
    </div>
  );
}
