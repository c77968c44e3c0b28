import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import { createCookie, createSessionStorage, type SessionStorage } from "react-router";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { env, secureCookies } from "~/utils/env.server";

// An admin session ends after 2 hours without use, and 12 hours after login in any case.
const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

type SessionData = { adminUserId: number; userAgent?: string; address?: string };
export type AdminSession = { adminUserId: number };

/** The table keys sessions by a hash of the cookie's id: a leaked table cannot be replayed. */
const rowId = (id: string) => createHash("sha256").update(id).digest("hex");

const isLive = (now: number) =>
  and(gt(sessions.expiresAt, new Date(now)), gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)));

/** The sessions table as React Router's session store (createData also fixes the absolute expiry). */
function databaseStorage(): SessionStorage<SessionData> {
  return createSessionStorage<SessionData>({
    // Signed with SESSION_SECRET: a forged or altered cookie parses as no session at all.
    cookie: createCookie(secureCookies() ? "__Host-admin_session" : "admin_session", {
      secrets: [env().SESSION_SECRET],
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies(),
      path: "/",
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    }),
    async createData(data) {
      const id = randomBytes(32).toString("base64url");
      await db()
        .insert(sessions)
        .values({
          id: rowId(id),
          adminUserId: data.adminUserId!,
          expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
          userAgent: data.userAgent?.slice(0, 300) ?? null,
          address: data.address ?? null,
        });
      return id;
    },
    async readData(id) {
      // A cookie whose signed payload is not a string id (e.g. `{}`) is no session.
      if (typeof id !== "string") return null;
      const now = Date.now();
      const [row] = await db()
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, rowId(id)), isLive(now)))
        .limit(1);
      if (!row) return null;
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db()
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.id));
      }
      return { adminUserId: row.adminUserId };
    },
    async updateData(id, data) {
      // The absolute expiry stays the one set at login.
      await db()
        .update(sessions)
        .set({ adminUserId: data.adminUserId! })
        .where(eq(sessions.id, rowId(id)));
    },
    async deleteData(id) {
      if (typeof id === "string" && id)
        await db()
          .delete(sessions)
          .where(eq(sessions.id, rowId(id)));
    },
  });
}

// One storage per cookie configuration (tests switch SITE_URL to https and back).
let cached: { key: string; storage: SessionStorage<SessionData> } | undefined;
function storage() {
  const key = `${secureCookies()}:${env().SESSION_SECRET}`;
  if (cached?.key !== key) cached = { key, storage: databaseStorage() };
  return cached.storage;
}

const sessionOf = (request: Request) => storage().getSession(request.headers.get("cookie"));

/** The admin's session, or undefined: no cookie, a malformed or forged one, or an expired session. */
export async function getAdminSession(request: Request): Promise<AdminSession | undefined> {
  const adminUserId = (await sessionOf(request)).get("adminUserId");
  return adminUserId ? { adminUserId } : undefined;
}

/**
 * Starts a new session for the admin and returns its Set-Cookie header. Rotation: the id is new at
 * every login, and any session the request carried is ended first.
 */
export async function createAdminSession(
  request: Request,
  adminUserId: number,
  address?: string,
): Promise<string> {
  const previous = await sessionOf(request);
  if (previous.id) await storage().destroySession(previous);
  const session = await storage().getSession();
  session.set("adminUserId", adminUserId);
  // What the admin's Security view shows of it (product.md §10.8).
  const userAgent = request.headers.get("user-agent");
  if (userAgent) session.set("userAgent", userAgent);
  if (address) session.set("address", address);
  return storage().commitSession(session);
}

/** Ends the session on the server and returns the Set-Cookie header that clears the cookie. */
export async function destroyAdminSession(request: Request): Promise<string> {
  return storage().destroySession(await sessionOf(request));
}

/** Removes sessions past their absolute or idle expiry (run hourly by the background jobs). */
export async function deleteExpiredSessions(now = Date.now()): Promise<number> {
  const gone = await db()
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/** The sessions table's key of the request's session ("this device" in the Security view, product.md §10.8). */
export async function sessionKeyOf(request: Request): Promise<string | undefined> {
  const { id } = await sessionOf(request);
  return id ? rowId(id) : undefined;
}

/** Whether a session row is still live (neither idle nor past its absolute expiry). */
export const liveSessions = (now = Date.now()) => isLive(now);
