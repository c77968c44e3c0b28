/**
 * How a client reaches a booked call (docs/product/account.md), from what the scheduler sent with
 * the booking: the same words on their page and in the call's calendar file. Pure.
 */
export type CallPlace = { joinUrl: string | null; locationType: string | null; location: string | null };

/** The location's text as a sentence (an address, a phone call either way), or null when none was sent. */
export function placeLine({ locationType, location }: CallPlace): string | null {
  if (!location) return null;
  // Calendly's location kinds: the host calls the invitee, or the invitee calls the host.
  if (locationType === "outbound_call") return `By phone: you will be called at ${location}`;
  if (locationType === "inbound_call") return `By phone: call ${location}`;
  return `Where: ${location}`;
}

/** The calendar entry's description: how to join, or, with nothing known, where the link is. */
export function joiningText(call: CallPlace): string {
  const lines = [call.joinUrl && `Join the call: ${call.joinUrl}`, placeLine(call)].filter(Boolean);
  return lines.length > 0 ? lines.join("\n") : "The scheduler's confirmation e-mail holds the link to join.";
}
