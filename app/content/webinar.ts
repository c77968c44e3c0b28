/**
 * The webinar pages' fixed copy (product.md §2, §8). Each session's own texts (title, summary,
 * agenda, takeaways, host) are the owner's, in the events table: SPEC's masterclass was seeded there
 * from this file's former constants (migration 0013, decision 0086).
 */
export const webinarPage = {
  eyebrow: (minutes: number) => `Free ${minutes}-Minute Masterclass`,
  seats: (capacity: number) => `Limited to ${capacity} participants`,
  format: "Live online · Free",
  programEyebrow: (sessions: number) => `Live ${sessions}-Session Program`,
  sessionsHeading: "Sessions",
  programDates: (sessions: number, first: string) => `${sessions} sessions from ${first}`,
  reserveHeading: "Reserve Your Seat",
  hostHeading: "Your Host",
  agendaHeading: "Agenda",
  takeawaysHeading: "What You'll Take Away",
  full: "All seats are taken: register to join the waitlist.",
  cancelled: "This session has been cancelled.",
  past: "This session has passed.",
  started: "This program has started: registration is closed.",
  replay: "Watch the replay",
  nextSession: "See the next session",
  // A paid session (product.md §10.14).
  paidEyebrow: (minutes: number) => `Live ${minutes}-Minute Workshop`,
  paidFormat: (price: string) => `Live online · ${price} per seat`,
  seatsLeft: (left: number, capacity: number) => `${left} of ${capacity} seats left`,
  paymentSuccess:
    "Thank you: your payment went through. Your receipt and calendar invite are on their way by e-mail.",
  paymentCancelled:
    "Payment cancelled: nothing was charged. Your seat stays held for 30 minutes if you want to try again.",
} as const;

/** The registration's answers (product.md §8's success text for a seat; §10.9's others). */
export const webinarMessages = {
  confirmed: "You'll receive webinar details via email shortly.",
  waitlisted: "This session is full, so you're on the waitlist. If a seat opens up, it's yours by e-mail.",
  interest: "Thanks! We will e-mail you once, when the next session is scheduled.",
  payment: "Your seat is held for 30 minutes while you pay on Stripe's secure page.",
  noSuchEvent: "There is no upcoming session with this id",
  started: "This program has started: registration is closed.",
} as const;

/** What a team purchase is told (product.md §10.15). */
export const teamMessages = {
  payment: (seats: number) =>
    `Your ${seats} seats are held for 30 minutes while you pay on Stripe's secure page.`,
  invoice: (seats: number, email: string) =>
    `Your ${seats} seats are held for 14 days. Stripe e-mails the invoice to ${email}; once it is paid, you receive the link to name your attendees.`,
} as const;

/** The page when no session is upcoming (product.md §10.9). */
export const noUpcomingSession = {
  heading: "The last session has passed",
  lead: "There is no session scheduled right now. Leave your details and we'll tell you about the next one.",
  formTitle: "Tell me about the next session",
  button: "Tell me about the next session",
} as const;
