import { Link } from "@react-email/components";
import { EmailLayout, Paragraph } from "~/emails/layout";

/** What every webinar e-mail says of the session, in the event's own zone (app/utils/event-time.ts). */
export type SessionFacts = {
  title: string;
  dateLabel: string;
  timeLabel: string;
  durationLabel: string;
  /** Only in e-mails to someone holding a seat. */
  joinUrl?: string | null;
  replayUrl?: string | null;
  /** A program's one session this e-mail is about ("Session 3 of 6"), e.g. a reminder. */
  part?: string;
  /** A program's every session on its line, each with its link for a seat holder (decision 0108). */
  sessions?: Array<{ line: string; joinUrl: string | null }>;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const link = { color: "#1d4ed8" };

function When({ s }: { s: SessionFacts }) {
  if (s.sessions)
    return (
      <Paragraph>
        {s.sessions.map((x) => (
          <span key={x.line}>
            {x.line}
            {x.joinUrl ? ` (join: ${x.joinUrl})` : ""}
            <br />
          </span>
        ))}
        Where: live online
      </Paragraph>
    );
  return (
    <Paragraph>
      When: {s.part ? `${s.part}, ` : ""}
      {s.dateLabel}, {s.timeLabel} ({s.durationLabel})
      <br />
      Where: live online
    </Paragraph>
  );
}

function JoinLine({ s }: { s: SessionFacts }) {
  // A program's links are on each session's line.
  if (s.sessions?.every((x) => x.joinUrl)) return null;
  return s.joinUrl && !s.sessions ? (
    <Paragraph>
      Join link:{" "}
      <Link href={s.joinUrl} style={link}>
        {s.joinUrl}
      </Link>
    </Paragraph>
  ) : (
    <Paragraph>
      The joining link is not set yet: it comes by e-mail, with an updated invite, as soon as it is.
    </Paragraph>
  );
}

/** The self-service cancel link every e-mail about a place carries (a page whose button cancels). */
function CancelFooter({ cancelUrl, seat }: { cancelUrl: string; seat: boolean }) {
  return (
    <>
      {seat ? "Can no longer attend? Free your seat for someone on the waitlist: " : "Leave the waitlist: "}
      <Link href={cancelUrl} style={link}>
        {cancelUrl}
      </Link>
    </>
  );
}

/**
 * A seat: on registering, on being moved up from the waitlist, or after the owner changed the time
 * or the link (the calendar invite attached updates the one already in their calendar).
 */
export function WebinarSeatEmail(p: {
  name: string;
  session: SessionFacts;
  cancelUrl: string;
  reason: "registered" | "promoted" | "updated";
}) {
  const s = p.session;
  const opening = {
    registered: `Your seat is reserved for "${s.title}".`,
    promoted: `A seat has opened up and it is yours: you're confirmed for "${s.title}".`,
    updated: `The details of "${s.title}" have changed. Here they are as they stand now.`,
  }[p.reason];
  return (
    <EmailLayout preview={opening} footer={<CancelFooter cancelUrl={p.cancelUrl} seat />}>
      <Paragraph>Hi {firstName(p.name)},</Paragraph>
      <Paragraph>{opening}</Paragraph>
      <When s={s} />
      <JoinLine s={s} />
      {s.sessions ? (
        <Paragraph>
          The calendar invite attached puts every session in your calendar (with a reminder 15 minutes before
          each). We also e-mail you a reminder with the joining link 24 hours and 1 hour before each session.
        </Paragraph>
      ) : (
        <Paragraph>
          The calendar invite attached puts the session in your calendar (with a reminder 15 minutes before).
          We also e-mail you a reminder with the joining link 24 hours and 1 hour before it starts.
        </Paragraph>
      )}
    </EmailLayout>
  );
}

/** A waitlist place: no seat yet; the first freed seat goes to the first in line, by e-mail. */
export function WebinarWaitlistEmail(p: {
  name: string;
  session: SessionFacts;
  position: number | string;
  cancelUrl: string;
}) {
  return (
    <EmailLayout
      preview={`You're on the waitlist for ${p.session.title}`}
      footer={<CancelFooter cancelUrl={p.cancelUrl} seat={false} />}
    >
      <Paragraph>Hi {firstName(p.name)},</Paragraph>
      <Paragraph>
        All seats for "{p.session.title}" are taken, so you're on the waitlist: number {p.position} in line.
      </Paragraph>
      <When s={p.session} />
      <Paragraph>
        If someone cancels, their seat goes to the first person waiting, who gets an e-mail with the calendar
        invite at once.
      </Paragraph>
    </EmailLayout>
  );
}

/** A reminder 24 hours or 1 hour before, with the joining link. */
export function WebinarReminderEmail(p: {
  name: string;
  session: SessionFacts;
  cancelUrl: string;
  lead: "24h" | "1h";
}) {
  const when = p.lead === "24h" ? "tomorrow" : "in one hour";
  return (
    <EmailLayout
      preview={`Starting ${when}: ${p.session.title}`}
      footer={<CancelFooter cancelUrl={p.cancelUrl} seat />}
    >
      <Paragraph>Hi {firstName(p.name)},</Paragraph>
      <Paragraph>
        "{p.session.title}" starts {when}.
      </Paragraph>
      <When s={p.session} />
      <JoinLine s={p.session} />
    </EmailLayout>
  );
}

/** Who cancelled: the registrant (their link), the owner (one place), or the owner's cancelling the session. */
export type CancelledBy = "registrant" | "owner" | "event";

/** A place cancelled, or the whole session. */
export function WebinarCancelledEmail(p: { name: string; session: SessionFacts; by: CancelledBy }) {
  return (
    <EmailLayout preview={`Cancelled: ${p.session.title}`}>
      <Paragraph>Hi {firstName(p.name)},</Paragraph>
      {p.by === "registrant" ? (
        <Paragraph>
          Your registration for "{p.session.title}" is cancelled. Thanks for letting us know.
        </Paragraph>
      ) : p.by === "owner" ? (
        <Paragraph>
          Your registration for "{p.session.title}" on {p.session.dateLabel} has been cancelled. Questions?
          Reply to this e-mail.
        </Paragraph>
      ) : (
        <Paragraph>
          We're sorry: "{p.session.title}" on {p.session.dateLabel}, {p.session.timeLabel}, is cancelled.
        </Paragraph>
      )}
      <Paragraph>If it was in your calendar, the attached update removes it.</Paragraph>
    </EmailLayout>
  );
}

/** After the session: the replay, with thanks to attendees or "sorry we missed you" to no-shows. */
export function WebinarFollowUpEmail(p: { name: string; session: SessionFacts; attended: boolean }) {
  const replay = p.session.replayUrl ?? "";
  return (
    <EmailLayout preview={p.attended ? "Thanks for joining: the replay" : "Sorry we missed you: the replay"}>
      <Paragraph>Hi {firstName(p.name)},</Paragraph>
      <Paragraph>
        {p.attended
          ? `Thanks for joining "${p.session.title}". Here is the replay to watch again or share with your team:`
          : `Sorry we missed you at "${p.session.title}". Here is the replay, to watch when it suits you:`}
      </Paragraph>
      <Paragraph>
        <Link href={replay} style={link}>
          {replay}
        </Link>
      </Paragraph>
    </EmailLayout>
  );
}

/**
 * To someone who asked, when no session was upcoming, to hear about the next one: the session and
 * the page to register on. Sent once per interest (decision 0091); the footer says nothing more
 * follows, so there is no list to leave.
 */
export function WebinarNextSessionEmail(p: { session: SessionFacts; url: string; siteUrl: string }) {
  return (
    <EmailLayout
      preview={`The next session: ${p.session.title}`}
      footer={
        <>
          You receive this because you asked at {p.siteUrl} to hear about the next session. This is the only
          e-mail about it: we won&apos;t write again unless you register or ask again.
        </>
      }
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>You asked us to tell you when the next webinar session was scheduled. It is:</Paragraph>
      <Paragraph>
        <strong>{p.session.title}</strong>
      </Paragraph>
      <When s={p.session} />
      <Paragraph>
        Seats are free and limited. Register here:{" "}
        <Link href={p.url} style={link}>
          {p.url}
        </Link>
      </Paragraph>
    </EmailLayout>
  );
}
