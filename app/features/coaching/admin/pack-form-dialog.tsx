import { getFormProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useState, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import { useSchemaForm } from "~/admin/use-schema-form";
import type { ViewAnswer } from "~/admin/view-action";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import type { PackListRow } from "~/features/coaching/list";
import { PACK_KIND_LABELS, packFromForm, packSchema } from "~/features/coaching/schema";
import { withFormReader } from "~/schemas/parse-form";
import { useOnResult } from "~/utils/use-on-result";

/** The form's fields as text, as the browser holds them (packFromForm reads them). */
type FormFields = {
  title: string;
  slug: string;
  kind: string;
  sessions: string;
  months: string;
  price: string;
  published: "on" | undefined;
  schedulerEventTypeUri: string;
  joinUrl: string;
};

const empty: FormFields = {
  title: "",
  slug: "",
  kind: "coaching",
  sessions: "6",
  months: "3",
  price: "",
  published: undefined,
  schedulerEventTypeUri: "",
  joinUrl: "",
};

const toFields = (p: PackListRow): FormFields => ({
  title: p.title,
  slug: p.slug,
  kind: p.kind,
  sessions: p.sessions === null ? "" : String(p.sessions),
  months: String(p.months),
  price: (p.priceCents / 100).toFixed(2),
  published: p.published ? "on" : undefined,
  schedulerEventTypeUri: p.schedulerEventTypeUri ?? "",
  joinUrl: p.joinUrl ?? "",
});

type Props = {
  /** undefined: closed; null: create; a row: edit it. */
  editing: PackListRow | null | undefined;
  onClose: () => void;
};

const SAVE_KEY = "pack-save";
const formSchema = withFormReader(packSchema, packFromForm);

function Field({
  meta,
  label,
  hint,
  ...attributes
}: { meta: FieldMetadata<string>; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={meta.id}>{label}</Label>
      <Input {...getInputProps(meta, { type: "text" })} key={meta.key} {...attributes} />
      {hint && <p className="text-xs text-muted">{hint}</p>}
      <FieldError id={meta.errorId}>{meta.errors?.[0]}</FieldError>
    </div>
  );
}

/** The pack's form, posted to /admin/coaching's action, which checks it again with the same schema. */
function PackForm({ editing, onClose }: Props) {
  const fetcher = useFetcher<ViewAnswer<PackListRow>>({ key: SAVE_KEY });
  const saving = fetcher.state !== "idle";
  // The keyed fetcher keeps its last answer: only one to a save made in this opening counts.
  const [previous] = useState(fetcher.data);
  const answer = fetcher.data === previous ? undefined : fetcher.data;
  const [form, f] = useSchemaForm<typeof formSchema, FormFields>(formSchema, {
    id: "pack",
    defaultValue: editing ? toFields(editing) : empty,
    lastResult: answer && !answer.ok ? answer.result : undefined,
  });
  useOnResult(answer, (r) => {
    if (r.ok) {
      toast({ title: r.intent === "create" ? "Pack created" : "Pack updated", description: r.title });
      onClose();
    } else toast({ title: "Failed to save pack", description: r.error, variant: "destructive" });
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4" aria-label="Pack">
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <Field meta={f.title} label="Title" />
      <Field meta={f.slug} label="Slug (optional: made from the title)" />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={f.kind.id}>Kind</Label>
          <Select {...getSelectProps(f.kind)} key={f.kind.key}>
            {Object.entries(PACK_KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <FieldError id={f.kind.errorId}>{f.kind.errors?.[0]}</FieldError>
        </div>
        <Field meta={f.sessions} label="Sessions (coaching: 1-50)" inputMode="numeric" />
        <Field meta={f.months} label="Months valid (1-24)" inputMode="numeric" />
      </div>
      <Field meta={f.price} label="Price (US dollars)" inputMode="decimal" />
      <Field
        meta={f.schedulerEventTypeUri}
        label="Scheduler event type (optional)"
        hint="Only calls of this event type use a credit; empty: any call the client books."
      />
      <Field meta={f.joinUrl} label="Join URL (office hours)" />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          className="h-4 w-4 accent-brand-700"
          {...getInputProps(f.published, { type: "checkbox" })}
          key={f.published.key}
        />{" "}
        Published on /coaching
      </label>
      <FieldError id={form.errorId}>{form.errors?.[0]}</FieldError>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : editing ? "Save changes" : "Create pack"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Create or edit a coaching pack, validated by the same zod schema as the API (on Conform). */
export function PackFormDialog(props: Props) {
  const { editing, onClose } = props;
  const saving = useFetcher({ key: SAVE_KEY }).state !== "idle";
  return (
    <Dialog open={editing !== undefined} onOpenChange={(o) => !o && !saving && onClose()}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit pack" : "New pack"}</DialogTitle>
          <DialogDescription>
            Published packs are on sale on /coaching. A client keeps what they bought.
          </DialogDescription>
        </DialogHeader>
        {editing !== undefined && <PackForm key={editing?.id ?? "new"} {...props} />}
      </DialogContent>
    </Dialog>
  );
}
