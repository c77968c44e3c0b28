import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { site } from "~/content/site";
import { env } from "~/utils/env.server";
import { loadOnFirstUse } from "~/utils/lazy-module.server";
import { refuse } from "~/utils/refusal";
import { joiningText } from "./joining";

// The calendar writer is loaded with the first file asked for, not at start (decision 0099).
const ics = loadOnFirstUse<typeof import("ics")>("ics");

export const CALL_NOT_FOUND = "Call not found.";

/**
 * A booked call's calendar file for the client's page (docs/product/account.md): found only with
 * the person it belongs to. It names the call and its time, with one UID per booking, and how to
 * join when the scheduler sent it (the video link as URL, the place or that link as LOCATION).
 */
export async function ownCallInvite(personId: number, bookingId: number) {
  const [call] = await db()
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.personId, personId), eq(bookings.status, "scheduled")),
    );
  if (!call) return refuse(404, CALL_NOT_FOUND);
  const host = new URL(env().SITE_URL).hostname;
  const { error, value } = ics().createEvent({
    productId: `${host}/account`,
    uid: `call-${call.id}@${host}`,
    start: call.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: call.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${call.eventName} with ${site.name}`,
    description: joiningText(call),
    ...(call.joinUrl && { url: call.joinUrl }),
    ...((call.location ?? call.joinUrl) && { location: call.location ?? call.joinUrl! }),
    status: "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("calendar entry not built");
  return { filename: "call.ics", contentType: "text/calendar; charset=utf-8", content: value };
}
