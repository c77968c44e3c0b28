import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

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
  capacity: number;
  joinUrl: string;
  replayUrl: string;
  host: string;
  published: boolean;
};

function Field(p: {
  name: keyof EventFormValues;
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}) {
  const id = `event-${p.name}`;
  const described = [p.hint && `${id}-hint`, p.error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{p.label}</Label>
      {p.children({
        id,
        name: p.name,
        ...(p.error ? { "aria-invalid": true } : {}),
        "aria-describedby": described,
      })}
      {p.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {p.error}
        </p>
      )}
    </div>
  );
}

/**
 * Create or edit an event (issue 25): a plain form posted to the view's action (intent "save"),
 * whose answer names each field at fault. Works before hydration like every admin form.
 */
export function EventForm({
  values,
  errors = {},
  timeZones,
  submitLabel,
}: {
  values: EventFormValues;
  errors?: Record<string, string>;
  timeZones: string[];
  submitLabel: string;
}) {
  return (
    <Form method="post" className="grid max-w-3xl gap-4" aria-label="Event">
      <input type="hidden" name="intent" value="save" />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Field name="title" label="Title" error={errors.title}>
        {(p) => <Input {...p} defaultValue={values.title} required />}
      </Field>
      <Field
        name="slug"
        label="Slug"
        hint="The page's address, /webinars/{slug}; left empty, made from the title and date."
        error={errors.slug}
      >
        {(p) => <Input {...p} defaultValue={values.slug} />}
      </Field>
      <Field name="summary" label="Summary" error={errors.summary}>
        {(p) => <Textarea {...p} defaultValue={values.summary} rows={3} required />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="startsLocal" label="Starts (date and time in the zone below)" error={errors.startsAt}>
          {(p) => <Input {...p} type="datetime-local" defaultValue={values.startsLocal} required />}
        </Field>
        <Field name="timeZone" label="Time zone" error={errors.timeZone}>
          {(p) => (
            <select
              {...p}
              defaultValue={values.timeZone}
              className="h-11 rounded-md border border-slate-300 px-3"
            >
              {timeZones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="durationMinutes" label="Duration (minutes)" error={errors.durationMinutes}>
          {(p) => <Input {...p} type="number" min={5} defaultValue={values.durationMinutes} required />}
        </Field>
        <Field name="capacity" label="Seats" error={errors.capacity}>
          {(p) => <Input {...p} type="number" min={1} defaultValue={values.capacity} required />}
        </Field>
      </div>
      <Field name="host" label="Host" error={errors.host}>
        {(p) => <Input {...p} defaultValue={values.host} required />}
      </Field>
      <Field name="joinUrl" label="Join link (sent only to confirmed registrants)" error={errors.joinUrl}>
        {(p) => <Input {...p} type="url" defaultValue={values.joinUrl} />}
      </Field>
      <Field name="replayUrl" label="Replay link" error={errors.replayUrl}>
        {(p) => <Input {...p} type="url" defaultValue={values.replayUrl} />}
      </Field>
      <Field
        name="agenda"
        label="Agenda"
        hint="One item per line: minutes | title (e.g. 0–10 | Welcome)."
        error={errors.agenda}
      >
        {(p) => <Textarea {...p} defaultValue={values.agenda} rows={5} />}
      </Field>
      <Field name="takeaways" label="Takeaways" hint="One per line." error={errors.takeaways}>
        {(p) => <Textarea {...p} defaultValue={values.takeaways} rows={4} />}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="published" defaultChecked={values.published} /> Published (shown on the
        site)
      </label>
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
