import type { Route } from "./+types/email-events";
import { emailEventsSchema } from "~/schemas/email-events";
import { applyEmailEvents } from "~/services/suppression.server";
import { env } from "~/utils/env.server";
import { fieldErrors, jsonError, jsonOf, postOnlyLoader } from "~/utils/http.server";
import { hmacMatches } from "~/utils/webhook-signature.server";

export const loader = postOnlyLoader;

/**
 * POST /api/email-events: the mail provider's bounce and complaint notices, signed in
 * `X-Signature` with HMAC-SHA256 of the raw body (EMAIL_WEBHOOK_SECRET). Unsigned, badly signed, or
 * with no secret configured: 401 and nothing changes. Shape: product.md §10.10.
 */
export async function action({ request }: Route.ActionArgs) {
  const secret = env().EMAIL_WEBHOOK_SECRET;
  const body = await request.text();
  const signature = request.headers.get("x-signature") ?? "";
  if (!secret || !hmacMatches(secret, body, signature.replace(/^sha256=/, "")))
    return jsonError(401, "Invalid signature.");
  const read = jsonOf(body, "The body is not valid JSON.");
  if ("response" in read) return read.response;
  const parsed = emailEventsSchema.safeParse(read.json);
  if (!parsed.success) return jsonError(400, "Invalid events.", { fields: fieldErrors(parsed.error) });
  const suppressed = await applyEmailEvents(parsed.data.events);
  return Response.json({ received: parsed.data.events.length, suppressed });
}
