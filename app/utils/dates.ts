// Dates show in the business's time zone on server and browser alike, so hydration matches.
export const TIME_ZONE = "America/Los_Angeles";

/** "November 21, 2026" */
export function longDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: TIME_ZONE,
  });
}

/** "Nov 21, 2026" */
export function shortDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: TIME_ZONE,
  });
}

/** The instant as ISO 8601, for <time dateTime>. */
export function isoDateTime(value: Date | string): string {
  return new Date(value).toISOString();
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: TIME_ZONE,
});

/** The calendar day ("2026-11-21") of an instant in the site's time zone. */
export function siteDay(value: Date = new Date()): string {
  return dayFormat.format(value);
}
