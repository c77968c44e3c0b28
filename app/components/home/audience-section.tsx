import { Card } from "~/components/ui/card";
import { audience, type AudienceCard } from "~/content/home";
import { cn } from "~/utils/cn";
import { Section } from "./section";

const themes: Record<AudienceCard["theme"], { bar: string; label: string; chip: string }> = {
  blue: { bar: "bg-brand-600", label: "text-brand-700", chip: "bg-brand-50 text-brand-800" },
  amber: { bar: "bg-accent-500", label: "text-accent-600", chip: "bg-amber-50 text-amber-900" },
  emerald: { bar: "bg-emerald-600", label: "text-emerald-700", chip: "bg-emerald-50 text-emerald-900" },
};

export function AudienceSection() {
  return (
    <Section id="who-its-for" eyebrow={audience.eyebrow} title={audience.title} tone="tint">
      <ul className="grid gap-6 lg:grid-cols-3">
        {audience.cards.map((card) => {
          const theme = themes[card.theme];
          return (
            <li key={card.title}>
              <Card className="relative h-full overflow-hidden p-6 pt-8">
                <span aria-hidden className={cn("absolute inset-x-0 top-0 h-1.5", theme.bar)} />
                <h3 className="font-serif text-xl font-bold">{card.title}</h3>
                <p className="mt-2">{card.description}</p>
                <p className="mt-2 text-sm text-muted">{card.subtext}</p>
                <h4 className={cn("mt-5 text-xs font-semibold uppercase tracking-wider", theme.label)}>
                  Common roles
                </h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {card.roles.map((role) => (
                    <li key={role} className={cn("rounded-full px-3 py-1 text-xs font-medium", theme.chip)}>
                      {role}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
