import { eq } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { people } from "~/db/schema";
import { assessmentSubmissions } from "~/features/assessments/timeline.server";
import { bookedCalls } from "~/features/bookings/timeline.server";
import { contactInquiriesOf } from "~/features/contact/timeline.server";
import {
  eventInterestsOf,
  eventPlaces,
  sessionAttendanceOf,
  webinarLeads,
} from "~/features/events/timeline.server";
import { certificatesOf } from "~/features/certificates/timeline.server";
import {
  newsletterClicksOf,
  newsletterDeliveriesOf,
  newsletterSubscriptions,
} from "~/features/newsletter/timeline.server";
import { emailsToPerson } from "~/features/outbox/timeline.server";
import { resourceRequestsOf } from "~/features/resources/timeline.server";
import { sequencesOf } from "~/features/sequences/timeline.server";
import { invoicesOfPerson, paymentsOf } from "~/features/payments/timeline.server";
import { clientPacksOfPerson, packCreditsOfPerson } from "~/features/coaching/timeline.server";
import { now } from "~/utils/clock.server";
import { dealOf } from "~/features/people/deals.server";
import type { PersonKey } from "~/services/timeline-source.server";
import { deal, notes, statusChanges } from "~/features/people/timeline.server";

/**
 * What each feature holds about a person (its timeline.server.ts), by the name the person's export
 * gives it. The order is the timeline's for entries of the same moment.
 */
const sources = {
  newsletter: newsletterSubscriptions,
  newsletterDeliveries: newsletterDeliveriesOf,
  newsletterClicks: newsletterClicksOf,
  assessment: assessmentSubmissions,
  contact: contactInquiriesOf,
  webinar: webinarLeads,
  resourceRequest: resourceRequestsOf,
  emails: emailsToPerson,
  statusChanges,
  eventPlaces,
  sessionAttendance: sessionAttendanceOf,
  certificates: certificatesOf,
  interests: eventInterestsOf,
  notes,
  bookings: bookedCalls,
  deal,
  sequences: sequencesOf,
  payments: paymentsOf,
  invoices: invoicesOfPerson,
  packs: clientPacksOfPerson,
  packCredits: packCreditsOfPerson,
};

type Held = { [K in keyof typeof sources]: Awaited<ReturnType<(typeof sources)[K]["read"]>> };

/** The person and every feature's rows about them, read in one snapshot; undefined when unknown. */
async function readHeld(tx: DbOrTx, id: number) {
  const [person] = await tx.select().from(people).where(eq(people.id, id));
  if (!person) return undefined;
  const read = Object.entries(sources).map(async ([name, source]) => [name, await source.read(tx, person)]);
  return { person, held: Object.fromEntries(await Promise.all(read)) as Held };
}

/**
 * Everything held about one person, for their export (decision 0035): the person, each form's
 * submissions, the e-mails to them with their delivery attempts, status changes, notes, calls and
 * deal. Undefined when unknown.
 */
export async function readPersonRecord(tx: DbOrTx, id: number) {
  const found = await readHeld(tx, id);
  if (!found) return undefined;
  const { person, held: h } = found;
  return {
    person,
    newsletterDeliveries: h.newsletterDeliveries,
    newsletterClicks: h.newsletterClicks,
    submissions: {
      newsletter: h.newsletter,
      assessment: h.assessment,
      contact: h.contact,
      webinar: h.webinar,
      resourceRequest: h.resourceRequest,
      eventPlaces: h.eventPlaces,
      sessionAttendance: h.sessionAttendance,
      certificates: h.certificates,
      interests: h.interests,
    },
    emails: h.emails,
    statusChanges: h.statusChanges,
    notes: h.notes,
    bookings: h.bookings,
    deal: h.deal,
    sequences: h.sequences,
    payments: h.payments,
    invoices: h.invoices,
    packs: h.packs,
    packCredits: h.packCredits,
  };
}

/** Every source's timeline entries, newest first. */
function timelineOf(person: PersonKey, held: Held) {
  const names = Object.keys(sources) as (keyof Held)[];
  const entries = names.flatMap((name) => sources[name].entries(held[name] as never, person));
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** A person for the admin (GET /api/admin/people/{id}): their fields and the timeline, newest first. */
export async function getPerson(id: number) {
  const found = await db().transaction((tx) => readHeld(tx, id));
  if (!found) return undefined;
  const { person, held } = found;
  const upcoming = held.bookings
    .filter((b) => b.status === "scheduled" && b.startsAt >= now())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    ...person,
    // product.md §10.7: the deal (when closed) and the next call, for the person view's summary and form.
    deal: held.deal ? dealOf(held.deal) : null,
    nextCallAt: upcoming[0]?.startsAt ?? null,
    timeline: timelineOf(person, held),
  };
}
