import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { adminUsers, auditLog } from "~/db/schema";
import type { AuditListQuery } from "~/features/audit/schema";
import { now } from "~/utils/clock.server";
import { siteTimeZone } from "~/utils/dates";

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

export type AuditRow = {
  id: number;
  at: Date;
  actor: { id: number | null; email: string | null };
  action: string;
  target: { type: string; id: string } | null;
  address: string | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(q: AuditListQuery): SQL | undefined {
  const day = sql`(${auditLog.at} at time zone ${siteTimeZone()})::date`;
  return and(
    q.actor ? ilike(auditLog.actorEmail, `%${escapeLike(q.actor)}%`) : undefined,
    q.action ? ilike(auditLog.action, `%${escapeLike(q.action)}%`) : undefined,
    q.from ? sql`${day} >= ${q.from}::date` : undefined,
    q.to ? sql`${day} <= ${q.to}::date` : undefined,
  );
}

/** One page of the trail, newest first, filtered in SQL, and the number of matching entries. */
export async function listAudit(q: AuditListQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(q);
  const rows = await db()
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db().select({ total: count() }).from(auditLog).where(where);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: { id: r.actorAdminId, email: r.actorEmail },
      action: r.action,
      target: r.targetType && r.targetId !== null ? { type: r.targetType, id: r.targetId } : null,
      address: r.address,
    })),
  };
}
