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
import { durationLabel, eventDateLabel, eventTimeLabel, sessionLine } from "~/utils/event-time";
import { joinUrlOf, type Program, type SessionRow } from "./sessions.server";

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

/**
 * What an e-mail says of the event: its one session, or (a program) every session on its line with
 * its own link for a seat holder; `only` narrows it to one session (a reminder).
 */
export function sessionFacts(e: Program, withLinks = false, only?: SessionRow): SessionFacts {
  const first = only ?? e.sessions[0];
  const of = e.sessions.length;
  const line = (s: SessionRow) => sessionLine(s.number, of, s.startsAt, s.durationMinutes, e.timeZone);
  return {
    title: e.title,
    dateLabel: eventDateLabel(first.startsAt, e.timeZone),
    timeLabel: eventTimeLabel(first.startsAt, first.durationMinutes, e.timeZone),
    durationLabel: durationLabel(first.durationMinutes),
    joinUrl: withLinks ? joinUrlOf(e, first) : null,
    replayUrl: e.replayUrl,
    ...(of > 1
      ? {
          part: only ? `Session ${only.number} of ${of}` : undefined,
          sessions: only
            ? undefined
            : e.sessions.map((s) => ({ line: line(s), joinUrl: withLinks ? joinUrlOf(e, s) : null })),
        }
      : {}),
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

/**
 * One UID per registration and session for its whole life (every update and the cancellation replace
 * that calendar entry); session 1 keeps the UID a one-session event always had (decision 0108).
 */
const sessionUid = (cancelToken: string, number: number) =>
  number === 1 ? inviteUid(cancelToken) : inviteUid(cancelToken).replace("@", `-s${number}@`);

/**
 * The registration's calendar entries at `sequence`, one VEVENT per session in one .ics: a request
 * (add or update) or their cancellation; `sessions` narrows it (the sessions a change removed).
 */
export function calendarInvite(
  e: Program,
  r: Pick<RegistrationRow, "cancelToken" | "name" | "email">,
  method: "REQUEST" | "CANCEL",
  sequence: number,
  sessions: SessionRow[] = e.sessions,
): OutboxAttachment {
  const eventUrl = new URL(href("/webinars/:slug", { slug: e.slug }), env().SITE_URL).toString();
  const of = e.sessions.length;
  const { error, value } = ics().createEvents(
    sessions.map((s) => {
      const joinUrl = joinUrlOf(e, s);
      const title = of > 1 ? `${e.title} (session ${s.number} of ${of})` : e.title;
      return {
        uid: sessionUid(r.cancelToken, s.number),
        sequence,
        start: s.startsAt.getTime(),
        startInputType: "utc" as const,
        startOutputType: "utc" as const,
        duration: { minutes: s.durationMinutes },
        title,
        description: joinUrl ? `${e.summary}\n\nJoin: ${joinUrl}` : e.summary,
        url: joinUrl ?? eventUrl,
        location: joinUrl ?? "Online",
        status: method === "CANCEL" ? ("CANCELLED" as const) : ("CONFIRMED" as const),
        organizer: { name: site.name, email: /<([^>]+)>/.exec(env().MAIL_FROM)?.[1] ?? env().MAIL_FROM },
        attendees: [
          {
            name: r.name,
            email: r.email,
            rsvp: false,
            partstat: "ACCEPTED" as const,
            role: "REQ-PARTICIPANT" as const,
          },
        ],
        alarms: [{ action: "display" as const, description: title, trigger: { minutes: 15, before: true } }],
      };
    }),
    { productId: `${new URL(env().SITE_URL).hostname}/webinars`, method },
  );
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
const toSeat = (e: Program, r: Addressee, only?: SessionRow) => ({
  name: r.name,
  session: sessionFacts(e, true, only),
  cancelUrl: cancelUrl(r.cancelToken),
});

/**
 * A seat (new, promoted, or changed), with the invite at the registration's current SEQUENCE; the
 * sessions a change removed are withdrawn in a second .ics (METHOD:CANCEL).
 */
export function seatEmail(
  e: Program,
  r: Addressee,
  reason: "registered" | "promoted" | "updated",
  removed: SessionRow[] = [],
) {
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
    [
      calendarInvite(e, r, "REQUEST", r.icsSequence),
      ...(removed.length ? [calendarInvite(e, r, "CANCEL", r.icsSequence, removed)] : []),
    ],
  );
}

/** `position` may be a marker a caller replaces once the place is known (see event-registrations). */
export function waitlistEmail(e: Program, r: Addressee, position: number | string) {
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

/** A reminder of one session (each of a program's, product.md §10.18). */
export function reminderEmail(e: Program, session: SessionRow, r: Addressee, lead: "24h" | "1h") {
  const part = e.sessions.length > 1 ? ` (session ${session.number} of ${e.sessions.length})` : "";
  return mail(
    `webinar-reminder-${lead}`,
    r,
    `${lead === "24h" ? "Tomorrow" : "In one hour"}: ${e.title}${part}`,
    <WebinarReminderEmail {...toSeat(e, r, session)} lead={lead} />,
  );
}

/** The cancellation of a place; a seat's invite is withdrawn (METHOD:CANCEL at the raised SEQUENCE). */
export function cancelledEmail(e: Program, r: Addressee, by: CancelledBy, hadSeat: boolean) {
  return mail(
    "webinar-cancelled",
    r,
    `Cancelled: ${e.title}`,
    <WebinarCancelledEmail name={r.name} session={sessionFacts(e)} by={by} />,
    hadSeat ? [calendarInvite(e, r, "CANCEL", r.icsSequence)] : [],
  );
}

export function followUpEmail(e: Program, r: Addressee, attended: boolean) {
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
export async function nextSessionEmail(e: Program) {
  const url = new URL(href("/webinars/:slug", { slug: e.slug }), env().SITE_URL).toString();
  return renderEmail(
    `The next session: ${e.title}`,
    <WebinarNextSessionEmail session={sessionFacts(e)} url={url} siteUrl={env().SITE_URL} />,
  );
}
