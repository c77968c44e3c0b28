import { Lightbulb, Presentation, Target, TrendingUp } from "~/components/ui/icons";
import { benefits } from "~/content/home";
import { Section } from "./section";

const icons = { lightbulb: Lightbulb, target: Target, presentation: Presentation, "trending-up": TrendingUp };

export function BenefitsSection() {
  return (
    <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((b) => {
          const Icon = icons[b.icon];
          return (
            <li key={b.title} className="text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
                <Icon aria-hidden className="h-7 w-7 text-brand-700" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{b.title}</h3>
              <p className="mt-2 text-muted">{b.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
