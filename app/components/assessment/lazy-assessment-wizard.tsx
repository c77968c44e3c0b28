import { lazyAfterServer } from "~/utils/lazy-after-server";

/**
 * The wizard with its code (its steps and Conform, ~18 KB brotli) requested as soon as hydration
 * reaches it instead of with the page, so the page's critical-path JavaScript stays within the
 * budget (decision 0070). Until its chunk arrives each step is the server's plain
 * `<form method="post">` to the /assessment action, and what is typed stays (uncontrolled inputs).
 */
export const LazyAssessmentWizard = lazyAfterServer(
  () => import("./assessment-wizard").then((m) => m.AssessmentWizard),
  "assessment",
);
