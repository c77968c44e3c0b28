import { useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
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
import type { EditorMode, PostFormOutput, PostFormValues } from "./types";

const PUBLISH_MODES = [
  { value: "now", label: "Published", hint: "visible on the blog" },
  { value: "schedule", label: "Scheduled", hint: "visible from the time you choose" },
  { value: "draft", label: "Draft", hint: "only admins see it" },
] as const;

type Form = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

const selectClass =
  "mt-1 h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600";

function useFieldProps(form: Form) {
  const id = useId();
  const { errors } = form.formState;
  const err = (name: keyof PostFormValues) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};
  return { id, errors, err };
}

/** Title, slug and excerpt: what the post is. */
export function PostBasicsFields({ form, mode }: { form: Form; mode: EditorMode }) {
  const { id, errors, err } = useFieldProps(form);
  const { register, formState, setValue } = form;
  const titleField = register("title");

  return (
    <div className="grid gap-5">
      <div>
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          className="mt-1"
          {...err("title")}
          {...titleField}
          onChange={(e) => {
            void titleField.onChange(e);
            // SPEC §4: in create mode the slug follows the title; in edit mode it is left alone.
            if (mode === "create")
              setValue("slug", slugify(e.target.value), {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              });
          }}
        />
        <FieldError id={`${id}-title-error`}>{errors.title?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${id}-slug`}>Slug</Label>
        <Input
          id={`${id}-slug`}
          className="mt-1 font-mono"
          aria-describedby={`${id}-slug-hint`}
          {...err("slug")}
          {...register("slug")}
        />
        <p id={`${id}-slug-hint`} className="mt-1 text-xs text-muted">
          {mode === "create"
            ? "Made from the title; lowercase letters, digits and hyphens."
            : "Changing it keeps the old address working: it redirects to the new one."}
        </p>
        <FieldError id={`${id}-slug-error`}>{errors.slug?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${id}-excerpt`}>Excerpt</Label>
        <Textarea
          id={`${id}-excerpt`}
          rows={3}
          className="mt-1 min-h-0"
          {...err("excerpt")}
          {...register("excerpt")}
        />
        <FieldError id={`${id}-excerpt-error`}>{errors.excerpt?.message}</FieldError>
      </div>
    </div>
  );
}

/** Read time, category, visibility, tags, image and the search listing. */
export function PostSettingsFields({ form }: { form: Form }) {
  const { id, errors, err } = useFieldProps(form);
  const { register, control, setValue } = form;

  return (
    <div className="grid content-start gap-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <Label htmlFor={`${id}-readTime`}>Read time (minutes)</Label>
          <Input
            id={`${id}-readTime`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className="mt-1"
            {...err("readTime")}
            {...register("readTime")}
          />
          <FieldError id={`${id}-readTime-error`}>{errors.readTime?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${id}-category`}>Category</Label>
          <select
            id={`${id}-category`}
            className={selectClass}
            {...err("category")}
            {...register("category")}
          >
            {BLOG_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-category-error`}>{errors.category?.message}</FieldError>
        </div>
      </div>
      <Controller
        control={control}
        name="publishMode"
        render={({ field }) => (
          <fieldset>
            <legend className="text-sm font-medium text-ink">Publishing</legend>
            <div className="mt-2 grid gap-2">
              {PUBLISH_MODES.map((o) => (
                <label key={o.value} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={o.value}
                    checked={field.value === o.value}
                    onChange={() => {
                      field.onChange(o.value);
                      // What the API stores: published or not, and a time only when scheduled.
                      setValue("published", o.value !== "draft", { shouldDirty: true });
                      if (o.value !== "schedule") setValue("publishAt", "", { shouldDirty: true });
                    }}
                    onBlur={field.onBlur}
                    className="size-4 accent-brand-700"
                  />
                  <span>
                    <span className="font-medium">{o.label}</span>{" "}
                    <span className="text-muted">({o.hint})</span>
                  </span>
                </label>
              ))}
            </div>
            {field.value === "schedule" ? (
              <div className="mt-3">
                <Label htmlFor={`${id}-publishAt`}>Publish on ({siteTimeZone()})</Label>
                <Input
                  id={`${id}-publishAt`}
                  type="datetime-local"
                  className="mt-1"
                  required
                  {...err("publishAt")}
                  {...register("publishAt")}
                />
                <FieldError id={`${id}-publishAt-error`}>{errors.publishAt?.message}</FieldError>
              </div>
            ) : null}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput value={field.value} onChange={field.onChange} error={errors.tags?.message} />
        )}
      />
      <ImageField form={form} />
      <SeoFields form={form} />
    </div>
  );
}
