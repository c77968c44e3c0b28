import { site } from "~/content/site";
import { longDate } from "~/utils/dates";

/**
 * A certificate as the world may read it (product.md §10.18, certificates): what the public page,
 * the JSON and the PDF all say, worded once here so the three agree (the PDF's test compares its
 * text with the page's). Never an e-mail address.
 */
export type CertificateJson = {
  code: string;
  name: string;
  program: string;
  /** The first and last sessions' days, YYYY-MM-DD in the program's zone. */
  startDate: string;
  endDate: string;
  sessionsAttended: number;
  sessions: number;
  issuedAt: string;
  revokedAt: string | null;
};

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
/** An instant's day where the business is (its site time zone). */
const dayOf = (instant: string) => longDate(instant);

/** "This certificate was revoked on {date}." (product.md §10.18). */
export const revokedLine = (c: Pick<CertificateJson, "revokedAt">) =>
  c.revokedAt ? `This certificate was revoked on ${dayOf(c.revokedAt)}.` : null;

/** The certificate's facts, in order: a heading, then labelled lines. */
export function certificateFacts(c: CertificateJson, verifyUrl: string) {
  return {
    business: site.name,
    heading: "Certificate of Completion",
    statement: `This certifies that ${c.name} completed ${c.program}.`,
    revoked: revokedLine(c),
    lines: [
      { label: "Attendee", text: c.name },
      { label: "Program", text: c.program },
      {
        label: "Dates",
        text: c.startDate === c.endDate ? day(c.startDate) : `${day(c.startDate)} – ${day(c.endDate)}`,
      },
      { label: "Sessions attended", text: `${c.sessionsAttended} of ${c.sessions}` },
      { label: "Issued", text: dayOf(c.issuedAt) },
      { label: "Verification code", text: c.code },
      { label: "Verify at", text: verifyUrl },
    ],
  };
}
export type CertificateFacts = ReturnType<typeof certificateFacts>;
