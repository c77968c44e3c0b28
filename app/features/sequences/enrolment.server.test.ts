import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/utils/env.server";
import { dueAt } from "./enrolment.server";

const at = (iso: string) => Date.parse(iso);

describe("when a step is due (product.md §10.12)", () => {
  afterEach(() => {
    delete process.env.SITE_TIME_ZONE;
    resetEnvCache();
  });

  it("is the delay's end without a send hour", () => {
    expect(dueAt(at("2026-11-02T12:00:00Z"), { delayHours: 30, sendHour: null }).toISOString()).toBe(
      "2026-11-03T18:00:00.000Z",
    );
  });

  it("is the first send hour in the site's time zone at or after the delay, across the DST change", () => {
    process.env.SITE_TIME_ZONE = "America/Los_Angeles";
    resetEnvCache();
    // Oct 31 21:00 PDT: 09:00 the next morning is after the fall back (PST, UTC-8).
    expect(dueAt(at("2026-10-31T16:00:00Z"), { delayHours: 12, sendHour: 9 }).toISOString()).toBe(
      "2026-11-01T17:00:00.000Z",
    );
    // Exactly 09:00 local is due then; 09:30 waits for the next day's 09:00.
    expect(dueAt(at("2026-11-03T17:00:00Z"), { delayHours: 0, sendHour: 9 }).toISOString()).toBe(
      "2026-11-03T17:00:00.000Z",
    );
    expect(dueAt(at("2026-11-03T17:30:00Z"), { delayHours: 0, sendHour: 9 }).toISOString()).toBe(
      "2026-11-04T17:00:00.000Z",
    );
    // Another zone: 08:00 in Paris.
    process.env.SITE_TIME_ZONE = "Europe/Paris";
    resetEnvCache();
    expect(dueAt(at("2026-11-03T12:00:00Z"), { delayHours: 24, sendHour: 8 }).toISOString()).toBe(
      "2026-11-05T07:00:00.000Z",
    );
  });
});
