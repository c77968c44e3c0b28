import { signatureHeader } from "~/utils/webhook-signature.server";

export const SCHEDULER_SECRET = "test-scheduler-signing-key-0123456789";

type InviteeOptions = {
  id: string;
  email: string;
  name?: string;
  start: string;
  end?: string;
  tracking?: Partial<
    Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_content" | "utm_term", string>
  >;
  rescheduled?: boolean;
  oldInvitee?: string;
  newInvitee?: string;
  createdAt?: string;
  /** The scheduler's event type booked (Calendly's `scheduled_event.event_type`). */
  eventType?: string;
  /** Calendly's `scheduled_event.location` (a Zoom meeting by default), sent as given. */
  location?: unknown;
  /** The invitee's `cancel_url` and `reschedule_url` (Calendly's pages by default), sent as given. */
  cancelUrl?: unknown;
  rescheduleUrl?: unknown;
};

export const inviteeUri = (id: string) =>
  `https://api.calendly.com/scheduled_events/EV${id}/invitees/IN${id}`;

/**
 * A webhook body of Calendly's documented v2 shape (webhook payload of invitee.created and
 * invitee.canceled: the invitee with its scheduled_event, questions_and_answers and tracking).
 */
export function calendlyEvent(event: "invitee.created" | "invitee.canceled", o: InviteeOptions) {
  const end = o.end ?? new Date(Date.parse(o.start) + 30 * 60_000).toISOString();
  const eventUri = `https://api.calendly.com/scheduled_events/EV${o.id}`;
  const createdAt = o.createdAt ?? "2026-11-20T17:51:18.327602Z";
  const tracking = {
    utm_campaign: null,
    utm_source: null,
    utm_medium: null,
    utm_content: null,
    utm_term: null,
    salesforce_uuid: null,
    ...o.tracking,
  };
  return {
    created_at: createdAt,
    created_by: "https://api.calendly.com/users/AAAAAAAAAAAAAAAA",
    event,
    payload: {
      cancel_url: "cancelUrl" in o ? o.cancelUrl : `https://calendly.com/cancellations/IN${o.id}`,
      created_at: createdAt,
      email: o.email,
      event: eventUri,
      first_name: null,
      last_name: null,
      name: o.name ?? "Robin Reyes",
      new_invitee: o.newInvitee ?? null,
      no_show: null,
      old_invitee: o.oldInvitee ?? null,
      payment: null,
      questions_and_answers: [
        {
          answer: "Our managers cannot read a P&L",
          position: 0,
          question: "What would you like to discuss?",
        },
        { answer: "40", position: 1, question: "How many people on your team?" },
      ],
      reconfirmation: null,
      reschedule_url: "rescheduleUrl" in o ? o.rescheduleUrl : `https://calendly.com/reschedulings/IN${o.id}`,
      rescheduled: o.rescheduled ?? false,
      routing_form_submission: null,
      scheduled_event: {
        created_at: createdAt,
        end_time: end,
        event_guests: [],
        event_memberships: [{ user: "https://api.calendly.com/users/AAAAAAAAAAAAAAAA" }],
        event_type: o.eventType ?? "https://api.calendly.com/event_types/STRATEGY30",
        invitees_counter: { active: 1, limit: 1, total: 1 },
        location:
          "location" in o
            ? o.location
            : { join_url: "https://zoom.us/j/123", status: "pushed", type: "zoom" },
        name: "30 Minute Strategy Session",
        start_time: o.start,
        status: event === "invitee.canceled" ? "canceled" : "active",
        updated_at: createdAt,
        uri: eventUri,
      },
      status: event === "invitee.canceled" ? "canceled" : "active",
      text_reminder_number: null,
      timezone: "America/Los_Angeles",
      tracking,
      updated_at: createdAt,
      uri: inviteeUri(o.id),
      ...(event === "invitee.canceled" && {
        cancellation: { canceled_by: o.name ?? "Robin Reyes", reason: "Conflict", canceler_type: "invitee" },
      }),
    },
  };
}

/** Headers of a delivery signed with `secret` at `unixSeconds` (now by default). */
export function signedHeaders(raw: string, opts: { secret?: string; at?: number } = {}) {
  const at = opts.at ?? Math.floor(Date.now() / 1000);
  return {
    "content-type": "application/json",
    "calendly-webhook-signature": signatureHeader(opts.secret ?? SCHEDULER_SECRET, raw, at),
  };
}
