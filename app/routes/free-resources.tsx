import { ClipboardCheck, FileText } from "~/components/ui/icons";
import { ActionLink } from "~/components/marketing/action-link";
import { ClosingCta } from "~/components/marketing/closing-cta";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { Button } from "~/components/ui/button";
import {
  comingSoonResources,
  featuredAssessment,
  freeResourcesHero,
  freeResourcesNext,
  freeResourcesSeo,
} from "~/content/free-resources";
import { webPageMeta } from "~/content/structured-data";

export function meta() {
  return webPageMeta({
    ...freeResourcesSeo,
    path: "/free-resources",
    name: freeResourcesHero.title,
    pageType: "CollectionPage",
  });
}

export default function FreeResources() {
  return (
    <main id="main">
      <PageHero
        eyebrow={freeResourcesHero.eyebrow}
        title={freeResourcesHero.title}
        lead={freeResourcesHero.lead}
      />

      <section aria-labelledby="featured-title" className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <div className="flex flex-col gap-6 rounded-2xl border-2 border-brand-700 bg-brand-50 p-6 sm:p-10 md:flex-row md:items-center">
            <ClipboardCheck className="h-14 w-14 shrink-0 text-brand-700" aria-hidden />
            <div className="flex-1">
              <p className="inline-flex rounded-full bg-brand-800 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
                {featuredAssessment.badge}
              </p>
              <h2 id="featured-title" className="mt-3 text-2xl font-bold text-ink sm:text-3xl">
                {featuredAssessment.title}
              </h2>
              <p className="mt-3 text-lg text-ink">{featuredAssessment.description}</p>
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-900">
                {featuredAssessment.points.map((p) => (
                  <li key={p}>✓ {p}</li>
                ))}
              </ul>
            </div>
            <ActionLink link={featuredAssessment.action} variant="accent" className="shrink-0" />
          </div>
        </div>
      </section>

      <Section id="coming-soon" tone="tint" title={comingSoonResources.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {comingSoonResources.items.map((r) => (
            <li
              key={r.title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <FileText className="h-8 w-8 text-brand-700" aria-hidden />
              <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{r.format}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{r.title}</h3>
              <p className="mt-2 flex-1 text-muted">{r.description}</p>
              <Button
                type="button"
                variant="outline"
                disabled
                className="mt-6 w-full"
                aria-label={`${r.title}: coming soon`}
              >
                {comingSoonResources.buttonLabel}
              </Button>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta id="free-resources-cta" title={freeResourcesNext.title} text={freeResourcesNext.text}>
        <ActionLink link={freeResourcesNext.programs} variant="inverse" />
        <ActionLink link={freeResourcesNext.consultation} variant="accent" />
      </ClosingCta>
    </main>
  );
}
