import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { ZodType } from "zod";

/** The first message for each invalid field, keyed by its path ("email", "knowledgeAnswers.q1"). */
export type FormErrors = Partial<Record<string, string>>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** Validates `values` with `schema`: the parsed data, or the first message per path. */
export function checkWith<Out>(schema: ZodType<Out>, values: unknown): { data?: Out; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return { errors };
}

type Options<V> = {
  /** Every change, with the new values (the assessment saves a draft from it). */
  onChange?: (values: V) => void;
  /** Messages to show from the start (the server's, for a form it showed again). */
  initialErrors?: FormErrors;
};

/**
 * State for a public form validated with its shared zod schema (app/schemas), where the schema (and
 * zod, ~22 KB compressed) is loaded with import() on first use instead of with the page: `preload`
 * (called on focus) starts the download, submitting waits for it. No form library either: this is
 * all the public forms need. Behaves like react-hook-form's defaults: errors appear on submit, then
 * follow the visitor's corrections; `submitting` covers validation and the request.
 */
export function useLazySchemaForm<V extends Record<string, unknown>, Out>(
  loadSchema: () => Promise<ZodType<Out>>,
  initial: V | (() => V),
  { onChange, initialErrors }: Options<V> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>(initialErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  /** Submit presses that found errors; an error summary takes focus when it changes. */
  const [failedAttempts, setFailedAttempts] = useState(0);
  const schemaRef = useRef<ZodType<Out>>(undefined);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, FieldElement | null>());

  // Text typed before hydration is in the inputs but not in state, and the next render would put
  // state's value back: adopt what the inputs hold, once, when React takes the page over.
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const [name, el] of inputs.current) {
      if (el && typeof values[name] === "string" && el.value !== values[name]) typed[name] = el.value;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the inputs are known only after commit
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at the first commit
  }, []);

  const schema = async () => (schemaRef.current ??= await loadSchema());
  const preload = () => void schema().catch(() => {});

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onChange?.(next);
    // After a failed submit, errors follow the corrections (the schema is loaded by then).
    if (submitted.current && schemaRef.current) setErrors(checkWith(schemaRef.current, next).errors);
  };

  /**
   * Props for an input, textarea or select bound to the string field `name`. With `errorId` (the id
   * of its message), it also carries aria-invalid and aria-describedby.
   */
  const field = (name: StringKeys<V>, errorId?: string) => ({
    name,
    value: values[name] as string,
    ref: (el: FieldElement | null) => void inputs.current.set(name, el),
    onChange: (e: ChangeEvent<FieldElement>) => setValue(name, e.target.value as V[typeof name]),
    onFocus: preload,
    ...(errorId && {
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? errorId : undefined,
    }),
  });

  /**
   * A submit handler: validates, then calls `onValid` with the parsed values. A failure to load
   * the schema (offline, a new deploy) goes to `onLoadError`, so the form can say it did not work.
   * On errors, `onInvalid` runs if given; otherwise the first invalid bound field takes focus.
   */
  const handleSubmit =
    (
      onValid: (data: Out) => Promise<void> | void,
      onLoadError: (error: unknown) => void,
      onInvalid?: () => void,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      submitted.current = true;
      setSubmitting(true);
      try {
        let checked: { data?: Out; errors: FormErrors };
        try {
          checked = checkWith(await schema(), values);
        } catch (error) {
          onLoadError(error);
          return;
        }
        setErrors(checked.errors);
        if (checked.data === undefined) {
          setFailedAttempts((n) => n + 1);
          if (onInvalid) onInvalid();
          else inputs.current.get(Object.keys(values).find((k) => checked.errors[k]) ?? "")?.focus();
          return;
        }
        await onValid(checked.data);
      } finally {
        setSubmitting(false);
      }
    };

  const reset = () => {
    submitted.current = false;
    setValues(typeof initial === "function" ? initial() : initial);
    setErrors({});
  };

  return {
    values,
    errors,
    submitting,
    failedAttempts,
    setValue,
    field,
    preload,
    handleSubmit,
    reset,
    setErrors,
  };
}
