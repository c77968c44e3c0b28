import { and, eq, sql } from "drizzle-orm";
import type { db, Tx } from "~/db/client.server";
import { eventTeams } from "~/db/schema";

/** The seats of an event's confirmed teams, named or not (decision 0109): each counts against the capacity. */
export async function teamSeats(tx: Tx | ReturnType<typeof db>, eventId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`coalesce(sum(${eventTeams.seats}), 0)::int` })
    .from(eventTeams)
    .where(and(eq(eventTeams.eventId, eventId), eq(eventTeams.status, "confirmed")));
  return n;
}
