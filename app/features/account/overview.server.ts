import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { people } from "~/db/schema";
import { erasureAskedAt } from "./actions.server";
import { accountSections } from "./sections.server";

/** The signed-in person's page, as the page and GET /api/account read it. */
export async function accountOverview(personId: number) {
  const [[person], sections, erasureRequestedAt] = await Promise.all([
    db().select({ email: people.email, name: people.name }).from(people).where(eq(people.id, personId)),
    accountSections(personId),
    erasureAskedAt(personId),
  ]);
  return { person, sections, erasureRequestedAt };
}
