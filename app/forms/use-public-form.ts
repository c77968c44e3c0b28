import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { changedSinceServer } from "~/utils/form-use";

type Validate = (formData: FormData) => Submission<unknown>;
type ConformOptions = Parameters<typeof useForm<Record<string, unknown>, unknown>>[0];
type Options = Pick<ConformOptions, "onSubmit"> & {
  /** The fields' starting values, of any shape (arrays, nested objects, numbers): Conform writes them as form text. */
  defaultValue?: Record<string, unknown>;
};

/**
 * A public form on Conform: a real `<form method="post">` to its route's action that works before
 * hydration, enhanced once React runs. Its shared zod schema (with zod, ~22 KB compressed) is loaded
 * on first use (`preload`, on focus) rather than with the page; a submit before it has arrived is
 * checked by the server with the same schema, and its messages come back through `lastResult`
 * (unless the form waits for it: `loadSchema`, `validating`). Errors appear on submit, then follow
 * the visitor's corrections. `options` adds Conform's `defaultValue` and `onSubmit`.
 */
export function usePublicForm(
  id: string,
  lastResult: SubmissionResult<string[]> | undefined,
  load: () => Promise<Validate>,
  { defaultValue, onSubmit }: Options = {},
) {
  const [validate, setValidate] = useState<Validate>();
  const loading = useRef<Promise<void>>(undefined);
  /** Loads the schema once; a failure (offline, a new deploy) rejects, and the next call tries again. */
  const loadSchema = () =>
    (loading.current ??= load().then(
      (fn) => setValidate(() => fn),
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    ));
  const preload = () => void loadSchema().catch(() => {});
  const [form, fields] = useForm<Record<string, unknown>, unknown>({
    id,
    lastResult,
    defaultValue: defaultValue as ConformOptions["defaultValue"],
    onSubmit,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate && (({ formData }) => validate(formData)),
  });
  useValuesFromBeforeHydration(form.id);
  return { form, fields, preload, loadSchema, validating: validate !== undefined };
}

/**
 * What the visitor entered before the form hydrated (its code loads on first use, and React drops
 * the events it could not deliver meanwhile): told to Conform once, as one input it reads without
 * validating (a handled event), so that what depends on a value shows, e.g. the box an "Other" role
 * opens. Conform's own listener is in place by then (added in a layout effect).
 */
function useValuesFromBeforeHydration(formId: string) {
  useEffect(() => {
    const element = document.forms.namedItem(formId);
    const changed = element ? changedSinceServer(element).find((control) => control.name) : undefined;
    if (!changed) return;
    // Handled at the field itself, before it bubbles to Conform's listener on the document.
    changed.addEventListener("input", (event) => event.preventDefault(), { capture: true, once: true });
    changed.dispatchEvent(new Event("input", { bubbles: true, cancelable: true }));
  }, [formId]);
}
