import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { events, eventTeams } from "~/db/schema";
import { teamUrl } from "~/features/events/team-seats.server";
import { item, type AccountSection } from "./section.server";

// The teams the person bought seats for (docs/product/team-seats.md): each paid team's private page,
// where its buyer names and replaces the attendees and sees their attendance.

export const teams: AccountSection = {
  id: "teams",
  title: "Team seats you bought",
  empty: "No team seats.",
  items: async (personId) => {
    const rows = await db()
      .select({ id: eventTeams.id, token: eventTeams.token, seats: eventTeams.seats, title: events.title })
      .from(eventTeams)
      .innerJoin(events, eq(events.id, eventTeams.eventId))
      .where(and(eq(eventTeams.personId, personId), eq(eventTeams.status, "confirmed")))
      .orderBy(desc(eventTeams.createdAt));
    return rows.map((t) =>
      item({
        key: `team-${t.id}`,
        title: t.title,
        details: [`${t.seats} seats`],
        links: [{ label: "Name or replace attendees", href: teamUrl(t.token) }],
      }),
    );
  },
};
