import { getFormProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { ViewAnswer } from "~/admin/view-action";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { eventCreateSchema, eventFromForm, eventUpdateSchema } from "~/features/events/schema";
import { useSchemaForm } from "~/admin/use-schema-form";
import { withFormReader } from "~/schemas/parse-form";
import { useOnResult } from "~/utils/use-on-result";
import { Select } from "~/components/ui/select";

/** The values an event form starts from (an event being edited, or a new one's defaults). */
export type EventFormValues = {
  title: string;
  slug: string;
  summary: string;
  agenda: string;
  takeaways: string;
  startsLocal: string;
  timeZone: string;
  durationMinutes: number;
  /** A program's sessions after the first, one a line: "2027-02-10 14:00 | 90 | join link". */
  moreSessions: string;
  /** Empty: the default rule (all of 1-3 sessions, all but one of 4 or more). */
  certificateMinSessions: string;
  capacity: number;
  /** Dollars as typed; empty is free (product.md §10.14). */
  price: string;
  joinUrl: string;
  replayUrl: string;
  host: string;
  published: boolean;
};

/** What the view's action answers a save: done (the event as the API answers it), or why not. */
export type EventSaved = ViewAnswer;

const readers = {
  create: withFormReader(eventCreateSchema, eventFromForm),
  update: withFormReader(eventUpdateSchema, eventFromForm),
};

type Control = { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A labelled control with its hint and its first error (an agenda line's own error counts for the
 * agenda; `error` is one the field shows though the schema names it elsewhere, a session's).
 */
function Field(p: {
  name: keyof EventFormValues;
  label: string;
  hint?: string;
  meta: FieldMetadata<unknown>;
  error?: string;
  children: (control: Control) => ReactNode;
}) {
  const id = `event-${p.name}`;
  const error = p.meta.errors?.[0] ?? Object.values(p.meta.allErrors).flat()[0] ?? p.error;
  const described = [p.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{p.label}</Label>
      {p.children({
        id,
        name: p.name,
        ...(error ? { "aria-invalid": true } : {}),
        "aria-describedby": described,
      })}
      {p.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {p.hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * Create or edit an event: the form's text read by the API's own schema (`eventFromForm`), in the
 * browser and again by the view's action (intent "save"), whose refusal marks the field at fault.
 */
export function EventForm(props: {
  values: EventFormValues;
  timeZones: string[];
  submitLabel: string;
  kind: keyof typeof readers;
  /** Said when saved (a new session's save answers with its page instead). */
  onSaved?: () => void;
}) {
  const { values } = props;
  const fetcher = useFetcher<EventSaved>();
  const saving = fetcher.state !== "idle";
  const answer = fetcher.data;
  const [form, fields] = useSchemaForm(readers[props.kind], {
    id: `event-${props.kind}`,
    lastResult: answer && !answer.ok ? answer.result : undefined,
  });
  useOnResult(answer, (r) => r.ok && props.onSaved?.());
  const f = fields as unknown as Record<string, FieldMetadata<unknown>>;
  // With further sessions the list is `sessions`: the first's errors are the start's and duration's.
  const sessionErrors = (f.sessions?.allErrors ?? {}) as Record<string, string[]>;
  const firstSession = (k: string) => sessionErrors[`sessions[0].${k}`]?.[0];
  const laterSessions = Object.entries(sessionErrors)
    .filter(([path]) => !path.startsWith("sessions[0]"))
    .flatMap(([, m]) => m)[0];
  const formError = form.errors?.[0] ?? (answer && !answer.ok && !answer.result ? answer.error : undefined);

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-4" aria-label="Event">
      <input type="hidden" name="intent" value="save" />
      <FieldError>{formError}</FieldError>
      <Field name="title" label="Title" meta={f.title}>
        {(p) => <Input {...p} defaultValue={values.title} required />}
      </Field>
      <Field
        name="slug"
        label="Slug"
        hint="The page's address, /webinars/{slug}; left empty, made from the title and date."
        meta={f.slug}
      >
        {(p) => <Input {...p} defaultValue={values.slug} />}
      </Field>
      <Field name="summary" label="Summary" meta={f.summary}>
        {(p) => <Textarea {...p} defaultValue={values.summary} rows={3} required />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="startsLocal"
          label="Starts (date and time in the zone below)"
          meta={f.startsAt}
          error={firstSession("startsAt")}
        >
          {(p) => <Input {...p} type="datetime-local" defaultValue={values.startsLocal} required />}
        </Field>
        <Field name="timeZone" label="Time zone" meta={f.timeZone}>
          {(p) => (
            <Select {...p} defaultValue={values.timeZone}>
              {props.timeZones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          name="durationMinutes"
          label="Duration (minutes)"
          meta={f.durationMinutes}
          error={firstSession("durationMinutes")}
        >
          {(p) => <Input {...p} type="number" min={5} defaultValue={values.durationMinutes} required />}
        </Field>
        <Field name="capacity" label="Seats" meta={f.capacity}>
          {(p) => <Input {...p} type="number" min={1} defaultValue={values.capacity} required />}
        </Field>
        <Field
          name="price"
          label="Price (US dollars)"
          hint="Empty or 0: free. A paid session is sold through Stripe Checkout."
          meta={f.priceCents}
        >
          {(p) => <Input {...p} inputMode="decimal" defaultValue={values.price} />}
        </Field>
      </div>
      <Field
        name="moreSessions"
        label="Further sessions (a program of up to 12)"
        hint="One per line, in the zone above: date time | minutes | join link (optional), e.g. 2027-02-10 14:00 | 90. Empty: one session."
        meta={f.sessions}
        error={laterSessions}
      >
        {(p) => <Textarea {...p} defaultValue={values.moreSessions} rows={4} />}
      </Field>
      <Field
        name="certificateMinSessions"
        label="Sessions to attend for a certificate"
        hint="Empty: all sessions of 1 to 3, all but one of 4 or more."
        meta={f.certificateMinSessions}
      >
        {(p) => <Input {...p} type="number" min={1} max={12} defaultValue={values.certificateMinSessions} />}
      </Field>
      <Field name="host" label="Host" meta={f.host}>
        {(p) => <Input {...p} defaultValue={values.host} required />}
      </Field>
      <Field name="joinUrl" label="Join link (sent only to confirmed registrants)" meta={f.joinUrl}>
        {(p) => <Input {...p} type="url" defaultValue={values.joinUrl} />}
      </Field>
      <Field name="replayUrl" label="Replay link" meta={f.replayUrl}>
        {(p) => <Input {...p} type="url" defaultValue={values.replayUrl} />}
      </Field>
      <Field
        name="agenda"
        label="Agenda"
        hint="One item per line: minutes | title (e.g. 0–10 | Welcome)."
        meta={f.agenda}
      >
        {(p) => <Textarea {...p} defaultValue={values.agenda} rows={5} />}
      </Field>
      <Field name="takeaways" label="Takeaways" hint="One per line." meta={f.takeaways}>
        {(p) => <Textarea {...p} defaultValue={values.takeaways} rows={4} />}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="published" defaultChecked={values.published} /> Published (shown on the
        site)
      </label>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : props.submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
