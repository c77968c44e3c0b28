import { Clock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { PostContent } from "~/features/blog/post-content";
import { categoryLabel } from "~/content/blog";
import { site } from "~/content/site";
import { dateTime, fromSiteLocal, longDate } from "~/utils/dates";
import type { PostFormValues } from "./types";

/** "Scheduled for Nov 24, 2026, 9:00 AM PST" (the time as entered, in the site's time zone). */
export function scheduledLabel(local: string | null | undefined, at = local ? fromSiteLocal(local) : null) {
  return at ? `Scheduled for ${dateTime(at)}` : "Scheduled";
}

/**
 * View mode: the post as visitors will see it, including edits not saved yet. The HTML comes from
 * the editor (which only emits its own schema); the server sanitizes it again on save.
 */
export function PostPreview({ values, date }: { values: PostFormValues; date: Date | string | null }) {
  return (
    <article className="mx-auto max-w-3xl">
      <div className="mb-6 flex flex-wrap items-center gap-2">
        <Badge
          tone={null}
          className={
            values.publishMode === "now"
              ? "bg-emerald-50 text-emerald-800"
              : values.publishMode === "schedule"
                ? "bg-sky-50 text-sky-900"
                : "bg-slate-100 text-slate-800"
          }
        >
          {values.publishMode === "now"
            ? "Published"
            : values.publishMode === "schedule"
              ? scheduledLabel(values.publishAt)
              : "Draft"}
        </Badge>
        {values.tags.map((t) => (
          <Badge key={t} tone="muted">
            {t}
          </Badge>
        ))}
      </div>
      {values.imageUrl ? (
        <img
          src={values.imageUrl}
          alt={values.altText}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
      <div className="mt-8 flex flex-wrap items-center gap-3 text-sm text-muted">
        <Badge>{categoryLabel(values.category)}</Badge>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {String(values.readTime)} min read
        </span>
      </div>
      <h2 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {values.title || "Untitled post"}
      </h2>
      <p className="mt-4 text-sm text-muted">
        By <span className="font-semibold text-ink">{site.guide.name}</span>
        {date ? <> · {longDate(date)}</> : null}
      </p>
      <p className="mt-6 text-xl leading-relaxed text-slate-700">{values.excerpt}</p>
      <PostContent html={values.content} className="mt-8 border-t border-slate-200 pt-4" />
    </article>
  );
}
