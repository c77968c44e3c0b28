import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import {
  RESOURCE_CATEGORIES,
  RESOURCE_DIFFICULTIES,
  RESOURCE_ICONS,
  RESOURCE_TYPES,
  resourceSchema,
  type ResourceData,
} from "~/schemas/resource";
import type { ResourceRow } from "./types";

type FormInput = z.input<typeof resourceSchema>;

const empty: FormInput = {
  title: "",
  description: "",
  category: RESOURCE_CATEGORIES[0],
  type: RESOURCE_TYPES[0],
  difficulty: RESOURCE_DIFFICULTIES[0],
  format: "",
  downloadUrl: "",
  tags: [],
  pages: null,
  duration: "",
  featured: false,
  published: true,
  iconName: "FileText",
};

function toInput(r: ResourceRow): FormInput {
  return {
    title: r.title,
    description: r.description,
    category: r.category as FormInput["category"],
    type: r.type as FormInput["type"],
    difficulty: r.difficulty as FormInput["difficulty"],
    format: r.format,
    downloadUrl: r.downloadUrl ?? "",
    tags: r.tags,
    pages: r.pages,
    duration: r.duration ?? "",
    featured: r.featured,
    published: r.published,
    iconName: r.iconName as FormInput["iconName"],
  };
}

type Props = {
  /** undefined: closed; null: create; a row: edit it. */
  editing: ResourceRow | null | undefined;
  saving: boolean;
  onSave: (data: ResourceData) => Promise<{ fields?: Record<string, string> } | void>;
  onClose: () => void;
};

const selectClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";

/** Create or edit a library resource, validated by the same zod schema as the API. */
export function ResourceFormDialog({ editing, saving, onSave, onClose }: Props) {
  const form = useForm<FormInput, unknown, ResourceData>({
    resolver: zodResolver(resourceSchema),
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, reset, setError, control } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (editing !== undefined) reset(editing ? toInput(editing) : empty);
  }, [editing, reset]);

  const submit = handleSubmit(async (data) => {
    const result = await onSave(data);
    // Field errors the server found (it validates with the same schema) go next to their fields.
    for (const [field, message] of Object.entries(result?.fields ?? {})) {
      setError(field as keyof FormInput, { message });
    }
  });

  const field = (name: keyof FormInput) => ({
    id: `resource-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `resource-${name}-error` : undefined,
  });
  const error = (name: keyof FormInput) => (
    <FieldError id={`resource-${name}-error`}>{errors[name]?.message as string | undefined}</FieldError>
  );

  return (
    <Dialog open={editing !== undefined} onOpenChange={(o) => !o && !saving && onClose()}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit resource" : "New resource"}</DialogTitle>
          <DialogDescription>Published resources appear in the public Resource Library.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1">
            <Label htmlFor="resource-title">Title</Label>
            <Input {...field("title")} {...register("title")} />
            {error("title")}
          </div>
          <div className="grid gap-1">
            <Label htmlFor="resource-description">Description</Label>
            <Textarea {...field("description")} {...register("description")} />
            {error("description")}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-1">
              <Label htmlFor="resource-category">Category</Label>
              <select className={selectClass} {...field("category")} {...register("category")}>
                {RESOURCE_CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
              {error("category")}
            </div>
            <div className="grid gap-1">
              <Label htmlFor="resource-type">Type</Label>
              <select className={selectClass} {...field("type")} {...register("type")}>
                {RESOURCE_TYPES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
              {error("type")}
            </div>
            <div className="grid gap-1">
              <Label htmlFor="resource-difficulty">Difficulty</Label>
              <select className={selectClass} {...field("difficulty")} {...register("difficulty")}>
                {RESOURCE_DIFFICULTIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
              {error("difficulty")}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor="resource-format">Format</Label>
              <Input
                placeholder="Guide, Checklist, Video lesson…"
                {...field("format")}
                {...register("format")}
              />
              {error("format")}
            </div>
            <div className="grid gap-1">
              <Label htmlFor="resource-iconName">Icon</Label>
              <select className={selectClass} {...field("iconName")} {...register("iconName")}>
                {RESOURCE_ICONS.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
              {error("iconName")}
            </div>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="resource-downloadUrl">Download URL (optional)</Label>
            <Input type="url" placeholder="https://" {...field("downloadUrl")} {...register("downloadUrl")} />
            {error("downloadUrl")}
          </div>
          <div className="grid gap-1">
            <Label htmlFor="resource-tags">Tags (comma-separated)</Label>
            <Controller
              control={control}
              name="tags"
              render={({ field: f }) => (
                <Input
                  {...field("tags")}
                  name={f.name}
                  ref={f.ref}
                  onBlur={f.onBlur}
                  // Split on commas only, so typing "cash, " keeps the text as typed; the schema trims.
                  value={(f.value ?? []).join(",")}
                  onChange={(e) => f.onChange(e.target.value.split(","))}
                />
              )}
            />
            {error("tags")}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor="resource-pages">Pages (optional)</Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                {...field("pages")}
                {...register("pages", {
                  setValueAs: (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
                })}
              />
              {error("pages")}
            </div>
            <div className="grid gap-1">
              <Label htmlFor="resource-duration">Duration (optional)</Label>
              <Input placeholder="18 min" {...field("duration")} {...register("duration")} />
              {error("duration")}
            </div>
          </div>
          <div className="flex flex-wrap gap-6">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register("featured")} />{" "}
              Featured
            </label>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register("published")} />{" "}
              Published
            </label>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : editing ? "Save changes" : "Create resource"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
