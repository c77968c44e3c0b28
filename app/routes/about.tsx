import { ExternalLink, Mail, Quote } from "~/components/ui/icons";
import { ActionLink, NewTabLink } from "~/components/marketing/action-link";
import { ClosingCta } from "~/components/marketing/closing-cta";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { TextCard } from "~/components/marketing/text-card";
import { VideoFacade } from "~/components/marketing/video-facade";
import {
  aboutClosing,
  aboutHero,
  aboutSeo,
  background,
  journey,
  testimonialsSection,
  video,
} from "~/content/about";
import { site } from "~/content/site";
import { personJsonLd, webPageMeta } from "~/content/structured-data";

export function meta() {
  return webPageMeta({
    ...aboutSeo,
    path: "/about",
    type: "website",
    name: aboutSeo.title,
    pageType: "AboutPage",
    jsonLd: personJsonLd(),
  });
}

export default function About() {
  return (
    <main id="main">
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead}>
        <ActionLink link={aboutHero.primary} variant="accent" />
        <ActionLink link={aboutHero.secondary} variant="inverse" />
        <NewTabLink
          href={aboutHero.network.href}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-md border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
        >
          {aboutHero.network.label}
          <ExternalLink className="h-4 w-4" aria-hidden />
        </NewTabLink>
      </PageHero>

      <Section id="journey" title={journey.title} lead={journey.lead}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {journey.phases.map((p, i) => (
            <TextCard
              key={p.phase}
              title={p.title}
              text={p.description}
              titleClassName="mt-2"
              className="relative"
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                Phase {i + 1} · {p.phase}
              </p>
            </TextCard>
          ))}
        </ol>
      </Section>

      <Section id="background" tone="tint" title={background.title}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="flex flex-col gap-5 text-lg leading-relaxed text-ink">
            {background.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <figure>
            <VideoFacade src={site.videoUrl} playLabel={video.playLabel} frameTitle={video.frameTitle} />
            <figcaption className="mt-3 text-sm text-muted">{video.caption}</figcaption>
          </figure>
        </div>
      </Section>

      <Section id="testimonials" title={testimonialsSection.title}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonialsSection.testimonials.map((t) => (
            <li key={t.author}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="text-brand-200" />
                <blockquote className="mt-3 flex-1 text-ink">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-slate-100 pt-4">
                  <span className="block font-semibold text-ink">{t.author}</span>
                  <span className="block text-sm text-muted">{t.title}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta id="about-cta" title={aboutClosing.title} text={aboutClosing.text}>
        <a
          href={`mailto:${aboutClosing.email}`}
          className="inline-flex h-12 items-center gap-2 rounded-md bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Mail className="h-5 w-5" aria-hidden />
          {aboutClosing.email}
        </a>
        <ActionLink link={aboutClosing.primary} variant="accent" />
      </ClosingCta>
    </main>
  );
}
