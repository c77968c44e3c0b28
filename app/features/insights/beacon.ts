import type { InsightEventName } from "~/features/insights/event-schema";
import { captureAttribution, currentAttribution } from "~/utils/attribution";
import { href } from "react-router";

/**
 * Sends one cookie-less insights event to POST /api/events without delaying anything: sendBeacon
 * (queued by the browser, survives leaving the page), else fetch with keepalive. The visit's
 * first-touch source (app/utils/attribution.ts) goes along, so every event of a visit has one source.
 * Ships on every public page: keep it tiny.
 */
export function sendInsightEvent(name: InsightEventName, step?: number) {
  const path = location.pathname;
  if (path.startsWith("/admin")) return;
  captureAttribution();
  const { referrer, utm_source, utm_medium, utm_campaign } = currentAttribution() ?? {};
  const body = JSON.stringify({ name, path, referrer, utm_source, utm_medium, utm_campaign, step });
  const url = href("/api/events");
  try {
    if (navigator.sendBeacon(url, body)) return;
  } catch {
    // No sendBeacon (or it refused): fall through.
  }
  fetch(url, { method: "POST", body, keepalive: true }).catch(() => {});
}

/** An assessment step (1-5) shown, or the assessment submitted. */
export const trackAssessmentStep = (step: number) => sendInsightEvent("assessment_step", step);
export const trackAssessmentSubmitted = () => sendInsightEvent("assessment_submitted");
