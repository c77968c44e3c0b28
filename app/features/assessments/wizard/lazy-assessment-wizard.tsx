import { useEffect } from "react";
import { useActionData } from "react-router";
import type { WizardActionData } from "./action-data";
import { trackAssessmentStep } from "~/features/insights/beacon";
import { lazyAfterServer } from "~/utils/lazy-after-server";
import { loadDraft, startingPoint } from "./draft";

/**
 * The wizard with its code (its steps and Conform, ~18 KB brotli) loaded on the visitor's first
 * focus, input or press inside its form, like contact's form (decision 0090): a view that never
 * touches it never loads it, and the page load stays within the JavaScript budget. Until the code
 * arrives each step is the server's plain `<form method="post">` to the /assessment action, and
 * what is typed stays (uncontrolled inputs). A draft saved in this tab (a reload mid-assessment)
 * asks for the code at once: only the wizard can show it.
 */
const AssessmentWizard = lazyAfterServer(
  () => import("./assessment-wizard").then((m) => m.AssessmentWizard),
  "assessment",
  { onIntentWithin: 'form[action="/assessment"]', wantNow: () => loadDraft() !== null },
);

/**
 * The wizard, and the funnel's count of the step a view of it starts on (once per mount: the page
 * keys it by location), here rather than in the wizard, whose code may never load; the wizard
 * counts the steps the visitor moves to.
 */
export function LazyAssessmentWizard() {
  const posted = useActionData<WizardActionData>();
  // `posted` changes only with a new document: the steps never post through the router.
  useEffect(() => trackAssessmentStep(startingPoint(posted, loadDraft()).step + 1), [posted]);
  return <AssessmentWizard />;
}
