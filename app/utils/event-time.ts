/**
 * An event's times as its visitors read them: in the zone the owner chose for it (IANA), with that
 * zone's abbreviation, as product.md §2's "January 15, 2025" and "2:00 – 3:00 PM EST". Pure: the page
 * and the e-mails share it.
 */

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): Parts {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, ...options }).formatToParts(at);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** "January 15, 2025" in the event's zone. */
export function eventDateLabel(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "long" }).format(at);
}

const clock = (at: Date, timeZone: string) => {
  const p = partsOf(at, timeZone, {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  });
  return { time: `${p.hour}:${p.minute}`, period: p.dayPeriod ?? "", zone: p.timeZoneName ?? timeZone };
};

/** "2:00 – 3:00 PM EST" (one period when both ends share it), in the event's zone. */
export function eventTimeLabel(start: Date, durationMinutes: number, timeZone: string): string {
  const a = clock(start, timeZone);
  const b = clock(new Date(start.getTime() + durationMinutes * 60_000), timeZone);
  const from = a.period === b.period ? a.time : `${a.time} ${a.period}`;
  return `${from} – ${b.time} ${b.period} ${b.zone}`;
}

/** "60 minutes", "1 hour 30 minutes". */
export function durationLabel(minutes: number): string {
  if (minutes < 90 && minutes % 60 !== 0) return `${minutes} minutes`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = `${h} hour${h === 1 ? "" : "s"}`;
  return m ? `${hours} ${m} minutes` : minutes === 60 ? "60 minutes" : hours;
}

/** The zone's offset from UTC at `at`, in minutes (New York in January: -300). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const p = partsOf(at, timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant as the zone's wall clock with its offset: "2025-01-15T14:00:00-05:00" (schema.org). */
export function isoInZone(at: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(at, timeZone);
  const local = new Date(at.getTime() + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The zone's wall clock for a datetime-local field: "2025-01-15T14:00". */
export function localInputValue(at: Date, timeZone: string): string {
  return isoInZone(at, timeZone).slice(0, 16);
}

/**
 * The instant a wall-clock time ("2025-01-15T14:00") names in `timeZone`. Around a change of offset
 * the earlier reading wins; a time skipped by the change moves forward with the clocks.
 */
export function instantFromLocal(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Not a real date or time ("2026-02-30", "25:00"): Date.UTC would roll it over.
  if (
    new Date(wall).getUTCDate() !== d ||
    new Date(wall).getUTCMonth() !== mo - 1 ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null;
  let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** "Session 3 of 6: Wednesday, February 3, 2027, 2:00 – 3:30 PM EST" (product.md §10.9, programs). */
export function sessionLine(
  number: number,
  of: number,
  start: Date,
  durationMinutes: number,
  timeZone: string,
): string {
  const day = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full" }).format(start);
  return `Session ${number} of ${of}: ${day}, ${eventTimeLabel(start, durationMinutes, timeZone)}`;
}
