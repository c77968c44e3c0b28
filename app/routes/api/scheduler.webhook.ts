import type { Route } from "./+types/scheduler.webhook";
import { SCHEDULER_EVENTS, schedulerWebhookSchema } from "~/features/bookings/webhook-schema";
import { recordSchedulerEvent } from "~/features/bookings/bookings.server";
import { packCreditsOnCalls } from "~/features/coaching/credits.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { invalidFields, jsonError, jsonOf, methodNotAllowed, postOnlyLoader } from "~/utils/http.server";
import { verifySignature } from "~/utils/webhook-signature.server";

export const loader = () =>
  env().SCHEDULER_WEBHOOK_SECRET ? postOnlyLoader() : jsonError(404, "Not found.");

const noStore = { "Cache-Control": "no-store" };

/**
 * POST /api/scheduler/webhook: the scheduler's (Calendly's) signed booking events
 * (docs/decisions/0087-scheduler-bookings.md). Public, but nothing is read before the signature
 * over the raw body checks out; without SCHEDULER_WEBHOOK_SECRET the endpoint does not exist (404).
 */
export async function action({ request }: Route.ActionArgs) {
  const secret = env().SCHEDULER_WEBHOOK_SECRET;
  if (!secret) return jsonError(404, "Not found.");
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The edge has already refused a body over the public limit (server/guards.ts, 100 kB).
  const raw = await request.text();
  const signature = verifySignature(request.headers.get("calendly-webhook-signature"), raw, secret, nowMs());
  if (!signature.ok) return jsonError(401, signature.reason, {}, noStore);
  // Signed by the scheduler: a NUL an invitee typed is dropped, not the booking (decision 0087).
  const read = jsonOf(raw, "The request body is not valid JSON.", { headers: noStore, stripNul: true });
  if ("response" in read) return read.response;
  // Other event kinds of a wider subscription are acknowledged (so the scheduler does not retry them).
  const kind = (read.json as { event?: unknown } | null)?.event;
  if (typeof kind === "string" && !(SCHEDULER_EVENTS as readonly string[]).includes(kind)) {
    return Response.json({ ok: true, ignored: kind }, { headers: noStore });
  }
  const parsed = schedulerWebhookSchema.safeParse(read.json);
  if (!parsed.success) {
    const { error, fields } = invalidFields(parsed.error);
    return jsonError(400, error, { fields }, noStore);
  }
  // A coaching client's call uses a pack credit in the booking's transaction (decision 0110).
  const result = await recordSchedulerEvent(parsed.data, packCreditsOnCalls);
  return Response.json({ ok: true, ...result }, { headers: noStore });
}
