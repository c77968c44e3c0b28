import { useOnResult } from "~/utils/use-on-result";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { withFormReader } from "~/schemas/parse-form";
import { useSchemaForm } from "~/admin/use-schema-form";
import type { ViewAnswer } from "~/admin/view-action";
import { toast } from "~/components/ui/use-toast";
import type { ResourceRow } from "~/features/resources/list";
import {
  RESOURCE_CATEGORIES,
  RESOURCE_DIFFICULTIES,
  RESOURCE_ICONS,
  RESOURCE_TYPES,
  resourceFromForm,
  resourceSchema,
} from "~/features/resources/schema";
import { Select } from "~/components/ui/select";

/** The form's fields as text, as the browser holds them (resourceFormSchema reads them). */
type FormFields = {
  title: string;
  description: string;
  category: string;
  type: string;
  difficulty: string;
  format: string;
  downloadUrl: string;
  tags: string;
  pages: string;
  duration: string;
  featured: "on" | undefined;
  published: "on" | undefined;
  iconName: string;
};

const empty: FormFields = {
  title: "",
  description: "",
  category: RESOURCE_CATEGORIES[0],
  type: RESOURCE_TYPES[0],
  difficulty: RESOURCE_DIFFICULTIES[0],
  format: "",
  downloadUrl: "",
  tags: "",
  pages: "",
  duration: "",
  featured: undefined,
  published: "on",
  iconName: "FileText",
};

function toFields(r: ResourceRow): FormFields {
  return {
    title: r.title,
    description: r.description,
    category: r.category,
    type: r.type,
    difficulty: r.difficulty,
    format: r.format,
    downloadUrl: r.downloadUrl ?? "",
    tags: r.tags.join(", "),
    pages: r.pages === null ? "" : String(r.pages),
    duration: r.duration ?? "",
    featured: r.featured ? "on" : undefined,
    published: r.published ? "on" : undefined,
    iconName: r.iconName,
  };
}

type Props = {
  /** undefined: closed; null: create; a row: edit it. */
  editing: ResourceRow | null | undefined;
  onClose: () => void;
};

/** What the Resources view's action answers a save (intent `create` or `update`): the row, or why not. */
export type ResourceSaveResult = ViewAnswer<ResourceRow>;

/** The fetcher the dialog saves through: one key, so the dialog knows while its save runs. */
const SAVE_KEY = "resource-save";
const formSchema = withFormReader(resourceSchema, resourceFromForm);

/** A labelled field with its first error (a tag's own error, e.g. too long, counts for the tags field). */
function Field({
  meta,
  label,
  children,
}: {
  meta: FieldMetadata<string>;
  label: string;
  children: ReactNode;
}) {
  const error = meta.errors?.[0] ?? Object.values(meta.allErrors).flat()[0];
  return (
    <div className="grid gap-1">
      <Label htmlFor={meta.id}>{label}</Label>
      {children}
      <FieldError id={meta.errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * The form, posted (once Conform's check passes) to the Resources view's action, which checks it
 * again with the same schema: its field messages come back next to their fields.
 */
function ResourceForm({ editing, onClose }: Props) {
  const fetcher = useFetcher<ResourceSaveResult>({ key: SAVE_KEY });
  const saving = fetcher.state !== "idle";
  // The keyed fetcher keeps its last answer: only one to a save made in this opening counts.
  const [previous] = useState(fetcher.data);
  const answer = fetcher.data === previous ? undefined : fetcher.data;
  const [form, fields] = useSchemaForm<typeof formSchema, FormFields>(formSchema, {
    id: "resource",
    defaultValue: editing ? toFields(editing) : empty,
    lastResult: answer && !answer.ok ? answer.result : undefined,
  });
  useOnResult(answer, (r) => {
    if (r.ok) {
      toast({ title: r.intent === "create" ? "Resource created" : "Resource updated", description: r.title });
      onClose();
    } else toast({ title: "Failed to save resource", description: r.error, variant: "destructive" });
  });
  const f = fields;
  const invalid = (meta: FieldMetadata<unknown>) =>
    meta.errors || Object.keys(meta.allErrors).length ? true : undefined;
  const input = (
    meta: FieldMetadata<string>,
    type: "text" | "url" | "number",
    attributes?: InputHTMLAttributes<HTMLInputElement>,
  ) => <Input {...getInputProps(meta, { type })} key={meta.key} {...attributes} />;
  const checkbox = (meta: FieldMetadata<string | undefined>, label: string) => (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        className="h-4 w-4 accent-brand-700"
        {...getInputProps(meta, { type: "checkbox" })}
        key={meta.key}
      />{" "}
      {label}
    </label>
  );
  const select = (meta: FieldMetadata<string>, options: readonly string[]) => (
    <Select {...getSelectProps(meta)} key={meta.key}>
      {options.map((c) => (
        <option key={c}>{c}</option>
      ))}
    </Select>
  );

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <Field meta={f.title} label="Title">
        {input(f.title, "text")}
      </Field>
      <Field meta={f.description} label="Description">
        <Textarea {...getTextareaProps(f.description)} key={f.description.key} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field meta={f.category} label="Category">
          {select(f.category, RESOURCE_CATEGORIES)}
        </Field>
        <Field meta={f.type} label="Type">
          {select(f.type, RESOURCE_TYPES)}
        </Field>
        <Field meta={f.difficulty} label="Difficulty">
          {select(f.difficulty, RESOURCE_DIFFICULTIES)}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={f.format} label="Format">
          {input(f.format, "text", { placeholder: "Guide, Checklist, Video lesson…" })}
        </Field>
        <Field meta={f.iconName} label="Icon">
          {select(f.iconName, RESOURCE_ICONS)}
        </Field>
      </div>
      <Field meta={f.downloadUrl} label="Download URL (optional)">
        {input(f.downloadUrl, "url", { placeholder: "https://" })}
      </Field>
      <Field meta={f.tags} label="Tags (comma-separated)">
        <Input
          {...getInputProps(f.tags, { type: "text", ariaAttributes: false })}
          key={f.tags.key}
          aria-invalid={invalid(f.tags)}
          aria-describedby={invalid(f.tags) && f.tags.errorId}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={f.pages} label="Pages (optional)">
          {input(f.pages, "number", { inputMode: "numeric", min: 1 })}
        </Field>
        <Field meta={f.duration} label="Duration (optional)">
          {input(f.duration, "text", { placeholder: "18 min" })}
        </Field>
      </div>
      <div className="flex flex-wrap gap-6">
        {checkbox(f.featured, "Featured")}
        {checkbox(f.published, "Published")}
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : editing ? "Save changes" : "Create resource"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Create or edit a library resource, validated by the same zod schema as the API (on Conform). */
export function ResourceFormDialog(props: Props) {
  const { editing, onClose } = props;
  const saving = useFetcher({ key: SAVE_KEY }).state !== "idle";
  return (
    <Dialog open={editing !== undefined} onOpenChange={(o) => !o && !saving && onClose()}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit resource" : "New resource"}</DialogTitle>
          <DialogDescription>Published resources appear in the public Resource Library.</DialogDescription>
        </DialogHeader>
        {/* A fresh form per opening, filled from the row being edited. */}
        {editing !== undefined && <ResourceForm key={editing?.id ?? "new"} {...props} />}
      </DialogContent>
    </Dialog>
  );
}
