import { useEffect, useRef } from "react";
import { href, Link } from "react-router";
import { Calendar, CheckCircle2, Mail } from "~/components/ui/icons";
import { levelCopy } from "~/assessment/levels";
import { firstName, questionMailto, type AssessmentResult } from "~/assessment/result";
import { MAX_AWARENESS_SCORE, MAX_KNOWLEDGE_SCORE } from "~/assessment/scoring";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { site } from "~/content/site";
import { cn } from "~/utils/cn";
import type { AssessmentReport } from "~/features/assessments/report/content";
import { ReportSection } from "~/features/assessments/report/report-section";
import { KnowledgeReview } from "./knowledge-review";

const looks = {
  1: { card: "border-brand-200 bg-brand-50", badge: "bg-brand-700 text-white", accent: "text-brand-800" },
  2: {
    card: "border-emerald-200 bg-emerald-50",
    badge: "bg-emerald-800 text-white",
    accent: "text-emerald-900",
  },
  3: { card: "border-amber-200 bg-amber-50", badge: "bg-amber-800 text-white", accent: "text-amber-900" },
} as const;

function ScoreTile({
  title,
  value,
  max,
  caption,
}: {
  title: string;
  value: number;
  max: number;
  caption: string;
}) {
  const id = `tile-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card className="p-6 text-center">
      <section aria-labelledby={id}>
        <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-muted">
          {title}
        </h3>
        <p className="mt-2 text-4xl font-bold text-ink">
          {value}/{max}
        </p>
        <p className="mt-1 text-sm text-muted">{caption}</p>
      </section>
    </Card>
  );
}

const nextSteps = [
  "Your results have been saved and sent to your email.",
  "A member of our team will follow up to talk through your results and goals.",
  "Book a discovery call to map out the training path that fits you and your team.",
];

/**
 * product.md §2's result page: shown after the wizard and at /assessment/results/{id}, where the
 * permalink's loader adds the report (product.md §10.13) and its PDF's address.
 */
export function AssessmentResultView({
  result,
  report,
  focusOnMount = false,
}: {
  result: AssessmentResult;
  report?: { content: AssessmentReport; pdfHref: string };
  focusOnMount?: boolean;
}) {
  const level = levelCopy(result.recommendedLevel);
  const look = looks[level.look];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const summary: Array<[string, string]> = [
    ["Role", result.role],
    ["Company Size", result.teamSize],
    ["Current Level", result.currentAcumen],
    ["Training For", result.trainingFor],
    ["Urgency", result.urgency],
  ];
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header className="text-center">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink outline-none sm:text-4xl">
          Thanks, {firstName(result.name)}!
        </h1>
        <p className="mt-3 text-lg text-muted">
          Based on your assessment, here's your personalized recommendation:
        </p>
      </header>

      <section aria-labelledby="result-level" className={cn("rounded-xl border-2 p-6 sm:p-8", look.card)}>
        <span
          className={cn(
            "inline-flex rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide",
            look.badge,
          )}
        >
          Recommended for You
        </span>
        <h2 id="result-level" className={cn("mt-4 text-2xl font-bold sm:text-3xl", look.accent)}>
          Level {level.level}: {level.title}
        </h2>
        <p className={cn("mt-1 font-semibold", look.accent)}>{level.subtitle}</p>
        <p className="mt-3 text-ink">{level.description}</p>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <ScoreTile
          title="Knowledge Score"
          value={result.knowledgeScore}
          max={MAX_KNOWLEDGE_SCORE}
          caption="Financial Knowledge Assessment"
        />
        <ScoreTile
          title="Challenge Awareness"
          value={result.awarenessScore}
          max={MAX_AWARENESS_SCORE}
          caption="Business Impact Awareness"
        />
      </div>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={href("/consultation")} className={buttonVariants({ size: "lg" })}>
          <Calendar className="h-5 w-5" aria-hidden />
          Book a Discovery Call
        </Link>
        <a
          href={questionMailto(site.email, result)}
          className={buttonVariants({ size: "lg", variant: "outline" })}
        >
          <Mail className="h-5 w-5" aria-hidden />
          Send us an email
        </a>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-xl font-bold text-ink">Assessment Summary</h2>
          <dl className="mt-4 grid gap-3 text-sm">
            {summary.map(([label, value]) => (
              <div
                key={label}
                className="flex justify-between gap-4 border-b border-slate-100 pb-2 last:border-0"
              >
                <dt className="text-muted">{label}</dt>
                <dd className="text-right font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="p-6">
          <h2 className="text-xl font-bold text-ink">What Happens Next?</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {nextSteps.map((s) => (
              <li key={s} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden />
                <span className="text-ink">{s}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <KnowledgeReview answers={result.knowledgeAnswers} score={result.knowledgeScore} />

      {report && <ReportSection report={report.content} pdfHref={report.pdfHref} />}

      <div className="text-center">
        <Link to={href("/")} className={buttonVariants({ variant: "outline", size: "lg" })}>
          Return to Homepage
        </Link>
      </div>
    </div>
  );
}
