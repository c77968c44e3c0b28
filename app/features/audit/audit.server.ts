import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { adminUsers, auditLog } from "~/db/schema";
import { now } from "~/utils/clock.server";

/** What one audit entry says. `target` is a type and an id, never a person's data. */
export type AuditEntry = {
  action: string;
  actorAdminId: number | null;
  /** Read from the admin when left out, so the entry keeps the e-mail they had then. */
  actorEmail?: string | null;
  target?: { type: string; id: string | number } | null;
  address?: string | null;
};

/** Records one entry, in `tx` when the entry belongs with a write (it commits or rolls back with it). */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  let actorEmail = entry.actorEmail ?? null;
  if (actorEmail === null && entry.actorAdminId !== null) {
    const [admin] = await tx
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.id, entry.actorAdminId));
    actorEmail = admin?.email ?? null;
  }
  await tx.insert(auditLog).values({
    at: now(),
    actorAdminId: entry.actorAdminId,
    actorEmail,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    address: entry.address || null,
  });
}
