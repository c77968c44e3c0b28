import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { href, useActionData } from "react-router";
import type { AssessmentResult } from "~/assessment/result";
import { resultPath } from "~/assessment/result-path";
import { scoreAssessment, type AwarenessAnswers, type KnowledgeAnswers } from "~/assessment/scoring";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { ApiError, submitPublicForm } from "~/utils/api-client";
import { useHydrated } from "~/utils/use-hydrated";
import { trackAssessmentStep, trackAssessmentSubmitted } from "~/features/insights/beacon";
import type { WizardActionData } from "./action-data";
import { clearDraft, loadDraft, saveDraft, startingPoint, type Draft } from "./draft";
import { AwarenessStep } from "~/features/assessments/wizard/steps/awareness-step";
import { ExperienceStep } from "~/features/assessments/wizard/steps/experience-step";
import { KnowledgeStep } from "~/features/assessments/wizard/steps/knowledge-step";
import { PersonalInfoStep } from "~/features/assessments/wizard/steps/personal-info-step";
import { PreferencesStep } from "~/features/assessments/wizard/steps/preferences-step";
import type { StepProps } from "./use-step-form";

const steps = [PersonalInfoStep, ExperienceStep, KnowledgeStep, AwarenessStep, PreferencesStep];
/**
 * The payload of POST /api/assessment: every submitted answer, plus the browser's own scores, which
 * product.md §7 sends and the server ignores. The fields are those of the submission schema (no 'other'
 * boxes, product.md §3: typed but not submitted), loaded at submit time: zod stays out of the page load.
 */
async function toPayload(data: Draft) {
  const { assessmentSubmissionSchema } = await import("~/features/assessments/schema");
  const submissionFields = Object.keys(assessmentSubmissionSchema.shape).filter(
    (k) => k !== "website" && k !== "attribution",
  );
  const payload: Draft = {};
  for (const key of submissionFields) payload[key] = data[key];
  const scores = scoreAssessment({
    knowledgeAnswers: (data.knowledgeAnswers ?? {}) as KnowledgeAnswers,
    awarenessAnswers: (data.awarenessAnswers ?? {}) as AwarenessAnswers,
  });
  return { ...payload, ...scores };
}

function failureMessage(err: unknown) {
  if (err instanceof ApiError) {
    if (err.status === 429)
      return err.serverMessage ?? "Too many attempts from your network; please wait a few minutes.";
    if (err.status === 400 && err.serverMessage)
      return `The server could not accept it (${err.serverMessage}).`;
    return "Something went wrong on our side.";
  }
  return "We could not reach the server; please check your connection.";
}

type State = { step: number; data: Draft };
type ResultView = (typeof import("./assessment-result-view"))["AssessmentResultView"];

const noSubscription = () => () => {};

/** product.md §4's wizard: five steps, each validated on Next, answers merged step by step, then the result. */
export function AssessmentWizard() {
  const ready = useHydrated();
  // Answers of an earlier visit in this tab (a reload mid-wizard): read once the page runs in the browser.
  const saved = useSyncExternalStore(noSubscription, loadDraft, () => null);
  // Null until the visitor moves between steps in this page view; until then the saved draft leads.
  const [moved, setMoved] = useState<State | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ result: AssessmentResult; View: ResultView } | null>(null);
  const [website, setWebsite] = useState("");
  const cardRef = useRef<HTMLDivElement>(null);
  // A step posted before hydration or without JavaScript: the page action's answer leads.
  const posted = useActionData<WizardActionData>();
  const state = moved ?? startingPoint(posted, saved);
  // Whether the page resumed a saved draft, fixed at the first render in the browser. The server
  // rendered an empty first step; only a resumed draft needs the step remounted with its answers.
  // Remounting on every load made hydration one long task; keying on `saved` itself would remount
  // the step (and drop focus) once typing saves a draft.
  const [resumed, setResumed] = useState<boolean | null>(null);
  if (ready && resumed === null) setResumed(saved !== null && !posted);

  // A new step starts at the top with its heading focused (not on first load), and counts in the
  // funnel. The step a page view starts on is counted by LazyAssessmentWizard, whose code is there
  // even when this one never loads.
  const movedStep = moved?.step;
  useEffect(() => {
    if (movedStep === undefined) return;
    trackAssessmentStep(movedStep + 1);
    window.scrollTo({ top: 0 });
    cardRef.current?.querySelector<HTMLElement>("#assessment-step-title")?.focus({ preventScroll: true });
  }, [movedStep]);

  const onDraft = (values: Draft) => saveDraft({ step: state.step, data: { ...state.data, ...values } });

  const goTo = (step: number, data: Draft) => {
    setMoved({ step, data });
    saveDraft({ step, data });
  };

  const submit = async (data: Draft) => {
    setSubmitting(true);
    setSubmitError(null);
    // The result view (and the level copy) loads alongside the request: the wizard's page does not carry it.
    const view = import("./assessment-result-view");
    view.catch(() => {}); // Handled below, once the answers are stored.
    try {
      const res = await submitPublicForm<AssessmentResult>(href("/api/assessment"), {
        ...(await toPayload(data)),
        website,
      });
      if (!res || typeof res.id !== "string") throw new Error("The server's answer had no result.");
      clearDraft();
      trackAssessmentSubmitted();
      let View: ResultView;
      try {
        View = (await view).AssessmentResultView;
      } catch {
        // The answers are stored, but the view did not load (a new deploy, a dropped connection):
        // the result has its own address, which the server renders.
        window.location.assign(resultPath(res.id));
        return;
      }
      setShown({ result: res, View });
      // The result has its own address; replace (not push) so Back does not return to a spent form.
      window.history.replaceState(window.history.state, "", resultPath(res.id));
      document.title = `Your Assessment Results | ${site.name}`;
      window.scrollTo({ top: 0 });
    } catch (err) {
      // The product only logs the failure (product.md §8); we also tell the visitor and keep every answer (§10).
      console.error("Assessment submission failed", err);
      setSubmitError(failureMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  if (shown) return <shown.View result={shown.result} focusOnMount />;

  const { step, data } = state;
  const Step = steps[step];
  const props: StepProps = {
    draft: data,
    onDraft,
    onBack: (values) => goTo(Math.max(0, step - 1), { ...data, ...values }),
    onComplete: (values) => {
      const merged = { ...data, ...values };
      if (step < steps.length - 1) goTo(step + 1, merged);
      // The last step submits; its answers are already in the saved draft for a retry.
      else void submit(merged);
    },
    submitting,
    submitError,
    // The action's messages for the step it showed again (until the visitor moves on in the browser).
    lastResult: moved ? undefined : posted?.result,
    honeypot: { value: website, onChange: setWebsite },
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Financial Acumen Assessment</h1>
        <p className="mt-3 text-lg text-muted">
          Find the training track that fits you best (Level 1, 2 or 3) in about 5 minutes.
        </p>
      </header>
      <div ref={cardRef} className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {Step ? (
          <Step key={`${resumed ? "resumed" : "new"}-${step}`} {...props} />
        ) : (
          <div role="alert" className="text-center">
            <p className="font-semibold text-red-700">Error: Invalid step</p>
            <Button type="button" variant="outline" className="mt-4" onClick={() => goTo(0, data)}>
              Start from Step 1
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
