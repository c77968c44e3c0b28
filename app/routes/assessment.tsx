import { useLocation } from "react-router";
import type { Route } from "./+types/assessment";
import { LazyAssessmentWizard } from "~/features/assessments/wizard/lazy-assessment-wizard";
import { site } from "~/content/site";
import { pageMeta } from "~/content/seo";

export { action } from "./assessment.server";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: `Financial Acumen Assessment | ${site.name}`,
    description:
      "Take the free 5-minute Financial Acumen Assessment and find the training track that fits you: Level 1 Speak Finance, Level 2 Think Finance or Level 3 Lead with Finance.",
    path: location.pathname,
  });
}

export default function AssessmentPage() {
  // After a result the address shows /assessment/results/{id} (history.replaceState, same key); a new
  // visit to /assessment (a nav link, say) has a new key and so starts a fresh wizard.
  const { key } = useLocation();
  return (
    <main id="main">
      <LazyAssessmentWizard key={key} />
    </main>
  );
}
