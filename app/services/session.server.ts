import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { env, secureCookies } from "~/utils/env.server";

// An admin session ends after 2 hours without use, and 12 hours after login in any case.
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

const cookieName = () => (secureCookies() ? "__Host-admin_session" : "admin_session");

/** The table keys sessions by an HMAC of the cookie's token: a leaked table cannot be replayed. */
const sessionId = (token: string) => createHmac("sha256", env().SESSION_SECRET).update(token).digest("hex");

function readToken(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const name = cookieName();
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    // A value that is not valid percent-encoding is no session of ours: logged out, not an error.
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function cookie(value: string, maxAgeSeconds: number) {
  const attrs = [
    `${cookieName()}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secureCookies()) attrs.push("Secure");
  return attrs.join("; ");
}

export type AdminSession = { id: string; adminUserId: number };

export async function getAdminSession(request: Request): Promise<AdminSession | undefined> {
  const token = readToken(request);
  if (!token || token.length > 100) return undefined;
  const id = sessionId(token);
  const now = Date.now();
  const [row] = await db()
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { id, adminUserId: row.adminUserId };
}

/**
 * Starts a new session (a new id at every login; any session the request carried is ended) and
 * returns the Set-Cookie header value.
 */
export async function createAdminSession(request: Request, adminUserId: number): Promise<string> {
  const previous = readToken(request);
  if (previous)
    await db()
      .delete(sessions)
      .where(eq(sessions.id, sessionId(previous)));
  const token = randomBytes(32).toString("base64url");
  await db()
    .insert(sessions)
    .values({ id: sessionId(token), adminUserId, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return cookie(token, SESSION_ABSOLUTE_MS / 1000);
}

/** Ends the session on the server and returns the Set-Cookie header that clears the cookie. */
export async function destroyAdminSession(request: Request): Promise<string> {
  const token = readToken(request);
  if (token)
    await db()
      .delete(sessions)
      .where(eq(sessions.id, sessionId(token)));
  return cookie("", 0);
}

/** For private endpoints: the session, or a thrown 401 JSON response. */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request);
  if (!session)
    throw Response.json({ error: "Authentication required. Please log in as an admin." }, { status: 401 });
  return session;
}

export async function deleteExpiredSessions() {
  await db().delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
