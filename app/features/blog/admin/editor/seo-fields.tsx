import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/content/blog";
import { cn } from "~/utils/cn";
import type { PostFields, PostFormValues } from "./types";

/** A counted field: its label, the lengths shown in full, and what stands in for it when empty. */
type Counted = { label: string; good: readonly [number, number]; fallback: string };

// Lengths search engines show in full; below the lower bound the snippet wastes space.
const TITLE: Counted = { label: "SEO title", good: [30, SEO_TITLE_MAX], fallback: "the post title" };
const DESCRIPTION: Counted = {
  label: "SEO description",
  good: [70, SEO_DESCRIPTION_MAX],
  fallback: "the excerpt",
};

function hint(length: number, { good: [min, max], fallback }: Counted) {
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
 * A field with its length counted above it and a hint on the length below; the control (`children`)
 * is given the ids of both (`${idPrefix}-count`, `${idPrefix}-hint`) for its aria-describedby.
 */
function CountedField({
  meta,
  field,
  idPrefix,
  value,
  children,
}: {
  meta: PostFields["seoTitle"];
  field: Counted;
  idPrefix: string;
  value: string;
  children: (describedBy: string) => ReactNode;
}) {
  const { length } = value;
  const [, max] = field.good;
  const said = hint(length, field);
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <Label htmlFor={meta.id}>{field.label}</Label>
        <span
          id={`${idPrefix}-count`}
          className={cn("text-xs", length > max ? "text-red-700" : "text-muted")}
        >
          {length}/{max}
        </span>
      </div>
      {children(`${idPrefix}-count ${idPrefix}-hint`)}
      <p id={`${idPrefix}-hint`} className={cn("mt-1 text-xs", tones[said.tone])}>
        {said.text}
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
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Search engine listing</legend>
      <CountedField meta={titleField} field={TITLE} idPrefix={`${id}-title`} value={seoTitle}>
        {(describedBy) => (
          <Input
            {...getInputProps(titleField, { type: "text", ariaDescribedBy: describedBy })}
            key={titleField.key}
            className="mt-1"
          />
        )}
      </CountedField>
      <CountedField
        meta={descriptionField}
        field={DESCRIPTION}
        idPrefix={`${id}-description`}
        value={seoDescription}
      >
        {(describedBy) => (
          <Textarea
            {...getTextareaProps(descriptionField, { ariaDescribedBy: describedBy })}
            key={descriptionField.key}
            rows={3}
            className="mt-1 min-h-0"
          />
        )}
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
