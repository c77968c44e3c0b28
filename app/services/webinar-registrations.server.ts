import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads } from "~/db/schema";
import { webinar } from "~/content/webinar";
import type { WebinarLeadInput } from "~/schemas/webinar";
import { webinarConfirmation } from "~/services/email-templates.server";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { attachToPerson } from "~/services/people.server";

export type WebinarRegistrationResult =
  { ok: true; created: boolean; seatsTaken: number } | { ok: false; full: true };

/**
 * Registers a visitor for the masterclass. The transaction first takes an advisory lock held until it
 * ends, so concurrent registrations count seats one at a time and seat 51 is never given out. An
 * address already registered (any letter case) is a success that adds no row and takes no seat; the
 * route answers it exactly as a new registration (product.md §7 says nothing of duplicates; the answer must
 * not reveal who registered).
 */
export async function registerForWebinar(input: WebinarLeadInput): Promise<WebinarRegistrationResult> {
  const email = input.email.trim();
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webinar-seats'))`);
    const mine = and(eq(leads.leadType, "webinar"), eq(sql`lower(${leads.email})`, email.toLowerCase()));
    const [existing] = await tx.select({ id: leads.id }).from(leads).where(mine).limit(1);
    const [{ taken }] = await tx.select({ taken: count() }).from(leads).where(eq(leads.leadType, "webinar"));
    // Full is checked first: once the seats are gone, everyone gets the same answer, so it cannot
    // tell who registered.
    if (taken >= webinar.seats) return { ok: false, full: true };
    if (existing) return { ok: true, created: false, seatsTaken: taken };

    const personId = await attachToPerson(tx, {
      email,
      source: "webinar",
      name: input.name,
      company: input.company,
      role: input.role,
      attribution: input.attribution,
    });
    await tx.insert(leads).values({
      personId,
      name: input.name,
      email,
      company: input.company || null,
      role: input.role || null,
      leadType: "webinar",
      attribution: input.attribution ?? {},
    });
    const notice = newLeadNotice({
      kind: "webinar-notification",
      subject: `New webinar registration: ${input.name} (${taken + 1}/${webinar.seats})`,
      lines: [
        ["Name", input.name],
        ["E-mail", email],
        ["Company", input.company],
        ["Role", input.role],
        ["Seats taken", `${taken + 1} of ${webinar.seats}`],
      ],
      attribution: input.attribution,
      personId,
    });
    await enqueueEmails(tx, notice, {
      kind: "webinar-confirmation",
      to: email,
      ...webinarConfirmation({ name: input.name }),
      personId,
    });
    return { ok: true, created: true, seatsTaken: taken + 1 };
  });
}
