import { href } from "react-router";
import type { ReactNode } from "react";
import { AlertTriangle, RotateCcw } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { ErrorSummary } from "./error-summary";
import type { StepFormState, StepProps } from "./use-step-form";
import { STEP_COUNT, WizardFooter } from "./wizard-footer";

export const stepTitles = [
  "Personal Information",
  "Current Experience",
  "Knowledge Assessment",
  "Business Challenges",
  "Training Preferences",
] as const;

type Props = {
  step: number;
  intro: string;
  /** The step's form state (useStepForm). */
  form: Pick<
    StepFormState,
    "formId" | "names" | "errors" | "failedAttempts" | "onSubmit" | "onChange" | "preload" | "onBack"
  >;
  /** What the wizard gave the step. */
  wizard: Pick<StepProps, "draft" | "submitting" | "submitError" | "honeypot">;
  children: ReactNode;
};

/**
 * The frame every step shares: heading, error summary, fields, submit error, footer. Once hydrated
 * the steps move in the browser; a press before that (or without JavaScript) posts the step to the
 * /assessment page action (routes/assessment.server.ts), with the other steps' answers alongside.
 */
export function StepForm({ step, intro, form, wizard, children }: Props) {
  const { submitting } = wizard;
  const others = Object.fromEntries(
    Object.entries(wizard.draft).filter(([key]) => !form.names.includes(key)),
  );
  // Only the last step submits the assessment, so only it shows why that failed.
  const submitError = step === STEP_COUNT - 1 ? wizard.submitError : null;
  return (
    <form
      id={form.formId}
      method="post"
      action={href("/assessment")}
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={form.preload}
      aria-labelledby="assessment-step-title"
    >
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="answers" value={JSON.stringify(others)} />
      <ErrorSummary errors={form.errors} attempt={form.failedAttempts} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        Step {step + 1} of {STEP_COUNT}
      </p>
      <h2 id="assessment-step-title" tabIndex={-1} className="mt-1 text-2xl font-bold text-ink outline-none">
        {stepTitles[step]}
      </h2>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-6 grid gap-6">{children}</div>
      {submitError && (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
            Your assessment did not go through.
          </p>
          <p className="mt-1 text-sm">{submitError} Your answers are saved on this page; please try again.</p>
          <Button type="submit" variant="destructive" size="sm" className="mt-3" disabled={submitting}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            Try Again
          </Button>
        </div>
      )}
      <WizardFooter step={step} onBack={form.onBack} submitting={submitting} />
      {/* In the form, so that the last step's post without JavaScript carries it too. */}
      <Honeypot {...wizard.honeypot} />
    </form>
  );
}
