import { useEffect, useState } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { lazyZodResolver } from "~/utils/lazy-zod-resolver";

export type Draft = Record<string, unknown>;

/** What the wizard gives each step. */
export type StepProps = {
  /** The answers so far (saved draft included), to start this step's fields from. */
  draft: Draft;
  /** Every change, so a reload finds the answers (sessionStorage). */
  onDraft: (values: Draft) => void;
  /** Back keeps what was typed on this step, valid or not. */
  onBack: (values: Draft) => void;
  /** Next (or 'Get My Results') with this step's validated answers. */
  onComplete: (values: Draft) => void;
  ready: boolean;
  submitting: boolean;
  /** Why the last submit did not go through; the answers stay and the visitor can retry. */
  submitError?: string | null;
};

/**
 * One step's form: validated with the step's zod schema only when Next is pressed; on failure the
 * page scrolls to the top, where the error summary takes focus. The schema (with zod) is loaded by
 * the first Next press, not with the page (app/utils/lazy-zod-resolver.ts).
 */
export function useStepForm<S extends z.ZodObject>(
  loadSchema: () => Promise<S>,
  defaultValues: DefaultValues<z.input<S>>,
  props: StepProps,
) {
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const { onDraft } = props;
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => onDraft(values as Draft) });
  }, [form, onDraft]);

  const onSubmit = form.handleSubmit(
    (values) => props.onComplete(values as Draft),
    () => window.scrollTo({ top: 0 }),
  );
  const onBack = () => props.onBack(form.getValues() as Draft);
  return { form, onSubmit, onBack };
}
