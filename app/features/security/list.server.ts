import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { liveSessions, sessionKeyOf } from "~/services/session.server";
import { cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import type { AdminSessionRow, SessionListQuery } from "./list";

type SessionsOf = SessionListQuery & { adminUserId: number };

/** One admin's live sessions, most recently seen first. */
const sessionList: List<SessionsOf> = {
  rows: () =>
    db()
      .select({
        id: sessions.id,
        device: sessions.userAgent,
        address: sessions.address,
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        cursorAt: cursorAt(sessions.lastSeenAt),
      })
      .from(sessions)
      .$dynamic(),
  count: () => db().select(total).from(sessions).$dynamic(),
  order: () => newest(sessions.lastSeenAt, sessions.id),
  where: (q) => and(eq(sessions.adminUserId, q.adminUserId), liveSessions()),
};

/** A page of the admin's live sessions, the one making the request marked. */
export async function listSessionsOf(adminUserId: number, request: Request, q: SessionListQuery) {
  const [current, page] = await Promise.all([
    sessionKeyOf(request),
    pageOf<SessionsOf, Omit<AdminSessionRow, "current">>(sessionList, { ...q, adminUserId }),
  ]);
  return {
    total: page.total,
    rows: page.rows.map((r): AdminSessionRow => ({ ...r, current: r.id === current })),
  };
}
