import { describe, expect, it } from "vitest";
import { schedulerUrlFor } from "./scheduler-url";

const BASE = "https://calendly.com/acumen-leadership/strategy-session";

describe("schedulerUrlFor", () => {
  it("is the URL exactly as given when nothing is known", () => {
    expect(schedulerUrlFor(BASE, {})).toBe(BASE);
    expect(
      schedulerUrlFor(BASE, {
        name: " ",
        email: null,
        attribution: { landingPage: "/", referrer: "https://x.com/" },
      }),
    ).toBe(BASE);
  });

  it("passes the name, e-mail and first-touch utm_* Calendly reads", () => {
    const url = new URL(
      schedulerUrlFor(BASE, {
        name: " Robin Reyes ",
        email: "robin@example.com",
        attribution: {
          landingPage: "/blog",
          utm_source: "linkedin",
          utm_medium: "social",
          utm_campaign: "q4 leaders",
          utm_content: "a",
          utm_term: "b",
        },
      }),
    );
    expect(url.origin + url.pathname).toBe(BASE);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Robin Reyes",
      email: "robin@example.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "q4 leaders",
      utm_content: "a",
      utm_term: "b",
    });
  });

  it("passes only what is known: utm alone, without a landing page or referrer", () => {
    expect(
      schedulerUrlFor(BASE, { attribution: { landingPage: "/?utm_source=google", utm_source: "google" } }),
    ).toBe(`${BASE}?utm_source=google`);
  });
});
