import { CalendarCheck, ClipboardCheck } from "~/components/ui/icons";
import { ActionLink } from "~/components/marketing/action-link";
import { Card } from "~/components/ui/card";
import { getStarted } from "~/content/home";
import { Section } from "./section";

const icons = { calendar: CalendarCheck, clipboard: ClipboardCheck };

export function GetStartedSection() {
  return (
    <Section id="get-started" title={getStarted.title} intro={getStarted.intro}>
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {getStarted.cards.map((card, i) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title}>
              <Card className="flex h-full flex-col p-6 text-center sm:p-8">
                <Icon aria-hidden className="mx-auto h-10 w-10 text-brand-700" />
                <h3 className="mt-4 font-serif text-2xl font-bold text-brand-900">{card.title}</h3>
                <p className="mt-3 flex-1 text-muted">{card.description}</p>
                <ActionLink link={card.cta} variant={i === 0 ? "accent" : "default"} className="mt-6" />
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
