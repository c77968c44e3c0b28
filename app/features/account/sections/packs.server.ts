import { clientPacksOf } from "~/features/coaching/credits.server";
import { item, type AccountSection } from "./section.server";

// The coaching packs and office hours the person bought (docs/product/coaching.md): credits left,
// the last day, and while the pack lasts the booking link or the weekly slot's link.

/** A calendar day ("2027-02-28") as the page writes it, the same day whatever the zone. */
const calendarDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

export const packs: AccountSection = {
  id: "packs",
  title: "Coaching packs",
  empty: "No coaching pack yet.",
  items: async (personId) =>
    (await clientPacksOf(personId)).map((p) =>
      item({
        key: `pack-${p.id}`,
        title: p.title,
        details: [
          ...(p.kind === "coaching"
            ? [`${p.creditsLeft} ${p.creditsLeft === 1 ? "session" : "sessions"} left`]
            : []),
          p.live ? `Valid until ${calendarDay(p.endsOn)}` : `Ended ${calendarDay(p.endsOn)}`,
        ],
        links: [
          ...(p.bookingUrl ? [{ label: "Book a session", href: p.bookingUrl }] : []),
          ...(p.joinUrl ? [{ label: "Join office hours", href: p.joinUrl }] : []),
        ],
      }),
    ),
};
