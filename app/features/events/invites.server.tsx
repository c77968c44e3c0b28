import { createHash } from "node:crypto";
import { href } from "react-router";
import type { ReactElement } from "react";
import type { events, eventRegistrations, OutboxAttachment } from "~/db/schema";
import { site } from "~/content/site";
import { loadOnFirstUse } from "~/utils/lazy-module.server";
import {
  type CancelledBy,
  type SessionFacts,
  WebinarCancelledEmail,
  WebinarFollowUpEmail,
  WebinarNextSessionEmail,
  WebinarReminderEmail,
  WebinarSeatEmail,
  WebinarWaitlistEmail,
} from "~/features/events/emails/webinar";
import { renderEmail } from "~/emails/render.server";
import type { OutgoingEmail } from "~/services/outbox.server";
import { env } from "~/utils/env.server";
import { durationLabel, eventDateLabel, eventTimeLabel } from "~/utils/event-time";

// The calendar writer is loaded with the first invitation, not at start (decision 0099).
const ics = loadOnFirstUse<typeof import("ics")>("ics");

/**
 * What a registrant receives about their place, built as outbox e-mails (queued by the caller in
 * its own transaction): the seat with its calendar invite (.ics, METHOD:REQUEST, one UID per
 * registration, SEQUENCE raised on each change), the waitlist place, reminders, cancellations
 * (METHOD:CANCEL) and the follow-up (docs/decisions/0086-webinar-events.md).
 */

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
/** What the e-mails read of a registration (a draft before its row exists has no id yet). */
export type Addressee = Pick<RegistrationRow, "name" | "email" | "personId" | "cancelToken" | "icsSequence">;

export function sessionFacts(e: EventRow, withLinks = false): SessionFacts {
  return {
    title: e.title,
    dateLabel: eventDateLabel(e.startsAt, e.timeZone),
    timeLabel: eventTimeLabel(e.startsAt, e.durationMinutes, e.timeZone),
    durationLabel: durationLabel(e.durationMinutes),
    joinUrl: withLinks ? e.joinUrl : null,
    replayUrl: e.replayUrl,
  };
}

export const cancelUrl = (token: string) =>
  new URL(`${href("/webinar/cancel")}?token=${encodeURIComponent(token)}`, env().SITE_URL).toString();

/**
 * One UID per registration for its whole life (every update and the cancellation replace that
 * calendar entry), derived from its cancel token so it is known before the row exists, without
 * revealing the token to whoever sees a forwarded invite.
 */
export const inviteUid = (cancelToken: string) =>
  `webinar-${createHash("sha256").update(cancelToken).digest("hex").slice(0, 32)}@${new URL(env().SITE_URL).hostname}`;

/** The registration's calendar entry at `sequence`: a request (add or update) or its cancellation. */
export function calendarInvite(
  e: EventRow,
  r: Pick<RegistrationRow, "cancelToken" | "name" | "email">,
  method: "REQUEST" | "CANCEL",
  sequence: number,
): OutboxAttachment {
  const eventUrl = new URL(href("/webinars/:slug", { slug: e.slug }), env().SITE_URL).toString();
  const { error, value } = ics().createEvent({
    productId: `${new URL(env().SITE_URL).hostname}/webinars`,
    method,
    uid: inviteUid(r.cancelToken),
    sequence,
    start: e.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: e.durationMinutes },
    title: e.title,
    description: e.joinUrl ? `${e.summary}\n\nJoin: ${e.joinUrl}` : e.summary,
    url: e.joinUrl ?? eventUrl,
    location: e.joinUrl ?? "Online",
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: site.name, email: /<([^>]+)>/.exec(env().MAIL_FROM)?.[1] ?? env().MAIL_FROM },
    attendees: [{ name: r.name, email: r.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    alarms: [{ action: "display", description: e.title, trigger: { minutes: 15, before: true } }],
  });
  if (error || !value) throw error ?? new Error("calendar invite not built");
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}

async function mail(
  kind: string,
  r: Pick<Addressee, "email" | "personId">,
  subject: string,
  element: ReactElement,
  attachments: OutboxAttachment[] = [],
): Promise<OutgoingEmail> {
  return { kind, to: r.email, personId: r.personId, attachments, ...(await renderEmail(subject, element)) };
}

/** What every mail to a seat holder shows: their name, the session with its links, their cancel link. */
const toSeat = (e: EventRow, r: Addressee) => ({
  name: r.name,
  session: sessionFacts(e, true),
  cancelUrl: cancelUrl(r.cancelToken),
});

/** A seat (new, promoted, or changed), with the invite at the registration's current SEQUENCE. */
export function seatEmail(e: EventRow, r: Addressee, reason: "registered" | "promoted" | "updated") {
  const subject = {
    registered: `You're registered: ${e.title}`,
    promoted: `A seat opened up: you're confirmed for ${e.title}`,
    updated: `Updated: ${e.title}`,
  }[reason];
  return mail(
    `webinar-${reason === "registered" ? "confirmation" : reason}`,
    r,
    subject,
    <WebinarSeatEmail {...toSeat(e, r)} reason={reason} />,
    [calendarInvite(e, r, "REQUEST", r.icsSequence)],
  );
}

/** `position` may be a marker a caller replaces once the place is known (see event-registrations). */
export function waitlistEmail(e: EventRow, r: Addressee, position: number | string) {
  return mail(
    "webinar-waitlisted",
    r,
    `You're on the waitlist: ${e.title}`,
    <WebinarWaitlistEmail
      name={r.name}
      session={sessionFacts(e)}
      position={position}
      cancelUrl={cancelUrl(r.cancelToken)}
    />,
  );
}

export function reminderEmail(e: EventRow, r: Addressee, lead: "24h" | "1h") {
  return mail(
    `webinar-reminder-${lead}`,
    r,
    `${lead === "24h" ? "Tomorrow" : "In one hour"}: ${e.title}`,
    <WebinarReminderEmail {...toSeat(e, r)} lead={lead} />,
  );
}

/** The cancellation of a place; a seat's invite is withdrawn (METHOD:CANCEL at the raised SEQUENCE). */
export function cancelledEmail(e: EventRow, r: Addressee, by: CancelledBy, hadSeat: boolean) {
  return mail(
    "webinar-cancelled",
    r,
    `Cancelled: ${e.title}`,
    <WebinarCancelledEmail name={r.name} session={sessionFacts(e)} by={by} />,
    hadSeat ? [calendarInvite(e, r, "CANCEL", r.icsSequence)] : [],
  );
}

export function followUpEmail(e: EventRow, r: Addressee, attended: boolean) {
  return mail(
    `webinar-follow-up-${attended ? "attended" : "no-show"}`,
    r,
    attended ? `The replay: ${e.title}` : `Sorry we missed you: ${e.title}`,
    <WebinarFollowUpEmail name={r.name} session={sessionFacts(e)} attended={attended} />,
  );
}

/**
 * The e-mail telling those who asked that a session is scheduled (the same for everyone: rendered
 * once per event and addressed per person).
 */
export async function nextSessionEmail(e: EventRow) {
  const url = new URL(href("/webinars/:slug", { slug: e.slug }), env().SITE_URL).toString();
  return renderEmail(
    `The next session: ${e.title}`,
    <WebinarNextSessionEmail session={sessionFacts(e)} url={url} siteUrl={env().SITE_URL} />,
  );
}
