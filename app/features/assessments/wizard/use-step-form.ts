import { parse, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/use-toast";
import { usePublicForm } from "~/forms/use-public-form";
import { str, type Draft } from "./draft";
import { firstMessages } from "./error-summary";

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
  /** The page action's answer to this step (a post made without JavaScript): its messages. */
  lastResult?: SubmissionResult<string[]>;
  /** The honeypot's text, kept across the steps and sent with the submission. */
  honeypot: { value: string; onChange: (value: string) => void };
};

/** The step's shared schema (app/features/assessments/schema.ts) read the way the page action reads it. */
const validator = (step: number) => () =>
  Promise.all([import("~/features/assessments/schema"), import("~/schemas/parse-form")]).then(
    ([{ assessmentStepSchemas }, { parseForm }]) =>
      (formData: FormData) =>
        parseForm(formData, assessmentStepSchemas[step]!),
  );

/** A step's form element, found as Conform finds it. */
const formElement = (id: string) => document.forms.namedItem(id);

/** The form's fields as Conform reads them (dotted names nested), unchecked: zod is not needed. */
const formText = (form: HTMLFormElement) => parse(new FormData(form), { resolve: () => ({}) }).payload;

/**
 * One step on Conform (usePublicForm, like every public form): a `<form method="post">` to the
 * /assessment action whose inputs hold the answers themselves (so text typed before hydration stays).
 * Next checks this step only, with its schema, which (with zod) loads on the first focus or press:
 * a press before it has arrived waits for it. On errors the page scrolls to the top, where the error
 * summary takes focus. `pick` reads the step's answers, from the draft or from the form as it stands.
 */
export function useStepForm<V extends Draft>(step: number, pick: (source: Draft) => V, props: StepProps) {
  const [defaultValue] = useState(() => pick(props.draft));
  const [failedAttempts, setFailedAttempts] = useState(0);
  const completed = useRef(false);
  /** A Next pressed before the schema arrived (its button), pressed again once it has. */
  const queued = useRef<HTMLElement | null>(undefined);
  const id = `assessment-step-${step}`;
  const { form, fields, preload, loadSchema, validating } = usePublicForm(
    id,
    props.lastResult,
    validator(step),
    {
      defaultValue,
      onSubmit: (event, { submission }) => {
        // Valid: the wizard moves on (or submits) in the browser.
        event.preventDefault();
        if (submission?.status !== "success") return;
        completed.current = true;
        props.onComplete(submission.value as Draft);
      },
    },
  );

  useEffect(() => {
    const submitter = queued.current;
    if (!validating || submitter === undefined) return;
    queued.current = undefined;
    formElement(id)?.requestSubmit(submitter);
  }, [id, validating]);

  const read = () => {
    const form = formElement(id);
    return pick(form ? formText(form) : {});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Conform checks the fields again as the visitor corrects them, with a hidden formnovalidate
    // button: that is no press of Next.
    const recheck = submitter instanceof HTMLButtonElement && submitter.formNoValidate;
    if (!validating) {
      // The step never posts once hydrated: a press waits for the schema, then is made again.
      event.preventDefault();
      if (recheck) return preload();
      queued.current = submitter;
      loadSchema().catch((error: unknown) => {
        queued.current = undefined;
        console.error("The assessment could not load its checks", error);
        toast({
          title: "Something went wrong",
          description: "We could not check your answers. Please check your connection and try again.",
          variant: "destructive",
        });
      });
      return;
    }
    if (recheck) return form.onSubmit(event);
    completed.current = false;
    form.onSubmit(event);
    if (!completed.current) {
      setFailedAttempts((n) => n + 1);
      window.scrollTo({ top: 0 });
    }
  };

  const errors = firstMessages(form.allErrors);
  /** What a field starts from: the draft, or what was posted to the page action, as form text. */
  const initial = (name: keyof V & string): unknown => fields[name]?.initialValue;

  return {
    formId: id,
    errors,
    failedAttempts,
    onSubmit,
    preload,
    /** Every change goes to the draft. */
    onChange: () => props.onDraft(read()),
    onBack: () => props.onBack(read()),
    /** The step's field names; the hidden `answers` field carries the other steps' answers. */
    names: Object.keys(defaultValue),
    initial,
    /** A field's value now (to show its 'Other' box). */
    value: (name: keyof V & string): unknown => fields[name]?.value,
    /** Name, starting text and message of a text field or select. */
    text: (name: keyof V & string) => ({ name, defaultValue: str(initial(name)), error: errors[name] }),
  };
}

export type StepFormState = ReturnType<typeof useStepForm>;
