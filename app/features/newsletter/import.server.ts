import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { importRowSchema } from "~/features/newsletter/admin-schema";
import { nowMs } from "~/utils/clock.server";
import { parseCsv } from "~/utils/csv-parse";

export type ImportReport = { imported: number; merged: number; invalid: { line: number; reason: string }[] };

type Row = { email: string; name: string | null; consentAt: Date | null; consentSource: string | null };

const COLUMN_NAMES: Record<string, keyof Row> = {
  email: "email",
  "e-mail": "email",
  "email address": "email",
  name: "name",
  "full name": "name",
  "consent date": "consentAt",
  consent_date: "consentAt",
  consentdate: "consentAt",
  consented_at: "consentAt",
  "consent source": "consentSource",
  consent_source: "consentSource",
  consentsource: "consentSource",
};
const DEFAULT_ORDER: (keyof Row)[] = ["email", "name", "consentAt", "consentSource"];

/** Rows per statement: bounded so a statement's parameters stay far below PostgreSQL's 65,535. */
const CHUNK = 2_000;

/**
 * Reads an exported list: a header row naming the columns (email; name, consent date, consent source)
 * or, without one, those four in that order. Each invalid row is reported with its line and reason.
 */
export function readImport(text: string) {
  const records = parseCsv(text);
  const invalid: ImportReport["invalid"] = [];
  let order = DEFAULT_ORDER;
  const first = records[0]?.fields.map((f) => f.trim().toLowerCase());
  if (first?.some((f) => COLUMN_NAMES[f] === "email")) {
    order = first.map((f) => COLUMN_NAMES[f]);
    records.shift();
  }
  const rows = new Map<string, Row>();
  let duplicates = 0;
  for (const { line, fields } of records) {
    const raw: Record<string, string> = {};
    order.forEach((key, i) => {
      if (key && fields[i] !== undefined && fields[i].trim() !== "") raw[key] = fields[i];
    });
    const parsed = importRowSchema.safeParse(raw);
    if (!parsed.success) {
      invalid.push({ line, reason: parsed.error.issues.map((i) => i.message).join("; ") });
      continue;
    }
    const email = parsed.data.email.toLowerCase();
    // A second row for one address merges into the first (its blanks filled).
    const seen = rows.get(email);
    if (seen) duplicates++;
    rows.set(email, {
      email,
      name: parsed.data.name ?? seen?.name ?? null,
      consentAt: parsed.data.consentAt ?? seen?.consentAt ?? null,
      consentSource: parsed.data.consentSource ?? seen?.consentSource ?? null,
    });
  }
  return { rows: [...rows.values()], invalid, duplicates };
}

/**
 * Imports a list with its consent (product.md §10.10): valid rows become confirmed subscribers, each
 * attached to their person, in one transaction; an address we have merges (a pending one becomes
 * confirmed, an unsubscribed or suppressed one stays so: an old export does not override a choice).
 * Nothing is e-mailed. Set-based statements, a chunk of rows each, so 10,000 rows take seconds.
 */
export async function importSubscribers(text: string): Promise<ImportReport> {
  const { rows, invalid, duplicates } = readImport(text);
  const now = new Date(nowMs());
  const at = sql`${now.toISOString()}::timestamptz`;
  let imported = 0;
  await db().transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const json = JSON.stringify(
        chunk.map((r) => ({
          email: r.email,
          name: r.name,
          consent_at: (r.consentAt ?? now).toISOString(),
          consent_source: r.consentSource ?? "Imported list",
        })),
      );
      await tx.execute(sql`
        insert into people (email, name, sources)
        select r.email, r.name, array['newsletter']
        from jsonb_to_recordset(${json}::jsonb) as r(email text, name text)
        on conflict (email) do update set
          name = coalesce(people.name, excluded.name),
          sources = case when 'newsletter' = any(people.sources) then people.sources
            else array_append(people.sources, 'newsletter') end,
          last_activity_at = ${at}`);
      const inserted = await tx.execute(sql`
        insert into newsletter_subscribers
          (email, person_id, unsubscribe_token, state, confirmed_at, consent_at, consent_source, state_changed_at, subscribed_at)
        select r.email, p.id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'confirmed', ${at}, r.consent_at, r.consent_source, ${at}, ${at}
        from jsonb_to_recordset(${json}::jsonb) as r(email text, consent_at timestamptz, consent_source text)
        join people p on p.email = r.email
        on conflict do nothing
        returning id`);
      imported += (inserted as unknown as { rows: unknown[] }).rows.length;
      await tx.execute(sql`
        update newsletter_subscribers s set
          state = 'confirmed', confirmed_at = ${at}, state_changed_at = ${at},
          consent_at = coalesce(s.consent_at, r.consent_at),
          consent_source = coalesce(s.consent_source, r.consent_source)
        from jsonb_to_recordset(${json}::jsonb) as r(email text, consent_at timestamptz, consent_source text)
        where lower(s.email) = r.email and s.state in ('pending', 'confirmed') and s.subscribed_at <> ${at}`);
    }
  });
  return { imported, merged: rows.length - imported + duplicates, invalid };
}
