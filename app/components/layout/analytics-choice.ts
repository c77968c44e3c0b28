import { site } from "~/content/site";

export type AnalyticsConfig = Record<string, { measurementId?: string; name: string }>;

export type AnalyticsChoice =
  { measurementId: string; name: string; warning?: string } | { measurementId: null; warning: string };

type Property = { measurementId?: string; name: string };

// GA4 IDs look like G-XXXXXXX; anything else is treated as missing (it also goes into a script URL).
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/**
 * The GA4 property for the hostname the site is served from (product.md §7: chosen by hostname). A hostname
 * without a configuration falls back to the default property, with a warning (product.md §7, §8). A
 * configured hostname whose measurement ID is missing or malformed stays off, with a warning: it
 * names a property of its own, and sending its views to another would mix two sites' figures.
 */
export function chooseMeasurementId(
  hostname: string,
  config: AnalyticsConfig = site.analytics,
  fallback: Property = site.defaultAnalytics,
): AnalyticsChoice {
  const host = hostname.trim().toLowerCase().replace(/\.$/, "");
  const entry = Object.hasOwn(config, host) ? config[host] : undefined;
  if (!entry) {
    const id = fallback.measurementId?.trim();
    const warning = `Analytics: no configuration for hostname "${host}"; using the default measurement ID`;
    if (!id || !MEASUREMENT_ID.test(id)) {
      return {
        measurementId: null,
        warning: `${warning}, which is missing or invalid; page views are not tracked.`,
      };
    }
    return { measurementId: id, name: fallback.name, warning: `${warning} (${id}).` };
  }
  const id = entry.measurementId?.trim();
  if (!id || !MEASUREMENT_ID.test(id)) {
    return {
      measurementId: null,
      warning: `Analytics: the measurement ID for "${host}" (${entry.name}) is missing or invalid; page views are not tracked.`,
    };
  }
  return { measurementId: id, name: entry.name };
}

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = { dataLayer?: unknown[]; gtag?: Gtag };
type ScriptLike = { async: boolean; src: string; nonce?: string };
type DocumentLike = {
  createElement(tag: "script"): ScriptLike;
  querySelector(selector: string): { nonce?: string } | null;
  head: { appendChild(node: ScriptLike): unknown };
};

let activeWindow: AnalyticsWindow | undefined;

/**
 * Sets up gtag and adds Google's script, async so it never blocks rendering. Page views are sent
 * explicitly (trackPageView), so the automatic one is turned off.
 */
export function loadAnalytics(measurementId: string, win: AnalyticsWindow, doc: DocumentLike) {
  win.dataLayer = win.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is Google's own snippet.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag("js", new Date());
  win.gtag("config", measurementId, { send_page_view: false });
  const script = doc.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  // Carry this page's CSP nonce (readable only as a property) to the added script.
  const nonce = doc.querySelector("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  activeWindow = win;
}

export function analyticsActive() {
  return activeWindow !== undefined;
}

/** A GA4 page_view with the path and title (product.md §7). */
export function trackPageView(pagePath: string, pageTitle: string) {
  activeWindow?.gtag?.("event", "page_view", { page_path: pagePath, page_title: pageTitle });
}

/** Tests start from a page that has not loaded analytics. */
export function resetAnalyticsForTests() {
  activeWindow = undefined;
}
