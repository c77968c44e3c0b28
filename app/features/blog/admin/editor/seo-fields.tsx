import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
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

/**
 * A field with its length counted above it and a hint on the length below; the control names both
 * (`${idPrefix}-count`, `${idPrefix}-hint`) in its aria-describedby.
 */
function CountedField({
  meta,
  label,
  idPrefix,
  length,
  max,
  hint,
  children,
}: {
  meta: PostFields["seoTitle"];
  label: string;
  idPrefix: string;
  length: number;
  max: number;
  hint: { text: string; tone: string };
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <Label htmlFor={meta.id}>{label}</Label>
        <span
          id={`${idPrefix}-count`}
          className={cn("text-xs", length > max ? "text-red-700" : "text-muted")}
        >
          {length}/{max}
        </span>
      </div>
      {children}
      <p id={`${idPrefix}-hint`} className={cn("mt-1 text-xs", tones[hint.tone])}>
        {hint.text}
      </p>
      <FieldError id={meta.errorId}>{meta.errors?.[0]}</FieldError>
    </div>
  );
}

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
      <CountedField
        meta={titleField}
        label="SEO title"
        idPrefix={`${id}-title`}
        length={seoTitle.length}
        max={SEO_TITLE_MAX}
        hint={titleHint}
      >
        <Input
          {...getInputProps(titleField, {
            type: "text",
            ariaDescribedBy: `${id}-title-count ${id}-title-hint`,
          })}
          key={titleField.key}
          className="mt-1"
        />
      </CountedField>
      <CountedField
        meta={descriptionField}
        label="SEO description"
        idPrefix={`${id}-description`}
        length={seoDescription.length}
        max={SEO_DESCRIPTION_MAX}
        hint={descriptionHint}
      >
        <Textarea
          {...getTextareaProps(descriptionField, {
            ariaDescribedBy: `${id}-description-count ${id}-description-hint`,
          })}
          key={descriptionField.key}
          rows={3}
          className="mt-1 min-h-0"
        />
      </CountedField>
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
