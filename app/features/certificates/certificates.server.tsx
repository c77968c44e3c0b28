import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { href } from "react-router";
import { db, type Tx } from "~/db/client.server";
import { certificates, eventRegistrations, events, type OutboxAttachment } from "~/db/schema";
import { sessionsAttended } from "~/features/events/attendance.server";
import type { RegistrationRow } from "~/features/events/invites.server";
import { lockEvent, SEAT_STATUSES } from "~/features/events/registrations.server";
import { certificateThreshold, type Program } from "~/features/events/sessions.server";
import { renderEmail } from "~/emails/render.server";
import { enqueueEmails, type OutgoingEmail } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";
import { CertificateEmail } from "./emails/certificate";
import { certificateFacts, type CertificateJson } from "./facts";
import { renderCertificatePdf } from "./pdf.server";

/**
 * Certificates of completion (product.md §10.18, decision 0108). A program's are issued by a job on
 * the project's clock once its last session has ended and the owner has had time to mark that
 * session (ISSUE_AFTER_MS, well within the hour): the program is claimed (certificates_issued_at set,
 * `for update skip locked`) in the transaction that writes its certificates and queues their
 * e-mails, so they go once across restarts and instances. Each certificate's facts are frozen when
 * it is issued; the owner may issue one now or revoke one.
 */

type CertificateRow = typeof certificates.$inferSelect;

/** How long after the last session's end the program's certificates go (its last marks in by then). */
export const ISSUE_AFTER_MS = 45 * 60_000;
export const CERTIFICATE_NOT_FOUND = "Certificate not found.";
const BATCH = 10;

/** The certificate's renderer kind the outbox records (app/services/outbox-attachments.server.ts). */
export const CERTIFICATE_ATTACHMENT = "certificate";

/** A verification code: 12 hex digits in threes, unguessable enough to be the page's only key. */
const newCode = () =>
  randomBytes(6)
    .toString("hex")
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, "$1-");

export const verifyUrl = (code: string) =>
  new URL(href("/certificates/:code", { code }), env().SITE_URL).toString();

/** A day in the program's zone, YYYY-MM-DD. */
const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );

export const certificateJson = (c: CertificateRow): CertificateJson => ({
  code: c.code,
  name: c.name,
  program: c.program,
  startDate: c.startDate,
  endDate: c.endDate,
  sessionsAttended: c.sessionsAttended,
  sessions: c.sessions,
  issuedAt: c.issuedAt.toISOString(),
  revokedAt: c.revokedAt?.toISOString() ?? null,
});

async function certificateEmail(c: CertificateRow, to: string): Promise<OutgoingEmail> {
  const facts = certificateFacts(certificateJson(c), verifyUrl(c.code));
  const attachment: OutboxAttachment = {
    filename: "Certificate-of-Completion.pdf",
    contentType: "application/pdf",
    content: "",
    render: { kind: CERTIFICATE_ATTACHMENT, id: c.code },
  };
  return {
    kind: "certificate",
    to,
    personId: c.personId,
    attachments: [attachment],
    ...(await renderEmail(`Your certificate: ${c.program}`, <CertificateEmail facts={facts} />)),
  };
}

/** Writes one seat's certificate and queues its e-mail, in the caller's transaction; none if it has one. */
async function issueIn(
  tx: Tx,
  p: Program,
  r: RegistrationRow,
  attended: number,
): Promise<CertificateRow | undefined> {
  const [row] = await tx
    .insert(certificates)
    .values({
      code: newCode(),
      eventId: p.id,
      registrationId: r.id,
      personId: r.personId,
      name: r.name,
      program: p.title,
      startDate: dayIn(p.sessions[0].startsAt, p.timeZone),
      endDate: dayIn(p.sessions[p.sessions.length - 1].startsAt, p.timeZone),
      sessionsAttended: attended,
      sessions: p.sessions.length,
      issuedAt: now(),
    })
    .onConflictDoNothing({ target: certificates.registrationId })
    .returning();
  if (row) await enqueueEmails(tx, await certificateEmail(row, r.email));
  return row;
}

/** Issues one claimed program's certificates: each seat at or over its threshold. */
async function issueProgram(tx: Tx, p: Program): Promise<number> {
  const counts = await sessionsAttended(tx, p);
  const threshold = certificateThreshold(p, p.sessions.length);
  const ids = [...counts].filter(([, n]) => n >= threshold).map(([id]) => id);
  if (ids.length === 0) return 0;
  const seats = await tx
    .select()
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.id, ids), inArray(eventRegistrations.status, [...SEAT_STATUSES])))
    .orderBy(asc(eventRegistrations.id));
  let issued = 0;
  for (const r of seats) if (await issueIn(tx, p, r, counts.get(r.id)!)) issued++;
  return issued;
}

