/**
 * Dates show in the site's time zone (SITE_TIME_ZONE, default America/Los_Angeles) on the public
 * pages and in the admin alike, and on server and browser alike, so hydration matches. The server
 * reads the setting once, here (loadEnv refused a bad value at start); the page carries it to the
 * browser in <meta name="site-time-zone"> (root.tsx), read before hydration (entry.client.tsx).
 */
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

/** Whether `value` is an IANA time zone this runtime knows ("America/Los_Angeles", "UTC"). */
export function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
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

/** The wall-clock fields of an instant in `tz`, as milliseconds of a UTC date with those fields. */
function wallClockMs(instant: number, tz: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time ("2026-11-24T09:00", as a datetime-local field gives it) names in
 * the site's time zone; null when it is not a real date and time. In a DST gap the time after it.
 */
export function fromSiteLocal(local: string, tz = siteTimeZone()): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const wanted = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wanted);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  // Guess with the offset at the wall time read as UTC, then correct once (enough across a DST change).
  let instant = wanted - (wallClockMs(wanted, tz) - wanted);
  instant = wanted - (wallClockMs(instant, tz) - instant);
  return new Date(instant);
}

/** An instant as a datetime-local value ("2026-11-24T09:00") in the site's time zone. */
export function toSiteLocal(value: Date | string, tz = siteTimeZone()): string {
  const t = Math.floor(new Date(value).getTime() / 1000) * 1000;
  return new Date(wallClockMs(t, tz)).toISOString().slice(0, 16);
}
