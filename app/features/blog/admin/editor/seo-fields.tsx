import { getInputProps, getTextareaProps } from "@conform-to/react";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/content/blog";
import { cn } from "~/utils/cn";
import type { PostFields, PostFormValues } from "./types";

// Lengths search engines show in full; below the lower bound the snippet wastes space.
const TITLE_GOOD = [30, SEO_TITLE_MAX] as const;
const DESCRIPTION_GOOD = [70, SEO_DESCRIPTION_MAX] as const;

function hint(length: number, [min, max]: readonly [number, number], fallback: string) {
  if (length === 0) return { text: `Empty: ${fallback} is used.`, tone: "muted" };
  if (length > max) return { text: `Too long: at most ${max} characters.`, tone: "bad" };
  if (length < min) return { text: `Short: aim for ${min}–${max} characters.`, tone: "warn" };
  return { text: "Good length.", tone: "good" };
}

const tones: Record<string, string> = {
  muted: "text-muted",
  bad: "text-red-700",
  warn: "text-amber-800",
  good: "text-emerald-800",
};
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** SEO title and description with counters, length hints and a search-result preview. */
export function SeoFields({ fields, values }: { fields: PostFields; values: PostFormValues }) {
  const { seoTitle, seoDescription, title, excerpt, slug } = values;
  const titleField = fields.seoTitle;
  const descriptionField = fields.seoDescription;
  const id = titleField.id;
  const titleHint = hint(seoTitle.length, TITLE_GOOD, "the post title");
  const descriptionHint = hint(seoDescription.length, DESCRIPTION_GOOD, "the excerpt");
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Search engine listing</legend>
      <div>
        <div className="flex items-baseline justify-between">
          <Label htmlFor={titleField.id}>SEO title</Label>
          <span
            id={`${id}-title-count`}
            className={cn("text-xs", seoTitle.length > SEO_TITLE_MAX ? "text-red-700" : "text-muted")}
          >
            {seoTitle.length}/{SEO_TITLE_MAX}
          </span>
        </div>
        <Input
          {...getInputProps(titleField, {
            type: "text",
            ariaDescribedBy: `${id}-title-count ${id}-title-hint`,
          })}
          key={titleField.key}
          className="mt-1"
        />
        <p id={`${id}-title-hint`} className={cn("mt-1 text-xs", tones[titleHint.tone])}>
          {titleHint.text}
        </p>
        <FieldError id={titleField.errorId}>{titleField.errors?.[0]}</FieldError>
      </div>
      <div>
        <div className="flex items-baseline justify-between">
          <Label htmlFor={descriptionField.id}>SEO description</Label>
          <span
            id={`${id}-description-count`}
            className={cn(
              "text-xs",
              seoDescription.length > SEO_DESCRIPTION_MAX ? "text-red-700" : "text-muted",
            )}
          >
            {seoDescription.length}/{SEO_DESCRIPTION_MAX}
          </span>
        </div>
        <Textarea
          {...getTextareaProps(descriptionField, {
            ariaDescribedBy: `${id}-description-count ${id}-description-hint`,
          })}
          key={descriptionField.key}
          rows={3}
          className="mt-1 min-h-0"
        />
        <p id={`${id}-description-hint`} className={cn("mt-1 text-xs", tones[descriptionHint.tone])}>
          {descriptionHint.text}
        </p>
        <FieldError id={descriptionField.errorId}>{descriptionField.errors?.[0]}</FieldError>
      </div>
      <figure className="rounded-md border border-slate-200 bg-white p-4">
        <figcaption className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
          Search result preview
        </figcaption>
        <p className="truncate text-sm text-emerald-800">
          {origin}/blog/{slug || "your-post-slug"}
        </p>
        <p className="mt-1 text-lg leading-snug text-blue-800">
          {clip(seoTitle || title || "Post title", SEO_TITLE_MAX)}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {clip(seoDescription || excerpt || "The excerpt shows here.", SEO_DESCRIPTION_MAX)}
        </p>
      </figure>
    </fieldset>
  );
}