/** Claims and issues the programs now due, one transaction each; how many certificates went. */
export async function issueDueCertificates(at = now()): Promise<number> {
  let total = 0;
  for (let i = 0; i < BATCH; i++) {
    const issued = await db().transaction(async (tx) => {
      const due = (await tx.execute(sql`
        select e.id from events e
        where e.certificates_issued_at is null and e.cancelled_at is null
          and (select max(s.starts_at + make_interval(mins => s.duration_minutes))
               from event_sessions s where s.event_id = e.id)
              <= ${new Date(at.getTime() - ISSUE_AFTER_MS).toISOString()}::timestamptz
        order by e.id
        limit 1
        for update of e skip locked`)) as unknown as { rows: Array<{ id: number }> };
      const id = due.rows[0] && Number(due.rows[0].id);
      if (!id) return undefined;
      await tx.update(events).set({ certificatesIssuedAt: at }).where(eq(events.id, id));
      const p = (await lockEvent(tx, id))!;
      return issueProgram(tx, p);
    });
    if (issued === undefined) break;
    total += issued;
  }
  return total;
}

/** The background job (app/background-jobs.server.ts): every minute, on the project's clock. */
export const certificatesJob = {
  name: "certificates",
  everyMs: 60_000,
  run: () => issueDueCertificates(),
};

/**
 * "Issue now" (POST /api/admin/events/{id}/certificates { registrationId }): one seat's certificate
 * whatever its attendance (the owner's call), with its e-mail; 409 if the seat has one.
 */
export async function issueNow(eventId: number, registrationId: number): Promise<CertificateJson | Refused> {
  return db().transaction(async (tx) => {
    const p = await lockEvent(tx, eventId);
    if (!p) return refuse(404, "Event not found.");
    const [r] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
    if (!r || !(SEAT_STATUSES as readonly string[]).includes(r.status))
      return refuse(400, "No seat with this registrationId at this event", { field: "registrationId" });
    const attended = (await sessionsAttended(tx, p)).get(r.id) ?? 0;
    const row = await issueIn(tx, p, r, attended);
    return row
      ? certificateJson(row)
      : refuse(409, "This attendee already has a certificate for this program", { field: "registrationId" });
  });
}

/** POST /api/admin/certificates/{code}/revoke: said on its page from then on; 409 if it already is. */
export async function revokeCertificate(code: string): Promise<CertificateJson | Refused> {
  const [row] = await db()
    .update(certificates)
    .set({ revokedAt: now() })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning();
  if (row) return certificateJson(row);
  const known = await certificateByCode(code);
  return known ? refuse(409, "This certificate is already revoked") : refuse(404, CERTIFICATE_NOT_FOUND);
}

/** A certificate by its code (the public page and JSON); undefined when unknown. */
export async function certificateByCode(code: string): Promise<CertificateJson | undefined> {
  const [row] = await db().select().from(certificates).where(eq(certificates.code, code.toUpperCase()));
  return row && certificateJson(row);
}

/** A program's certificates for the admin, in the order issued (a program's are its seats at most). */
export async function certificatesOfEvent(eventId: number) {
  const rows = await db()
    .select({ certificate: certificates, email: eventRegistrations.email })
    .from(certificates)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
    .where(eq(certificates.eventId, eventId))
    .orderBy(asc(certificates.id));
  return rows.map((r) => ({
    ...certificateJson(r.certificate),
    registrationId: r.certificate.registrationId,
    email: r.email,
  }));
}

/** The outbox's renderer for a certificate's PDF, by its code (null once it is gone). */
export async function certificatePdf(code: string): Promise<Buffer | null> {
  const c = await certificateByCode(code);
  return c ? renderCertificatePdf(certificateFacts(c, verifyUrl(c.code))) : null;
}

/** The program a certificate view is about: its title, when its certificates went, its seats. */
export async function programForCertificates(eventId: number) {
  const [row] = await db().select().from(events).where(eq(events.id, eventId));
  if (!row) return undefined;
  const seats = await db()
    .select({ id: eventRegistrations.id, name: eventRegistrations.name, email: eventRegistrations.email })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, [...SEAT_STATUSES])),
    )
    .orderBy(asc(eventRegistrations.name), asc(eventRegistrations.id));
  return { id: row.id, title: row.title, issuedAt: row.certificatesIssuedAt, seats };
}
