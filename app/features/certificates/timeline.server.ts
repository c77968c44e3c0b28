import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { columnsOf, timelineSource } from "~/services/timeline-source.server";

/** A person's certificates on their timeline (product.md §10.18): issued, and revoked. */
export const certificatesOf = timelineSource({
  read: (tx, person) =>
    tx
      .select(
        columnsOf(
          certificates,
          "id",
          "code",
          "program",
          "sessionsAttended",
          "sessions",
          "issuedAt",
          "revokedAt",
        ),
      )
      .from(certificates)
      .where(eq(certificates.personId, person.id)),
  entries: (rows) =>
    rows.flatMap((c) => {
      const facts = {
        id: c.id,
        code: c.code,
        program: c.program,
        attended: `${c.sessionsAttended} of ${c.sessions}`,
      };
      return [
        { kind: "certificate", at: c.issuedAt, ...facts },
        ...(c.revokedAt ? [{ kind: "certificate-revoked", at: c.revokedAt, ...facts }] : []),
      ];
    }),
});
