const whole = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export const formatCount = (n: number) => whole.format(n);

/** A share as "12.5%", or an en dash when there is nothing to divide by. */
export const formatRate = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : "–");

/** "Nov 21" for a YYYY-MM-DD day (a calendar day: no time zone shift). */
export function formatDay(day: string) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
