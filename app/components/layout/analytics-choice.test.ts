import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import {
  analyticsActive,
  chooseMeasurementId,
  loadAnalytics,
  resetAnalyticsForTests,
  trackPageView,
} from "./analytics-choice";

describe("chooseMeasurementId", () => {
  const config = {
    "example.com": { measurementId: "G-ABC1234", name: "Main" },
    "www.example.com": { measurementId: "G-ABC1234", name: "Main" },
    "other.example": { measurementId: "G-XYZ9876", name: "Other" },
    "noid.example": { name: "No ID yet" },
    "bad.example": { measurementId: "UA-1234-1", name: "Old property" },
  };

  it("picks the property configured for the hostname and its www variant", () => {
    expect(chooseMeasurementId("example.com", config)).toEqual({ measurementId: "G-ABC1234", name: "Main" });
    expect(chooseMeasurementId("www.example.com", config)).toEqual({
      measurementId: "G-ABC1234",
      name: "Main",
    });
    expect(chooseMeasurementId("other.example", config)).toEqual({
      measurementId: "G-XYZ9876",
      name: "Other",
    });
  });

  it("ignores letter case and a trailing dot in the hostname", () => {
    expect(chooseMeasurementId("WWW.Example.COM.", config).measurementId).toBe("G-ABC1234");
  });

  it("falls back to the default measurement ID with a warning for an unknown hostname (product.md §7)", () => {
    const choice = chooseMeasurementId("localhost", config, { measurementId: "G-DEFAULT1", name: "Default" });
    expect(choice).toEqual({
      measurementId: "G-DEFAULT1",
      name: "Default",
      warning:
        'Analytics: no configuration for hostname "localhost"; using the default measurement ID (G-DEFAULT1).',
    });
  });

  it("uses the site's default property for an unknown hostname", () => {
    expect(chooseMeasurementId("localhost").measurementId).toBe(site.defaultAnalytics.measurementId);
  });

  it("stays off with a warning when the default measurement ID itself is malformed", () => {
    const choice = chooseMeasurementId("localhost", config, { measurementId: "UA-1", name: "Old" });
    expect(choice.measurementId).toBeNull();
    expect(choice.warning).toMatch(/missing or invalid; page views are not tracked/);
  });

  it("does not treat inherited object keys as configured hostnames", () => {
    expect(chooseMeasurementId("constructor", config).warning).toMatch(
      /no configuration for hostname "constructor"/,
    );
  });

  it("turns analytics off with a warning when the measurement ID is missing or malformed", () => {
    for (const host of ["noid.example", "bad.example"]) {
      const choice = chooseMeasurementId(host, config);
      expect(choice.measurementId).toBeNull();
      expect("warning" in choice && choice.warning).toMatch(/measurement ID .* is missing or invalid/);
    }
  });

  it("maps both production domains of the site config, each with its www variant, to two properties", () => {
    const ids = [
      "acumenleadershipgroup.com",
      "www.acumenleadershipgroup.com",
      "financialacumenworkshops.com",
      "www.financialacumenworkshops.com",
    ].map((h) => chooseMeasurementId(h, site.analytics).measurementId);
    expect(ids.every((id) => typeof id === "string")).toBe(true);
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
  });
});

describe("loadAnalytics and trackPageView", () => {
  afterEach(resetAnalyticsForTests);

  function fakePage() {
    const appended: Array<{ async: boolean; src: string; nonce?: string }> = [];
    const doc = {
      createElement: () => ({ async: false, src: "" }) as { async: boolean; src: string; nonce?: string },
      querySelector: () => ({ nonce: "abc123" }),
      head: { appendChild: (node: { async: boolean; src: string; nonce?: string }) => appended.push(node) },
    };
    const win: { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void } = {};
    return { doc, win, appended };
  }

  it("sends nothing before analytics is loaded", () => {
    expect(analyticsActive()).toBe(false);
    expect(() => trackPageView("/", "Home")).not.toThrow();
  });

  it("adds Google's script async with the page nonce and configures the property without an automatic page view", () => {
    const { doc, win, appended } = fakePage();
    loadAnalytics("G-ABC1234", win, doc);
    expect(appended).toEqual([
      { async: true, src: "https://www.googletagmanager.com/gtag/js?id=G-ABC1234", nonce: "abc123" },
    ]);
    const calls = win.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[0][0]).toBe("js");
    expect(calls[1]).toEqual(["config", "G-ABC1234", { send_page_view: false }]);
    expect(analyticsActive()).toBe(true);
  });

  it("records page_view events with page_path and page_title", () => {
    const { doc, win } = fakePage();
    loadAnalytics("G-ABC1234", win, doc);
    trackPageView("/about?ref=nav", "About | Acumen");
    const last = Array.from(win.dataLayer!.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual([
      "event",
      "page_view",
      { page_path: "/about?ref=nav", page_title: "About | Acumen" },
    ]);
  });
});
