import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { ZodType } from "zod";

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * State for a small public form validated with its shared zod schema (app/schemas), where the schema
 * (and zod, ~22 KB compressed) is loaded with import() on first use instead of with the page:
 * focusing a field starts the download, submitting waits for it. Behaves like react-hook-form's
 * defaults: errors appear on submit, then follow the visitor's corrections; a field's first error
 * is shown, the first invalid field takes focus; `submitting` covers validation and the request.
 */
export function useLazySchemaForm<V extends Values, Out>(
  loadSchema: () => Promise<ZodType<Out>>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const schemaRef = useRef<ZodType<Out>>(undefined);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement | null>());

  const schema = async () => (schemaRef.current ??= await loadSchema());
  const errorsOf = (s: ZodType<Out>, v: V): { data?: Out; errors: Errors<V> } => {
    const result = s.safeParse(v);
    if (result.success) return { data: result.data, errors: {} };
    const found: Errors<V> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "") as keyof V & string;
      if (key && !found[key]) found[key] = issue.message;
    }
    return { errors: found };
  };

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a failed submit, errors follow the corrections (the schema is loaded by then).
    if (submitted.current && schemaRef.current) setErrors(errorsOf(schemaRef.current, next).errors);
  };

  /** Props for an input or textarea bound to `name`; `errorId` is the id of its FieldError. */
  const field = (name: keyof V & string, errorId: string) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => void inputs.current.set(name, el),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, e.target.value),
    onFocus: () => void schema().catch(() => {}),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId : undefined,
  });

  /**
   * A submit handler: validates, then calls `onValid` with the parsed values. A failure to load
   * the schema (offline, a new deploy) goes to `onLoadError`, so the form can say it did not work.
   */
  const handleSubmit =
    (onValid: (data: Out) => Promise<void> | void, onLoadError: (error: unknown) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      submitted.current = true;
      setSubmitting(true);
      try {
        let checked: { data?: Out; errors: Errors<V> };
        try {
          checked = errorsOf(await schema(), values);
        } catch (error) {
          onLoadError(error);
          return;
        }
        setErrors(checked.errors);
        if (checked.data === undefined) {
          const first = Object.keys(values).find((k) => checked.errors[k as keyof V & string]);
          if (first) inputs.current.get(first)?.focus();
          return;
        }
        await onValid(checked.data);
      } finally {
        setSubmitting(false);
      }
    };

  const reset = () => {
    submitted.current = false;
    setValues(initial);
    setErrors({});
  };

  return { values, errors, submitting, field, handleSubmit, reset, setErrors };
}
