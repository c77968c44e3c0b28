import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { FormActionData } from "~/utils/form-action.server";

type Validate = (formData: FormData) => Submission<unknown>;

/**
 * A public form on Conform: a real `<form method="post">` to its route's action that works before
 * hydration, enhanced once React runs. Its shared zod schema (with zod, ~22 KB compressed) is loaded
 * on first use (`preload`, on focus) rather than with the page; a submit before it has arrived is
 * checked by the server with the same schema, and its messages come back through `lastResult`.
 * Errors appear on submit, then follow the visitor's corrections.
 */
export function usePublicForm(
  id: string,
  lastResult: SubmissionResult<string[]> | undefined,
  load: () => Promise<Validate>,
) {
  const [validate, setValidate] = useState<Validate>();
  const loading = useRef(false);
  const preload = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (fn) => setValidate(() => fn),
      () => (loading.current = false),
    );
  };
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate && (({ formData }) => validate(formData)),
  });
  return { form, fields, preload };
}

/**
 * Runs `onResult` once per answer the action gives after hydration (an answer rendered by the
 * server, to a submit without JavaScript, shows on the page itself). Toasts go here.
 */
export function useOnActionResult(result: FormActionData | undefined, onResult: (r: FormActionData) => void) {
  const seen = useRef(result);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    latest.current(result);
  }, [result]);
}
