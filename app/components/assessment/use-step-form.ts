import type { z } from "zod";
import { toast } from "~/components/ui/use-toast";
import { useLazySchemaForm } from "~/utils/use-lazy-schema-form";

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
  submitting: boolean;
  /** Why the last submit did not go through; the answers stay and the visitor can retry. */
  submitError?: string | null;
  /** The page action's messages for this step, by field path (a post made without JavaScript). */
  serverErrors?: Record<string, string[] | null>;
};

const firstMessages = (errors: StepProps["serverErrors"]) =>
  Object.fromEntries(Object.entries(errors ?? {}).flatMap(([path, m]) => (m?.[0] ? [[path, m[0]]] : [])));

/**
 * One step's form state: validated with the step's zod schema only when Next is pressed; on failure
 * the page scrolls to the top, where the error summary takes focus. The schema (with zod) loads when
 * the visitor first focuses a field or presses Next, not with the page.
 */
export function useStepForm<V extends Draft>(
  loadSchema: () => Promise<z.ZodType>,
  initial: () => V,
  props: StepProps,
) {
  const form = useLazySchemaForm(loadSchema, initial, {
    onChange: props.onDraft,
    initialErrors: firstMessages(props.serverErrors),
  });
  const onSubmit = form.handleSubmit(
    (data) => props.onComplete(data as Draft),
    (error) => {
      console.error("The assessment could not load its checks", error);
      toast({
        title: "Something went wrong",
        description: "We could not check your answers. Please check your connection and try again.",
        variant: "destructive",
      });
    },
    () => window.scrollTo({ top: 0 }),
  );
  const onBack = () => props.onBack(form.values);
  return { ...form, onSubmit, onBack };
}

export type StepFormState = ReturnType<typeof useStepForm>;
