import { Check, Clock, Users } from "~/components/ui/icons";
import type { ProgramLevel } from "~/content/training-programs";
import { cn } from "~/utils/cn";
import { ActionLink, SrOnly } from "./action-link";

/** One program level: number, title, tagline, audience, duration, six skills, five outcomes. */
export function ProgramLevelCard({ level }: { level: ProgramLevel }) {
  const headingId = `level-${level.level}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        level.popular ? "border-accent-600 ring-2 ring-accent-600" : "border-slate-200",
      )}
    >
      {level.popular && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          Most Popular
        </p>
      )}
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        Level {level.level} · {level.subtitle}
      </p>
      <h3 id={headingId} className="mt-2 text-2xl font-bold text-ink">
        <SrOnly>{`Level ${level.level}: `}</SrOnly>
        {level.title}
      </h3>
      <p className="mt-1 text-lg text-muted">{level.tagline}</p>
      <dl className="mt-5 grid gap-3 text-sm">
        {[
          { Icon: Users, term: "Audience:", value: level.audience },
          { Icon: Clock, term: "Duration:", value: level.duration },
        ].map(({ Icon, term, value }) => (
          <div key={term} className="flex items-start gap-2">
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <Icon className="h-4 w-4 text-brand-700" aria-hidden /> {term}
            </dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-6 font-semibold text-ink">Skills you will build</h4>
      <ul className="mt-3 grid gap-3">
        {level.skills.map((skill) => (
          <li key={skill.name} className="text-sm">
            <span className="font-semibold text-ink">{skill.name}</span>
            <span className="block text-muted">{skill.description}</span>
          </li>
        ))}
      </ul>
      <h4 className="mt-6 font-semibold text-ink">Learning outcomes</h4>
      <ul className="mt-3 grid gap-2">
        {level.outcomes.map((outcome) => (
          <li key={outcome} className="flex gap-2 text-sm text-ink">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            {outcome}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <ActionLink
          link={{
            href: "/contact",
            label: (
              <>
                Inquire<SrOnly>{` about Level ${level.level}: ${level.title}`}</SrOnly>
              </>
            ),
          }}
          variant={level.popular ? "accent" : "default"}
          className="w-full"
        />
      </div>
    </article>
  );
}
