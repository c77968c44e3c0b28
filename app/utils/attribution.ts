import type { Attribution } from "~/db/schema";

const KEY = "attribution";
const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * Remembers where the visitor came from on their first arrival (landing page, referrer, utm_*),
 * for the rest of the browser session; every form sends it along.
 */
export function captureAttribution() {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const url = new URL(window.location.href);
    const data: Attribution = { landingPage: url.pathname + url.search };
    if (document.referrer && new URL(document.referrer).origin !== url.origin)
      data.referrer = document.referrer;
    for (const key of UTM) {
      const value = url.searchParams.get(key);
      if (value) data[key] = value.slice(0, 200);
    }
    sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage may be blocked (private mode); attribution is then simply absent.
  }
}

export function currentAttribution(): Attribution | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Attribution) : undefined;
  } catch {
    return undefined;
  }
}
