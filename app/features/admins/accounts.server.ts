import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { refuse, type Refused } from "~/utils/refusal";

/** Every admin, oldest first, with how many live sessions each has. */
export async function listAdmins() {
  return db()
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      createdAt: adminUsers.createdAt,
      sessions: sql<number>`(select count(*)::int from sessions s where s.admin_user_id = "admin_users"."id")`,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
}

export const ADMIN_GONE = "That admin no longer exists.";

/**
 * Removes another admin: their sessions go with the row (on delete cascade), so their next request
 * is refused at once. An admin cannot remove themselves (the site would be left without its owner).
 */
export async function removeAdmin(id: number, by: number): Promise<{ ok: true } | Refused> {
  if (id === by) return refuse(409, "You cannot remove yourself.");
  const gone = await db().delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id });
  return gone.length ? { ok: true } : refuse(404, ADMIN_GONE);
}
