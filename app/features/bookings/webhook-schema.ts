import { z } from "zod";
import "~/schemas/common";

/**
 * The scheduler's (Calendly's) webhook events the site records, in Calendly's documented v2 shape
 * (docs/decisions/0087-scheduler-bookings.md). Only the fields the product keeps are read; the
 * rest of the payload is ignored. Lengths are bounded so a hostile body cannot store much.
 */
export const SCHEDULER_EVENTS = ["invitee.created", "invitee.canceled"] as const;

const uri = (label: string) =>
  z
    .string({ error: `${label} must be a URL` })
    .max(500, `${label} must be at most 500 characters`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a URL` }));
const optionalUri = (label: string) => uri(label).nullish();
const time = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date and time` });
const utm = z.string().trim().max(200).nullish();

/**
 * What the client is given to join and manage the call (docs/product/account.md) is taken when it
 * is safe and dropped (null) when it is not: a link that is not http(s) to a domain name without a
 * port (as the scheduler's are; the calendar file's writer accepts no other) or is over 2,000
 * characters, a text over its length or holding control characters (PostgreSQL stores no NUL).
 * Never a refusal: the booking itself must not be lost over one of them (decision 0087).
 */
const LINK_MAX = 2000;
const droppableLink = z
  .string()
  .max(LINK_MAX)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, normalize: true }))
  // A refinement runs after a failed format check too: it must not throw on what is no URL.
  .refine((link) => URL.canParse(link) && new URL(link).port === "")
  .pipe(z.string().max(LINK_MAX))
  .nullish()
  .catch(null);
const droppableText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // eslint-disable-next-line no-control-regex -- the control characters are what it finds
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v))
    .nullish()
    .catch(null);
/** Calendly's location of the event: its kind ("zoom", "physical", "outbound_call"…), the video
 * link (absent while Calendly is still creating it), or its text (an address, a phone number). */
const location = z
  .object({
    type: droppableText(50),
    join_url: droppableLink,
    location: droppableText(500),
  })
  .nullish()
  .catch(null);

export const schedulerWebhookSchema = z.object({
  event: z.enum(SCHEDULER_EVENTS, { error: `event must be one of: ${SCHEDULER_EVENTS.join(", ")}` }),
  payload: z.object(
    {
      uri: uri("payload.uri"),
      email: z
        .string({ error: "payload.email must be an e-mail address" })
        .trim()
        .max(254, "payload.email must be at most 254 characters")
        .pipe(z.email("payload.email must be an e-mail address")),
      name: z.string().trim().max(200).nullish(),
      created_at: time("payload.created_at").nullish(),
      rescheduled: z.boolean().nullish(),
      old_invitee: optionalUri("payload.old_invitee"),
      new_invitee: optionalUri("payload.new_invitee"),
      questions_and_answers: z
        .array(
          z.object({
            question: z.string().trim().max(500),
            answer: z.string().trim().max(5000).nullish(),
          }),
        )
        .max(50, "payload.questions_and_answers must have at most 50 entries")
        .nullish(),
      tracking: z
        .object({
          utm_source: utm,
          utm_medium: utm,
          utm_campaign: utm,
          utm_content: utm,
          utm_term: utm,
        })
        .nullish(),
      cancellation: z.object({ reason: z.string().trim().max(2000).nullish() }).nullish(),
      // The scheduler's pages where the invitee cancels or moves this call.
      cancel_url: droppableLink,
      reschedule_url: droppableLink,
      scheduled_event: z.object(
        {
          uri: uri("payload.scheduled_event.uri"),
          // The event type booked (a coaching pack may count only its own: decision 0110).
          event_type: optionalUri("payload.scheduled_event.event_type"),
          name: z.string().trim().min(1).max(200),
          start_time: time("payload.scheduled_event.start_time"),
          end_time: time("payload.scheduled_event.end_time"),
          location,
        },
        { error: "payload.scheduled_event is required" },
      ),
    },
    { error: "payload is required" },
  ),
});

export type SchedulerWebhook = z.infer<typeof schedulerWebhookSchema>;
