import { and, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { sessionKeyOf } from "~/services/session.server";
import { refuse } from "~/utils/refusal";

export const SESSION_GONE = "That session has already ended.";

/** Ends one of the admin's own sessions (not the one making the request: that is "Log out"). */
export async function endSessionOf(adminUserId: number, id: string, request: Request) {
  const current = await sessionKeyOf(request);
  const gone = await db()
    .delete(sessions)
    .where(and(eq(sessions.adminUserId, adminUserId), eq(sessions.id, id), ne(sessions.id, current ?? "")))
    .returning({ id: sessions.id });
  return gone.length === 1 ? { ok: true as const } : refuse(404, SESSION_GONE);
}

/** Ends every session of the admin but the one making the request; answers how many. */
export async function endOtherSessions(adminUserId: number, request: Request) {
  const current = await sessionKeyOf(request);
  const gone = await db()
    .delete(sessions)
    .where(and(eq(sessions.adminUserId, adminUserId), ne(sessions.id, current ?? "")))
    .returning({ id: sessions.id });
  return { ended: gone.length };
}
