import { CheckCircle2 } from "~/components/ui/icons";
import { ActionLink } from "~/components/marketing/action-link";
import { hero } from "~/content/home";

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-[linear-gradient(to_bottom_right_in_oklab,var(--color-brand-900),var(--color-brand-800),var(--color-brand-700))] px-4 py-20 text-white sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{hero.eyebrow}</p>
        <h1
          id="hero-title"
          className="mt-4 text-balance font-serif text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl"
        >
          {hero.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg text-slate-100 sm:text-xl">{hero.lead}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ActionLink link={hero.primaryCta} variant="accent" />
          <ActionLink link={hero.secondaryCta} variant="inverse" />
        </div>
        <ul className="mt-10 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-sm text-slate-100 sm:flex-row sm:flex-wrap">
          {hero.proofPoints.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden className="h-4 w-4 text-amber-300" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
