/**
 * Dates show in the site's time zone (SITE_TIME_ZONE, default America/Los_Angeles) on the public
 * pages and in the admin alike, and on server and browser alike, so hydration matches. The server
 * reads the setting once, here (loadEnv refused a bad value at start); the page carries it to the
 * browser in <meta name="site-time-zone"> (root.tsx), read before hydration (entry.client.tsx).
 */
import { instantFromLocal, localInputValue } from "./event-time";

export { isTimeZone } from "./event-time";

export const DEFAULT_TIME_ZONE = "America/Los_Angeles";
export const TIME_ZONE_META = "site-time-zone";

// Every server bundle's copy of this module reads the setting; the browser has no process.
let timeZone = (typeof process !== "undefined" && process.env?.SITE_TIME_ZONE) || DEFAULT_TIME_ZONE;

export function setSiteTimeZone(value: string) {
  timeZone = value;
}

export function siteTimeZone() {
  return timeZone;
}

/** "November 21, 2026" */
export function longDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone,
  });
}

/** "Nov 21, 2026" */
export function shortDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone,
  });
}

/** "Nov 21, 2026, 4:05 PM PST": admin lists, with the zone named since the reader may be elsewhere. */
export function dateTime(value: Date | string): string {
  return new Date(value).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });
}

/** The instant as ISO 8601, for <time dateTime>. */
export function isoDateTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The calendar day ("2026-11-21") of an instant in the site's time zone. */
export function siteDay(value: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: siteTimeZone(),
  }).format(value);
}

/**
 * The instant a wall-clock time ("2026-11-24T09:00", as a datetime-local field gives it) names in
 * the site's time zone; null when it is not a real date and time. In a DST gap the time after it.
 */
export const fromSiteLocal = (local: string, tz = siteTimeZone()) => instantFromLocal(local, tz);

/** An instant as a datetime-local value ("2026-11-24T09:00") in the site's time zone. */
export const toSiteLocal = (value: Date | string, tz = siteTimeZone()) =>
  localInputValue(new Date(value), tz);
