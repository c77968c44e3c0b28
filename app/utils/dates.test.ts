import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "~/lists/format";
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  longDate,
  setSiteTimeZone,
  shortDate,
  fromSiteLocal,
  toSiteLocal,
} from "./dates";
import { loadEnv, resetEnvCache } from "./env.server";

// 03:00 UTC on March 10 is still March 9 in Los Angeles (and already noon March 10 in Tokyo).
const LATE_EVENING_IN_LA = "2026-03-10T03:00:00.000Z";
const runtimeZone = process.env.TZ;

afterEach(() => {
  resetEnvCache();
  setSiteTimeZone(DEFAULT_TIME_ZONE);
  if (runtimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = runtimeZone;
});

describe("a post's date", () => {
  it("reads the same day in the admin and on the public pages, wherever the reader is", () => {
    // An admin whose browser runs in Tokyo.
    process.env.TZ = "Asia/Tokyo";
    expect(longDate(LATE_EVENING_IN_LA)).toBe("March 9, 2026");
    expect(shortDate(LATE_EVENING_IN_LA)).toBe("Mar 9, 2026");
    expect(formatDateTime(LATE_EVENING_IN_LA)).toBe("Mar 9, 2026, 8:00 PM PDT");
  });

  it("follows the site's configured time zone on both sides", () => {
    setSiteTimeZone("Asia/Tokyo");
    expect(longDate(LATE_EVENING_IN_LA)).toBe("March 10, 2026");
    expect(formatDateTime(LATE_EVENING_IN_LA)).toBe("Mar 10, 2026, 12:00 PM GMT+9");
  });
});

describe("SITE_TIME_ZONE", () => {
  const base = { SESSION_SECRET: "s".repeat(32), CAPTCHA_HMAC_KEY: "k".repeat(32) };

  it("defaults to America/Los_Angeles and accepts any IANA zone", () => {
    expect(loadEnv({ ...base }).SITE_TIME_ZONE).toBe("America/Los_Angeles");
    expect(loadEnv({ ...base, SITE_TIME_ZONE: "Europe/Berlin" }).SITE_TIME_ZONE).toBe("Europe/Berlin");
    expect(isTimeZone("UTC")).toBe(true);
  });

  it("refuses a zone that does not exist, naming the setting", () => {
    expect(() => loadEnv({ ...base, SITE_TIME_ZONE: "Pacific/Atlantis" })).toThrow(
      "SITE_TIME_ZONE must be an IANA time zone such as America/Los_Angeles",
    );
  });
});

describe("site-local date and time (the scheduling field)", () => {
  it("reads a wall-clock time in the site's zone, standard and daylight time alike", () => {
    expect(fromSiteLocal("2026-11-24T09:00", "America/Los_Angeles")?.toISOString()).toBe(
      "2026-11-24T17:00:00.000Z",
    );
    expect(fromSiteLocal("2026-07-01T09:00:30", "America/Los_Angeles")?.toISOString()).toBe(
      "2026-07-01T16:00:30.000Z",
    );
    expect(fromSiteLocal("2026-03-29T02:30", "Europe/Paris")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(fromSiteLocal("2026-11-24T09:00", "UTC")?.toISOString()).toBe("2026-11-24T09:00:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    for (const bad of ["", "2026-02-30T09:00", "2026-11-24T24:00", "2026-11-24 09:00", "tomorrow"])
      expect(fromSiteLocal(bad, "UTC")).toBeNull();
  });

  it("shows an instant back as the same wall-clock value", () => {
    expect(toSiteLocal("2026-11-24T17:00:00.000Z", "America/Los_Angeles")).toBe("2026-11-24T09:00");
    expect(toSiteLocal(fromSiteLocal("2026-07-01T23:45", "Asia/Tokyo")!, "Asia/Tokyo")).toBe(
      "2026-07-01T23:45",
    );
  });
});
