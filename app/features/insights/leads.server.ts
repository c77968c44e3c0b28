import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { InsightsRange } from "~/features/insights/range-schema";
import { siteTimeZone } from "~/utils/dates";

export type LeadTouch = {
  day: string;
  form: string;
  utm_source: string | null;
  referrer: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
};

/** Each form's table and the column that dates its leads. */
const FORMS = [
  { form: "assessment", table: "assessment_responses", at: "created_at" },
  { form: "contact", table: "contact_inquiries", at: "created_at" },
  { form: "webinar", table: "leads", at: "created_at" },
  { form: "newsletter", table: "newsletter_subscribers", at: "subscribed_at" },
  { form: "resource request", table: "resource_requests", at: "created_at" },
] as const;

/**
 * Every lead of the range (site time zone) with its form and first-touch attribution, and nothing
 * personal: the source rule (app/utils/traffic-source.ts) is applied by the caller.
 */
export async function leadTouches({ from, to }: InsightsRange): Promise<LeadTouch[]> {
  const start = sql`(${from}::date::timestamp at time zone ${siteTimeZone()})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${siteTimeZone()})`;
  const selects = FORMS.map(
    ({ form, table, at }) => sql`
      select (${sql.identifier(at)} at time zone ${siteTimeZone()})::date::text as day, ${form}::text as form,
        attribution->>'utm_source' as utm_source, attribution->>'referrer' as referrer,
        attribution->>'utm_campaign' as utm_campaign, attribution->>'landingPage' as landing_page
      from ${sql.identifier(table)}
      where ${sql.identifier(at)} >= ${start} and ${sql.identifier(at)} < ${end}`,
  );
  const result = await db().execute(sql.join(selects, sql` union all `));
  return (result as unknown as { rows: LeadTouch[] }).rows;
}
