import type { Route } from "./+types/email-events";
import { db } from "~/db/client.server";
import { emailEventsSchema } from "~/schemas/email-events";
import { suppressAddresses } from "~/services/newsletter.server";
import { env } from "~/utils/env.server";
import { fieldErrors, jsonError, postOnlyLoader } from "~/utils/http.server";
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
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return jsonError(400, "The body is not valid JSON.");
  }
  const parsed = emailEventsSchema.safeParse(json);
  if (!parsed.success) return jsonError(400, "Invalid events.", { fields: fieldErrors(parsed.error) });
  const bounces = parsed.data.events.filter((e) => e.type === "complaint" || e.permanent !== false);
  const byReason = new Map<string, string[]>();
  for (const e of bounces) {
    const reason = e.type === "complaint" ? "Complaint" : `Bounce${e.reason ? `: ${e.reason}` : ""}`;
    byReason.set(reason, [...(byReason.get(reason) ?? []), e.email]);
  }
  let suppressed = 0;
  await db().transaction(async (tx) => {
    for (const [reason, emails] of byReason) suppressed += await suppressAddresses(tx, emails, reason);
  });
  return Response.json({ received: parsed.data.events.length, suppressed });
}
