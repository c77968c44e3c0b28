/**
 * A pack's days (decision 0110): calendar days in the site's time zone, "YYYY-MM-DD". A pack bought
 * on a day is valid through the same day `months` calendar months later (the month's last day when
 * it has no such day: Nov 30 + 3 months is Feb 28).
 */
export function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${year}-${two(month + 1)}-${two(Math.min(d, last))}`;
}

/** "February 28, 2027" for a day. */
export const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** What a pack includes, as the page, the receipt and the admin say it. */
export function packIncludes(p: { kind: string; sessions: number | null; months: number }) {
  const months = `${p.months} ${p.months === 1 ? "month" : "months"}`;
  return p.kind === "coaching"
    ? `${p.sessions} one-to-one coaching ${p.sessions === 1 ? "call" : "calls"} to book within ${months}`
    : `${months} of weekly office hours with e-mail support`;
}
