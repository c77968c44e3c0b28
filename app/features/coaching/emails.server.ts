import { href } from "react-router";
import { cancellationPolicy } from "~/content/coaching";
import { site } from "~/content/site";
import type { clientPacks } from "~/db/schema";
import type { OutgoingEmail } from "~/services/outbox.server";
import { env } from "~/utils/env.server";
import { schedulerUrlFor } from "~/utils/scheduler-url";
import { dayLabel } from "./pack-days";

/**
 * A client's e-mails about their pack (product.md §10.16): how to use it once paid, 7 days before
 * it ends with credits left, and when its last credit is used. Plain text, queued in the transaction
 * that made each true; each promises only what the credits then do (decision 0110).
 */

type ClientPack = typeof clientPacks.$inferSelect;
type To = { name: string | null; email: string; personId: number };

const sign = `\n\n${site.name}`;
const mail = (kind: string, to: To, subject: string, text: string): OutgoingEmail => ({
  kind,
  to: to.email,
  subject,
  text: `Hi ${to.name || "there"},\n\n${text}${sign}`,
  personId: to.personId,
});

export const coachingPageUrl = () => new URL(href("/coaching"), env().SITE_URL).toString();

/** Where a client books a call: the scheduler, with their name and e-mail filled in (the credit follows the e-mail). */
export const bookingUrlFor = (to: { name: string | null; email: string }) =>
  schedulerUrlFor(site.schedulerUrl, { name: to.name, email: to.email });

const credits = (n: number) => `${n} ${n === 1 ? "credit" : "credits"}`;

/** The pack's start, with what the payment bought (the receipt is payments', sent beside it). */
export function packStartedEmail(p: ClientPack, to: To): OutgoingEmail {
  const until = dayLabel(p.endsOn);
  const body =
    p.kind === "coaching"
      ? `Your pack "${p.title}" has started: ${credits(p.credits)}, one for each call, to use by ${until}.\n\n` +
        `Book each call here with this e-mail address, and a credit is used: ${bookingUrlFor(to)}\n\n${cancellationPolicy}`
      : `Your office hours "${p.title}" have started and run until ${until}.\n\nJoin the weekly slot here: ${p.joinUrl}`;
  return mail(
    "pack-started",
    to,
    `Your ${p.kind === "coaching" ? "coaching pack" : "office hours"}: how to start`,
    body,
  );
}

/** 7 days before the pack's last day, credits still left. */
export const packEndingEmail = (p: ClientPack, to: To) =>
  mail(
    "pack-ending",
    to,
    `Your coaching pack ends on ${dayLabel(p.endsOn)}`,
    `Your pack "${p.title}" ends on ${dayLabel(p.endsOn)} and you still have ${credits(p.credits)}. ` +
      `Book your calls before then: ${bookingUrlFor(to)}\n\nCredits not used by that day lapse with the pack.`,
  );

/** The call just booked used the pack's last credit. */
export const lastCreditEmail = (p: ClientPack, to: To) =>
  mail(
    "pack-last-credit",
    to,
    `You have booked the last call of your coaching pack`,
    `The call you just booked used the last credit of your pack "${p.title}". ${cancellationPolicy}\n\n` +
      `To keep going, a new pack is on ${coachingPageUrl()}`,
  );
