import { requestContext } from "~/context";
import type { Route } from "./+types/events";
import { INSIGHT_EVENT_MAX_BYTES, insightEventSchema } from "~/features/insights/event-schema";
import { isCountable, rateLimitKey, recordEvent } from "~/features/insights/events.server";
import { hitRateLimit, tooManyRequests } from "~/services/rate-limit.server";
import { env } from "~/utils/env.server";
import { invalidFields, jsonError, jsonOf, methodNotAllowed, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

// Events per client address in 10 minutes (EVENTS_RATE_LIMIT_MAX, 600): generous for an office
// behind one address, a ceiling for a script.
const WINDOW_MS = 10 * 60 * 1000;

// Never cached, never a cookie: the answer is the same bare 202 whether or not the event was stored.
const accepted = () => new Response(null, { status: 202, headers: { "Cache-Control": "no-store" } });

/** POST /api/events: one cookie-less insights event (docs/decisions/0040-cookieless-insights.md). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // sendBeacon sends text/plain; both it and application/json carry the same JSON.
  const type = request.headers.get("content-type") ?? "";
  if (type && !/^(text\/plain|application\/json)\b/i.test(type))
    return jsonError(400, "Send the event as JSON (text/plain or application/json).");
  const body = await request.text();
  if (new TextEncoder().encode(body).length > INSIGHT_EVENT_MAX_BYTES)
    return jsonError(400, `The event is larger than ${INSIGHT_EVENT_MAX_BYTES} bytes.`);
  const read = jsonOf(body, "The event is not valid JSON.");
  if ("response" in read) return read.response;
  const parsed = insightEventSchema.safeParse(read.json);
  if (!parsed.success) {
    const { error, fields } = invalidFields(parsed.error);
    return jsonError(400, error, { fields });
  }
  if (!isCountable(request.headers, parsed.data.path)) return accepted();
  const { clientIp } = context.get(requestContext);
  const rate = await hitRateLimit(await rateLimitKey(clientIp), env().EVENTS_RATE_LIMIT_MAX, WINDOW_MS);
  if (!rate.allowed) return tooManyRequests(rate.retryAfterSeconds, "events from your network");
  await recordEvent(parsed.data, {
    clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
    site: new URL(request.url).host,
  });
  return accepted();
}
