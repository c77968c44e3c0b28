import { CheckCircle2 } from "~/components/ui/icons";
import { Card } from "~/components/ui/card";
import { contactPage } from "~/content/contact";

/** The three side cards of the Contact page: What We'll Cover, What to Expect, Who It's For. */
export function ContactSideCards() {
  return (
    <div className="grid gap-5">
      {contactPage.sideCards.map((card) => (
        <Card key={card.title} className="p-6">
          <h2 className="text-lg font-semibold text-ink">{card.title}</h2>
          <ul className="mt-3 grid gap-2 text-sm text-muted">
            {card.items.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
