import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { adminInvites, adminUsers } from "~/db/schema";
import { adminInvitation } from "~/features/admins/emails/admin-invitation";
import { INVITE_VALID_HOURS } from "~/features/admins/invite-schema";
import { recordAudit } from "~/features/audit/audit.server";
import { findAdminByEmail, hashPassword } from "~/features/admins/admins.server";
import { enqueueEmails } from "~/services/outbox.server";
import { hitRateLimit, readRateLimit, tooManyMessage } from "~/services/rate-limit.server";
import { LOGIN_LIMIT_PER_ADDRESS, LOGIN_WINDOW_MS } from "./attempt-limits";
import { now, nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";

/**
 * Inviting another admin by e-mail (product.md §10.8): a single-use link, valid 72 hours,
 * whose page sets the new admin's password. Only the SHA-256 of the link's token is stored, so the
 * table alone opens nothing. A resend gives the row a new token (the old link stops working) and 72
 * more hours; a revoke deletes the row. Accepting marks the row used with a conditional UPDATE in the
 * transaction that creates the admin, so a link opened twice at once makes one admin
 * (docs/decisions/0093-admin-invitations.md).
 */
export { INVITE_VALID_HOURS };
const VALID_MS = INVITE_VALID_HOURS * 60 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const normalize = (email: string) => email.trim().toLowerCase();

/** The page a link opens (outside the admin's guard: app/features/security/admin/invite-view.tsx). */
export const inviteUrl = (token: string) =>
  new URL(`/admin/invite/${encodeURIComponent(token)}`, env().SITE_URL).toString();

async function queueInvitation(tx: DbOrTx, email: string, token: string, by: number | null) {
  const [inviter] = by
    ? await tx.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, by))
    : [];
  const mail = await adminInvitation({
    invitedBy: inviter?.email ?? null,
    siteUrl: env().SITE_URL,
    acceptUrl: inviteUrl(token),
    validHours: INVITE_VALID_HOURS,
  });
  await enqueueEmails(tx, { kind: "admin-invitation", to: email, ...mail });
}

export type PendingInvite = {
  id: number;
  email: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

/** Invitations not used yet, oldest first; an expired one stays listed so it can be resent or revoked. */
export async function listPendingInvites(): Promise<PendingInvite[]> {
  const rows = await db()
    .select({
      id: adminInvites.id,
      email: adminInvites.email,
      invitedBy: adminUsers.email,
      createdAt: adminInvites.createdAt,
      expiresAt: adminInvites.expiresAt,
    })
    .from(adminInvites)
    .leftJoin(adminUsers, eq(adminUsers.id, adminInvites.invitedBy))
    .where(isNull(adminInvites.usedAt))
    .orderBy(asc(adminInvites.createdAt), asc(adminInvites.id));
  const at = nowMs();
  return rows.map((r) => ({ ...r, expired: r.expiresAt.getTime() <= at }));
}

async function pendingById(id: number) {
  return (await listPendingInvites()).find((i) => i.id === id);
}

/** Why an invitation named by id cannot be resent or withdrawn (the view's and the API's 404). */
export const INVITE_GONE = "That invitation was used or withdrawn.";

/**
 * Invites `email` by `by`: a new link, e-mailed through the outbox in the same transaction. An address
 * that is an admin already is refused (409, the view's and the API's one message); inviting an
 * address again replaces its earlier link.
 */
export async function inviteAdmin(email: string, by: number): Promise<{ invite: PendingInvite } | Refused> {
  const address = normalize(email);
  if (await findAdminByEmail(address))
    return refuse(409, `${email.trim()} is an admin already: there is no one to invite.`, { field: "email" });
  const token = newToken();
  const id = await db().transaction(async (tx) => {
    await tx
      .delete(adminInvites)
      .where(and(eq(sql`lower(${adminInvites.email})`, address), isNull(adminInvites.usedAt)));
    const [row] = await tx
      .insert(adminInvites)
      .values({
        tokenHash: digest(token),
        email: address,
        invitedBy: by,
        createdAt: now(),
        expiresAt: new Date(nowMs() + VALID_MS),
      })
      .returning({ id: adminInvites.id });
    await queueInvitation(tx, address, token, by);
    return row.id;
  });
  return { invite: (await pendingById(id))! };
}

/** A new link for a pending invitation (the old one stops working), valid 72 hours from now. */
export async function resendInvite(id: number, by: number): Promise<PendingInvite | Refused> {
  const token = newToken();
  const done = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvites)
      .set({ tokenHash: digest(token), invitedBy: by, expiresAt: new Date(nowMs() + VALID_MS) })
      .where(and(eq(adminInvites.id, id), isNull(adminInvites.usedAt)))
      .returning({ email: adminInvites.email });
    if (!row) return false;
    await queueInvitation(tx, row.email, token, by);
    return true;
  });
  return (done && (await pendingById(id))) || refuse(404, INVITE_GONE);
}

/** Withdraws a pending invitation: its link then opens the "no longer valid" page. */
export async function revokeInvite(id: number): Promise<{ ok: true } | Refused> {
  const gone = await db()
    .delete(adminInvites)
    .where(and(eq(adminInvites.id, id), isNull(adminInvites.usedAt)))
    .returning({ id: adminInvites.id });
  return gone.length > 0 ? { ok: true } : refuse(404, INVITE_GONE);
}

