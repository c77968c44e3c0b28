import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import { createCookie, type Cookie } from "react-router";
import { db } from "~/db/client.server";
import { clientSessions } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";
import { env, secureCookies } from "~/utils/env.server";

/**
 * A client's session on /account (decision 0111): its own cookie, never the admin's, naming a row
 * of client_sessions (the cookie holds a random id, the table its SHA-256), so signing out ends it
 * on the server and "sign out everywhere" ends every one of the person's. It ends after 7 days
 * without use, and 30 days after sign-in in any case, on the project's clock.
 */
export const CLIENT_SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const CLIENT_SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
const TOUCH_EVERY_MS = 60_000;

const rowId = (id: string) => createHash("sha256").update(id).digest("hex");

// One cookie per configuration (tests switch SITE_URL to https and back).
let cached: { key: string; cookie: Cookie } | undefined;
function cookie(): Cookie {
  const key = `${secureCookies()}:${env().SESSION_SECRET}`;
  if (cached?.key !== key)
    cached = {
      key,
      // Signed with SESSION_SECRET: a forged or altered cookie reads as no session.
      cookie: createCookie(secureCookies() ? "__Host-client_session" : "client_session", {
        secrets: [env().SESSION_SECRET],
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies(),
        path: "/",
        maxAge: CLIENT_SESSION_ABSOLUTE_MS / 1000,
      }),
    };
  return cached.cookie;
}

async function cookieId(request: Request): Promise<string | undefined> {
  const value: unknown = await cookie().parse(request.headers.get("cookie"));
  return typeof value === "string" && value ? value : undefined;
}

const isLive = (at: number) =>
  and(
    gt(clientSessions.expiresAt, new Date(at)),
    gt(clientSessions.lastSeenAt, new Date(at - CLIENT_SESSION_IDLE_MS)),
  );

export type ClientSession = { personId: number };

/** The client behind the request, or undefined: no cookie, a forged one, or an ended session. */
export async function getClientSession(request: Request): Promise<ClientSession | undefined> {
  const id = await cookieId(request);
  if (!id) return undefined;
  const at = nowMs();
  const [row] = await db()
    .select()
    .from(clientSessions)
    .where(and(eq(clientSessions.id, rowId(id)), isLive(at)));
  if (!row) return undefined;
  if (at - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db()
      .update(clientSessions)
      .set({ lastSeenAt: new Date(at) })
      .where(eq(clientSessions.id, row.id));
  return { personId: row.personId };
}

/** Starts a session for the person (any the request carried ends first) and returns its Set-Cookie. */
export async function createClientSession(request: Request, personId: number): Promise<string> {
  const previous = await cookieId(request);
  if (previous)
    await db()
      .delete(clientSessions)
      .where(eq(clientSessions.id, rowId(previous)));
  const id = randomBytes(32).toString("base64url");
  const at = nowMs();
  await db()
    .insert(clientSessions)
    .values({
      id: rowId(id),
      personId,
      createdAt: new Date(at),
      lastSeenAt: new Date(at),
      expiresAt: new Date(at + CLIENT_SESSION_ABSOLUTE_MS),
    });
  return cookie().serialize(id);
}

/** Ends this session on the server; the Set-Cookie clears the cookie. */
export async function endClientSession(request: Request): Promise<string> {
  const id = await cookieId(request);
  if (id)
    await db()
      .delete(clientSessions)
      .where(eq(clientSessions.id, rowId(id)));
  return cookie().serialize("", { maxAge: 0 });
}

/** Ends every session of the person (every browser they signed in on); the Set-Cookie clears this one. */
export async function endEveryClientSession(personId: number): Promise<string> {
  await db().delete(clientSessions).where(eq(clientSessions.personId, personId));
  return cookie().serialize("", { maxAge: 0 });
}

/** Removes client sessions past their absolute or idle expiry (the hourly housekeeping). */
export async function deleteExpiredClientSessions(at = nowMs()): Promise<number> {
  const gone = await db()
    .delete(clientSessions)
    .where(
      or(
        lt(clientSessions.expiresAt, new Date(at)),
        lt(clientSessions.lastSeenAt, new Date(at - CLIENT_SESSION_IDLE_MS)),
      ),
    )
    .returning({ id: clientSessions.id });
  return gone.length;
}
