import { describe, expect, it } from "vitest";
import {
  durationLabel,
  eventDateLabel,
  eventTimeLabel,
  instantFromLocal,
  isoInZone,
  isTimeZone,
} from "./event-time";

describe("event times in the event's own zone", () => {
  const masterclass = new Date("2025-01-15T19:00:00Z");
  it("words SPEC's masterclass as product.md §2 does", () => {
    expect(eventDateLabel(masterclass, "America/New_York")).toBe("January 15, 2025");
    expect(eventTimeLabel(masterclass, 60, "America/New_York")).toBe("2:00 – 3:00 PM EST");
    expect(isoInZone(masterclass, "America/New_York")).toBe("2025-01-15T14:00:00-05:00");
    expect(durationLabel(60)).toBe("60 minutes");
  });
  it("keeps both periods when a session crosses noon, and summer time's abbreviation", () => {
    expect(eventTimeLabel(new Date("2025-07-15T15:30:00Z"), 90, "America/New_York")).toBe(
      "11:30 AM – 1:00 PM EDT",
    );
  });
  it("reads a wall-clock time in a zone, across a change of offset", () => {
    expect(instantFromLocal("2025-01-15T14:00", "America/New_York")?.toISOString()).toBe(
      "2025-01-15T19:00:00.000Z",
    );
    expect(instantFromLocal("2025-07-01T09:00", "Europe/Paris")?.toISOString()).toBe(
      "2025-07-01T07:00:00.000Z",
    );
    expect(instantFromLocal("not a time", "Europe/Paris")).toBeNull();
  });
  it("knows an IANA zone from a made-up one", () => {
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