export type InviteState =
  | { state: "pending"; id: number; email: string; invitedBy: string | null; expiresAt: Date }
  | { state: "expired" | "used" | "unknown" };

/** What a link is now: pending (with its address), expired, used, or unknown (revoked, replaced, never). */
export async function inviteByToken(token: string, tx: DbOrTx = db()): Promise<InviteState> {
  const [row] = await tx
    .select({
      id: adminInvites.id,
      email: adminInvites.email,
      usedAt: adminInvites.usedAt,
      expiresAt: adminInvites.expiresAt,
      invitedBy: adminUsers.email,
    })
    .from(adminInvites)
    .leftJoin(adminUsers, eq(adminUsers.id, adminInvites.invitedBy))
    .where(eq(adminInvites.tokenHash, digest(token)));
  if (!row) return { state: "unknown" };
  if (row.usedAt) return { state: "used" };
  if (row.expiresAt.getTime() <= nowMs()) return { state: "expired" };
  return {
    state: "pending",
    id: row.id,
    email: row.email,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt,
  };
}

type RefusedState = "expired" | "used" | "unknown" | "already-admin";

/** What each refused link says, on its page (a title, then the message) and through the API (the message). */
export const INVITE_REFUSALS = {
  expired: {
    status: 410,
    title: "This invitation has expired",
    message: `Invitation links work for ${INVITE_VALID_HOURS} hours. Ask the admin who invited you to send a new one.`,
  },
  used: {
    status: 410,
    title: "This invitation was already used",
    message: "Each invitation link works once. If it was you, log in with the password you chose.",
  },
  "already-admin": {
    status: 409,
    title: "You are an admin already",
    message: "This address already has an admin account: log in with its password.",
  },
  unknown: {
    status: 404,
    title: "This invitation is not valid",
    message:
      "The link may have been withdrawn or replaced by a newer one. Ask the admin who invited you to send a new one.",
  },
} as const satisfies Record<RefusedState, { status: 404 | 409 | 410; title: string; message: string }>;

const refusedLink = (state: RefusedState) =>
  refuse(INVITE_REFUSALS[state].status, INVITE_REFUSALS[state].message);

/** The page's title for a refused link's message. */
export const refusalTitle = (message: string) =>
  Object.values(INVITE_REFUSALS).find((r) => r.message === message)?.title ?? INVITE_REFUSALS.unknown.title;

export type Accepted = { adminUserId: number; email: string };

class AlreadyAdmin extends Error {}

/**
 * Accepts an invitation with the new admin's password: creates the admin and marks the link used in
 * one transaction, recorded in the trail as the new admin. The UPDATE takes the row only while it is
 * unused and unexpired, so of two accepts at once one creates the admin and the other finds it used.
 * Failed links count per address like failed sign-ins (the token's 256 bits leave nothing to guess).
 */
export async function acceptInvite(
  token: string,
  password: string,
  address: string,
): Promise<Accepted | Refused> {
  const key = `invite:ip:${address}`;
  const seen = await readRateLimit(key, LOGIN_LIMIT_PER_ADDRESS, LOGIN_WINDOW_MS);
  if (!seen.allowed) {
    const { retryAfterSeconds } = seen;
    return refuse(429, tooManyMessage(retryAfterSeconds, "failed attempts"), { retryAfterSeconds });
  }
  const failed = async (state: "expired" | "used" | "unknown") => {
    await hitRateLimit(key, LOGIN_LIMIT_PER_ADDRESS, LOGIN_WINDOW_MS);
    return refusedLink(state);
  };
  const before = await inviteByToken(token);
  if (before.state !== "pending") return failed(before.state);
  // Hashed outside the transaction: argon2 takes a while and holds no lock.
  const passwordHash = await hashPassword(password);
  try {
    return await db().transaction(async (tx): Promise<Accepted | Refused> => {
      const [taken] = await tx
        .update(adminInvites)
        .set({ usedAt: now() })
        .where(
          and(
            eq(adminInvites.tokenHash, digest(token)),
            isNull(adminInvites.usedAt),
            gt(adminInvites.expiresAt, now()),
          ),
        )
        .returning({ id: adminInvites.id, email: adminInvites.email });
      if (!taken) {
        const state = (await inviteByToken(token, tx)).state;
        return refusedLink(state === "pending" ? "used" : state);
      }
      const [admin] = await tx
        .insert(adminUsers)
        .values({ email: normalize(taken.email), passwordHash, createdAt: now() })
        .onConflictDoNothing()
        .returning({ id: adminUsers.id, email: adminUsers.email });
      // Made an admin some other way meanwhile (admin:create): the link stays unused.
      if (!admin) throw new AlreadyAdmin();
      await recordAudit(tx, {
        action: "admin.invite-accepted",
        actorAdminId: admin.id,
        target: { type: "admin_invites", id: taken.id },
        address,
      });
      return { adminUserId: admin.id, email: admin.email };
    });
  } catch (error) {
    if (error instanceof AlreadyAdmin) return refusedLink("already-admin");
    throw error;
  }
}
