import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { people, type Attribution } from "~/db/schema";
import type { PersonSource } from "~/features/people/schema";

/** The key that makes one person of every submission: the e-mail trimmed and lower-cased. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export type Arrival = {
  email: string;
  source: PersonSource;
  name?: string | null;
  company?: string | null;
  role?: string | null;
  attribution?: Attribution;
};

const given = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * Finds or creates the person behind a submission and returns their id. Call it with the transaction
 * that stores the submission, so both are written or neither. Name, company and role are replaced by
 * the latest submission that gives them; attribution stays the first non-empty one (first touch).
 */
export async function attachToPerson(tx: DbOrTx, a: Arrival): Promise<number> {
  const attribution = a.attribution ?? {};
  const [row] = await tx
    .insert(people)
    .values({
      email: normalizeEmail(a.email),
      name: given(a.name),
      company: given(a.company),
      role: given(a.role),
      sources: [a.source],
      attribution,
    })
    .onConflictDoUpdate({
      target: people.email,
      set: {
        name: sql`coalesce(excluded.name, ${people.name})`,
        company: sql`coalesce(excluded.company, ${people.company})`,
        role: sql`coalesce(excluded.role, ${people.role})`,
        sources: sql`case when ${a.source}::text = any(${people.sources}) then ${people.sources}
          else array_append(${people.sources}, ${a.source}::text) end`,
        attribution: sql`case when ${people.attribution} = '{}'::jsonb then excluded.attribution
          else ${people.attribution} end`,
        lastActivityAt: sql`now()`,
      },
    })
    .returning({ id: people.id });
  return row.id;
}
