import { getInputProps, getSelectProps, getTextareaProps, useInputControl } from "@conform-to/react";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { BLOG_CATEGORIES, categoryLabels } from "~/content/blog";
import { siteTimeZone } from "~/utils/dates";
import { slugify } from "~/utils/slug";
import { ImageField } from "./image-field";
import { SeoFields } from "./seo-fields";
import { TagInput } from "./tag-input";
import type { EditorMode, PostFields, PostForm, PostFormValues } from "./types";
import { Choices, Select } from "~/components/ui/select";

const PUBLISH_MODES = [
  { value: "now", label: "Published", hint: "visible on the blog" },
  { value: "schedule", label: "Scheduled", hint: "visible from the time you choose" },
  { value: "draft", label: "Draft", hint: "only admins see it" },
] as const;

type Props = { form: PostForm; fields: PostFields; values: PostFormValues };

/** Title, slug and excerpt: what the post is. */
export function PostBasicsFields({ fields, mode }: { fields: PostFields; mode: EditorMode }) {
  const { title, slug, excerpt } = fields;
  const slugHint = `${slug.id}-hint`;

  return (
    <div className="grid gap-5">
      <div>
        <Label htmlFor={title.id}>Title</Label>
        <Input
          {...getInputProps(title, { type: "text" })}
          key={title.key}
          className="mt-1"
          onChange={(e) => {
            // product.md §4: in create mode the slug follows the title; in edit mode it is left alone. Set
            // here, before Conform reads the form for this same input, so both values move together.
            if (mode !== "create") return;
            const field = e.currentTarget.form?.elements.namedItem(slug.name);
            if (field instanceof HTMLInputElement) field.value = slugify(e.currentTarget.value);
          }}
        />
        <FieldError id={title.errorId}>{title.errors?.[0]}</FieldError>
      </div>
      <div>
        <Label htmlFor={slug.id}>Slug</Label>
        <Input
          {...getInputProps(slug, { type: "text", ariaDescribedBy: slugHint })}
          key={slug.key}
          className="mt-1 font-mono"
        />
        <p id={slugHint} className="mt-1 text-xs text-muted">
          {mode === "create"
            ? "Made from the title; lowercase letters, digits and hyphens."
            : "Changing it keeps the old address working: it redirects to the new one."}
        </p>
        <FieldError id={slug.errorId}>{slug.errors?.[0]}</FieldError>
      </div>
      <div>
        <Label htmlFor={excerpt.id}>Excerpt</Label>
        <Textarea {...getTextareaProps(excerpt)} key={excerpt.key} rows={3} className="mt-1 min-h-0" />
        <FieldError id={excerpt.errorId}>{excerpt.errors?.[0]}</FieldError>
      </div>
    </div>
  );
}

/** Read time, category, visibility, tags, image and the search listing. */
export function PostSettingsFields({ form, fields, values }: Props) {
  const { readTime, category, publishMode, publishAt } = fields;
  const tags = useInputControl(fields.tags);
  const tagList = tags.value === undefined ? [] : [tags.value].flat();

  return (
    <div className="grid content-start gap-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <Label htmlFor={readTime.id}>Read time (minutes)</Label>
          <Input
            {...getInputProps(readTime, { type: "number" })}
            key={readTime.key}
            min={1}
            step={1}
            inputMode="numeric"
            className="mt-1"
          />
          <FieldError id={readTime.errorId}>{readTime.errors?.[0]}</FieldError>
        </div>
        <div>
          <Label htmlFor={category.id}>Category</Label>
          <Select {...getSelectProps(category)} key={category.key}>
            <Choices values={BLOG_CATEGORIES} labels={categoryLabels} />
          </Select>
          <FieldError id={category.errorId}>{category.errors?.[0]}</FieldError>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Publishing</legend>
        <div className="mt-2 grid gap-2">
          {PUBLISH_MODES.map((o) => (
            <label key={o.value} className="inline-flex items-center gap-2 text-sm">
              <input
                {...getInputProps(publishMode, { type: "radio", value: o.value, ariaAttributes: false })}
                // One id per radio (Conform gives the field's id to each).
                id={`${publishMode.id}-${o.value}`}
                key={`${publishMode.key}-${o.value}`}
                className="size-4 accent-brand-700"
              />
              <span>
                <span className="font-medium">{o.label}</span> <span className="text-muted">({o.hint})</span>
              </span>
            </label>
          ))}
        </div>
        {/* The time counts only when scheduled (postFromForm), so it is asked only then. */}
        {values.publishMode === "schedule" ? (
          <div className="mt-3">
            <Label htmlFor={publishAt.id}>Publish on ({siteTimeZone()})</Label>
            <Input
              {...getInputProps(publishAt, { type: "datetime-local" })}
              key={publishAt.key}
              className="mt-1"
              required
            />
            <FieldError id={publishAt.errorId}>{publishAt.errors?.[0]}</FieldError>
          </div>
        ) : null}
      </fieldset>
      {/* The tags the form sends: the list below, chosen in a select the page does not show. */}
      <select name={fields.tags.name} multiple hidden value={tagList} onChange={() => undefined}>
        {tagList.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <TagInput value={tagList} onChange={tags.change} error={fields.tags.errors?.[0]} />
      <ImageField form={form} fields={fields} values={values} />
      <SeoFields fields={fields} values={values} />
    </div>
  );
}
