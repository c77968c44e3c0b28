import { href, Link } from "react-router";
import { Check, ShieldCheck, Sparkles } from "~/components/ui/icons";
import { ActionLink } from "~/components/marketing/action-link";
import { ClosingCta } from "~/components/marketing/closing-cta";
import { PageHero } from "~/components/marketing/page-hero";
import { ProgramLevelCard } from "~/components/marketing/program-level-card";
import { Section } from "~/components/marketing/section";
import { TextCard } from "~/components/marketing/text-card";
import { courseJsonLd } from "~/content/course-structured-data";
import {
  addOns,
  customisationNote,
  guarantee,
  inclusions,
  philosophy,
  programLevels,
  trainingClosing,
  trainingFormats,
  trainingHero,
  trainingSeo,
} from "~/content/training-programs";
import { pageMeta } from "~/content/seo";

export function meta() {
  return pageMeta({ ...trainingSeo, path: "/training-programs", jsonLd: courseJsonLd() });
}

export default function TrainingPrograms() {
  return (
    <main id="main">
      <PageHero eyebrow={trainingHero.eyebrow} title={trainingHero.title} lead={trainingHero.lead}>
        <ActionLink link={trainingHero.primary} variant="accent" />
        <ActionLink link={trainingHero.secondary} variant="inverse" />
      </PageHero>

      <Section id="philosophy" title={philosophy.title} lead={philosophy.lead}>
        <ol className="grid gap-6 md:grid-cols-3">
          {philosophy.principles.map((p, i) => (
            <TextCard key={p.title} title={p.title} text={p.description} titleClassName="mt-4">
              <span
                className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
                aria-hidden
              >
                {i + 1}
              </span>
            </TextCard>
          ))}
        </ol>
      </Section>

      <Section
        id="levels"
        tone="tint"
        title="Three Levels of Financial Acumen"
        lead="Choose the level that matches your leaders' role and experience."
      >
        <div className="grid gap-8 lg:grid-cols-3">
          {programLevels.map((level) => (
            <ProgramLevelCard key={level.level} level={level} />
          ))}
        </div>
        <p className="mt-8 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
          <strong>Note:</strong> {customisationNote}
        </p>
      </Section>

      <Section
        id="formats"
        title="Training Formats"
        lead="The same curriculum, delivered the way your team learns best."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {trainingFormats.map((f) => (
            <TextCard
              key={f.title}
              title={f.title}
              text={f.description}
              titleClassName="capitalize"
              after={
                "coachingLink" in f && (
                  <Link
                    to={href("/coaching")}
                    className="mt-3 inline-block font-semibold text-brand-800 underline"
                  >
                    {f.coachingLink}
                  </Link>
                )
              }
            >
              {f.popular && (
                <p className="mb-3 inline-flex rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-bold uppercase text-white">
                  Most popular
                </p>
              )}
            </TextCard>
          ))}
        </ul>
      </Section>

      <Section id="inclusions" tone="tint" title={inclusions.title}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {inclusions.items.map((item) => (
            <li
              key={item}
              className="flex items-center gap-3 rounded-lg bg-white p-4 font-medium text-ink shadow-sm"
            >
              <Check className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="add-ons" title={addOns.title}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {addOns.items.map((a) => (
            <li key={a.title} className="flex gap-4 rounded-xl border border-slate-200 p-6">
              <Sparkles className="shrink-0 text-accent-600" />
              <div>
                <h3 className="text-lg font-semibold text-ink">{a.title}</h3>
                <p className="mt-1 text-muted">{a.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="guarantee-title" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 pb-14 sm:px-6">
          <div className="flex flex-col items-start gap-4 rounded-2xl border-2 border-emerald-700 bg-emerald-50 p-6 sm:flex-row sm:items-center sm:p-8">
            <ShieldCheck className="h-12 w-12 shrink-0 text-emerald-700" aria-hidden />
            <div>
              <h2 id="guarantee-title" className="text-2xl font-bold text-ink">
                {guarantee.title}
              </h2>
              <p className="mt-2 text-lg text-ink">{guarantee.text}</p>
            </div>
          </div>
        </div>
      </section>

      <ClosingCta id="programs-cta" title={trainingClosing.title} text={trainingClosing.text}>
        <ActionLink link={trainingClosing.primary} variant="accent" />
        <ActionLink link={trainingClosing.secondary} variant="inverse" />
      </ClosingCta>
    </main>
  );
}
