import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { InsightsRange } from "~/features/insights/range-schema";
import { siteTimeZone } from "~/utils/dates";

/**
 * A person who booked a call, or closed, in the range, or money received from them (a card payment,
 * an invoice paid), with their first-touch attribution.
 */
export type SalesTouch = {
  step: "booked" | "closed" | "card" | "invoice";
  utm_source: string | null;
  referrer: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  /**
   * US cents (product.md §10.14): closed, the deal's value typed by hand (what card payments and paid
   * invoices of the person do not already account for); card, a seat's payment less its refunds;
   * invoice, an invoice paid. Null for booked.
   */
  value_cents: number | null;
};

/**
 * The range's (site time zone) booked and closed people, each once, credited to their first touch
 * (the person's attribution: a booking under a new e-mail carries the UTM the site passed to the
 * scheduler). Booked: a call booked in the range that is still on or was moved (a call cancelled for
 * good does not count). Closed: a deal dated in the range whose person is still closed.
 */
export async function salesTouches({ from, to }: InsightsRange): Promise<SalesTouch[]> {
  const start = sql`(${from}::date::timestamp at time zone ${siteTimeZone()})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${siteTimeZone()})`;
  const attribution = sql`p.attribution->>'utm_source' as utm_source, p.attribution->>'referrer' as referrer,
    p.attribution->>'utm_campaign' as utm_campaign, p.attribution->>'landingPage' as landing_page`;
  const result = await db().execute(sql`
    select 'booked' as step, ${attribution}, null::int as value_cents
    from people p
    -- Driven by the range's bookings (their booked_at index), not by every person.
    where p.id in (
      select b.person_id from bookings b
      where b.booked_at >= ${start} and b.booked_at < ${end}
        and (b.status = 'scheduled' or b.rescheduled_to is not null))
    union all
    select 'closed' as step, ${attribution}, greatest(coalesce(d.value_cents, 0)
      - coalesce((select sum(o.paid_cents - o.refunded_cents) from payment_orders o
          where o.person_id = p.id and o.paid_at is not null), 0)
      - coalesce((select sum(i.amount_cents) from payment_invoices i
          where i.person_id = p.id and i.status = 'paid'), 0), 0)::int as value_cents
    from deals d join people p on p.id = d.person_id
    where p.status = 'closed' and d.closed_at >= ${start} and d.closed_at < ${end}
    union all
    select 'card' as step, ${attribution}, (o.paid_cents - o.refunded_cents)::int as value_cents
    from payment_orders o join people p on p.id = o.person_id
    where o.paid_at >= ${start} and o.paid_at < ${end}
    union all
    select 'invoice' as step, ${attribution}, i.amount_cents as value_cents
    from payment_invoices i join people p on p.id = i.person_id
    where i.status = 'paid' and i.paid_at >= ${start} and i.paid_at < ${end}`);
  return (result as unknown as { rows: SalesTouch[] }).rows;
}
