import { CheckCircle2, Mail, Phone } from "~/components/ui/icons";
import { SchedulerEmbed } from "~/components/marketing/scheduler-embed";
import { consultation, consultationSeo } from "~/content/consultation";
import { site } from "~/content/site";
import { webPageMeta } from "~/content/structured-data";

export function meta() {
  return webPageMeta({ ...consultationSeo, path: "/consultation", name: consultation.title });
}

export default function Consultation() {
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold leading-tight text-ink sm:text-4xl">{consultation.title}</h1>
          <p className="mt-4 text-lg text-muted">{consultation.lead}</p>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="flex flex-col gap-8">
            <section aria-labelledby="expect-title">
              <h2 id="expect-title" className="text-xl font-bold text-ink">
                {consultation.expectTitle}
              </h2>
              <ol className="mt-5 flex flex-col gap-5">
                {consultation.expectations.map((e) => (
                  <li key={e.title} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 shrink-0 text-emerald-700" />
                    <div>
                      <h3 className="font-semibold text-ink">{e.title}</h3>
                      <p className="mt-1 text-muted">{e.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <section
              aria-labelledby="fallback-title"
              className="rounded-xl border border-slate-200 bg-white p-6"
            >
              <h2 id="fallback-title" className="text-lg font-bold text-ink">
                {consultation.fallbackTitle}
              </h2>
              <p className="mt-2 text-muted">{consultation.fallbackText}</p>
              <ul className="mt-4 flex flex-col gap-3">
                <li>
                  <a
                    href={`mailto:${site.email}`}
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
                  >
                    <Mail className="h-5 w-5" aria-hidden />
                    {consultation.email}
                  </a>
                </li>
                <li>
                  <a
                    href={consultation.phoneHref}
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
                  >
                    <Phone className="h-5 w-5" aria-hidden />
                    {consultation.phone}
                  </a>
                </li>
              </ul>
            </section>
          </div>
          <section aria-labelledby="scheduler-title">
            <h2 id="scheduler-title" className="text-xl font-bold text-ink">
              {consultation.schedulerTitle}
            </h2>
            <div className="mt-5">
              <SchedulerEmbed
                src={site.schedulerUrl}
                frameTitle={consultation.schedulerFrameTitle}
                loadLabel={consultation.loadLabel}
                newTabLabel={consultation.newTabLabel}
              />
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
