import { and, desc, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { liveSessions, sessionKeyOf } from "~/services/session.server";

export type AdminSessionRow = {
  id: string;
  device: string | null;
  address: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/** The admin's live sessions, the one making the request marked, most recently seen first. */
export async function listSessionsOf(adminUserId: number, request: Request): Promise<AdminSessionRow[]> {
  const current = await sessionKeyOf(request);
  const rows = await db()
    .select()
    .from(sessions)
    .where(and(eq(sessions.adminUserId, adminUserId), liveSessions()))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((r) => ({
    id: r.id,
    device: r.userAgent,
    address: r.address,
    signedInAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    current: r.id === current,
  }));
}

/** Ends one of the admin's own sessions (not the one making the request: that is "Log out"). */
export async function endSessionOf(adminUserId: number, id: string, request: Request) {
  const current = await sessionKeyOf(request);
  const gone = await db()
    .delete(sessions)
    .where(and(eq(sessions.adminUserId, adminUserId), eq(sessions.id, id), ne(sessions.id, current ?? "")))
    .returning({ id: sessions.id });
  return gone.length === 1;
}

/** Ends every session of the admin but the one making the request; answers how many. */
export async function endOtherSessions(adminUserId: number, request: Request) {
  const current = await sessionKeyOf(request);
  const gone = await db()
    .delete(sessions)
    .where(and(eq(sessions.adminUserId, adminUserId), ne(sessions.id, current ?? "")))
    .returning({ id: sessions.id });
  return gone.length;
}
