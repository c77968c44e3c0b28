import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useRef, useState } from "react";

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
  return { form, fields, preload, loadSchema, validating: validate !== undefined };
}
