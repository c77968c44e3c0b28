import { Clock, Users } from "~/components/ui/icons";
import { ActionLink } from "~/components/marketing/action-link";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { solution } from "~/content/home";
import { Section } from "./section";

export function SolutionSection() {
  const { ctas } = solution;
  return (
    <Section id="solution" eyebrow={solution.eyebrow} title={solution.title} intro={solution.intro}>
      <ol className="grid gap-6 lg:grid-cols-3">
        {solution.levels.map((level) => (
          <li key={level.level}>
            <Card className="flex h-full flex-col p-6">
              <Badge className="self-start">Level {level.level}</Badge>
              <h3 className="mt-4 font-serif text-2xl font-bold text-brand-900">
                <span className="sr-only">Level {level.level}: </span>
                {level.title}
              </h3>
              <p className="font-medium text-accent-600">{level.subtitle}</p>
              <dl className="mt-4 flex flex-col gap-2 text-sm">
                <div className="flex items-start gap-2">
                  <dt>
                    <Clock aria-hidden className="mt-0.5 h-4 w-4 text-brand-700" />
                    <span className="sr-only">Duration</span>
                  </dt>
                  <dd className="font-semibold">{level.duration}</dd>
                </div>
                <div className="flex items-start gap-2">
                  <dt>
                    <Users aria-hidden className="mt-0.5 h-4 w-4 text-brand-700" />
                    <span className="sr-only">For</span>
                  </dt>
                  <dd>{level.audience}</dd>
                </div>
              </dl>
              <p className="mt-4 text-muted">{level.description}</p>
            </Card>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-center text-sm text-muted">{solution.note}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <ActionLink link={ctas.details} variant="default" />
        <ActionLink link={ctas.consultation} variant="accent" />
        <ActionLink link={ctas.quiz} variant="outline" />
      </div>
    </Section>
  );
}
