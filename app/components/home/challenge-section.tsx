import { AlertCircle, Quote } from "~/components/ui/icons";
import { Card } from "~/components/ui/card";
import { challenge } from "~/content/home";
import { Section } from "./section";

export function ChallengeSection() {
  return (
    <Section id="challenge" eyebrow={challenge.eyebrow} title={challenge.title} intro={challenge.intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {challenge.problems.map((p) => (
          <li key={p.title}>
            <Card className="h-full p-6">
              <AlertCircle className="text-accent-600" />
              <h3 className="mt-3 text-lg font-semibold">{p.title}</h3>
              <p className="mt-2 text-muted">{p.description}</p>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-8 rounded-2xl bg-brand-900 p-8 text-white lg:grid-cols-2 lg:items-center">
        <div>
          <h3 className="font-serif text-2xl font-bold">{challenge.costTitle}</h3>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {challenge.costs.map((c) => (
              <li key={c} className="rounded-lg bg-white/10 px-4 py-3 font-semibold">
                {c}
              </li>
            ))}
          </ul>
        </div>
        <figure className="border-l-4 border-amber-400 pl-6">
          <Quote aria-hidden className="h-8 w-8 text-amber-300" />
          <blockquote className="mt-2 font-serif text-2xl italic leading-snug sm:text-3xl">
            <p>“{challenge.quote.text}”</p>
          </blockquote>
          <figcaption className="mt-4 text-slate-200">
            <span className="font-semibold text-white">{challenge.quote.author}</span>,{" "}
            {challenge.quote.title}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
