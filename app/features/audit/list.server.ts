import { and, ilike, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import { siteTimeZone } from "~/utils/dates";
import type { AuditRow } from "./list";
import type { AuditListQuery } from "./schema";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The trail, newest first: by the admin's e-mail and the action (parts of them), and site-time days. */
const auditList: List<AuditListQuery> = {
  rows: () =>
    db()
      .select({ entry: auditLog, cursorAt: cursorAt(auditLog.at) })
      .from(auditLog)
      .$dynamic(),
  count: () => db().select(total).from(auditLog).$dynamic(),
  order: () => newest(auditLog.at, auditLog.id),
  where: (q) => {
    const day = sql`(${auditLog.at} at time zone ${siteTimeZone()})::date`;
    return and(
      q.actor ? ilike(auditLog.actorEmail, `%${escapeLike(q.actor)}%`) : undefined,
      q.action ? ilike(auditLog.action, `%${escapeLike(q.action)}%`) : undefined,
      q.from ? sql`${day} >= ${q.from}::date` : undefined,
      q.to ? sql`${day} <= ${q.to}::date` : undefined,
    );
  },
};

type Stored = { entry: typeof auditLog.$inferSelect };

/** One page of the trail and the number of matching entries. */
export async function listAudit(q: AuditListQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const page = await pageOf<AuditListQuery, Stored>(auditList, q);
  return {
    total: page.total,
    rows: page.rows.map(({ entry: r }) => ({
      id: r.id,
      at: r.at,
      actor: { id: r.actorAdminId, email: r.actorEmail },
      action: r.action,
      target: r.targetType && r.targetId !== null ? { type: r.targetType, id: r.targetId } : null,
      address: r.address,
    })),
  };
}
