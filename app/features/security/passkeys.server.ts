import { isIP } from "node:net";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminPasskeyChallenges, adminPasskeys, adminSignInSteps } from "~/db/schema";
import { site } from "~/content/site";
import { factorsOf } from "~/features/security/second-step.server";
import { renewRecoveryCodes } from "~/features/security/recovery-codes.server";
import { now, nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";

/**
 * The library, loaded by the first passkey ceremony rather than at start: with its ASN.1 and CBOR
 * dependencies it is ~25 MB of resident memory (a bare node: 39 -> 64 MB), which every instance
 * carried for what an admin does a few times (server RSS after start on PostgreSQL 141 MB with it).
 */
const webAuthn = () => import("@simplewebauthn/server");

/**
 * Passkeys as a second factor (docs/product.md §10.8, decision 0092): WebAuthn through @simplewebauthn/server.
 * The relying party is the site itself: its ID is SITE_URL's host name and the only origin accepted is
 * SITE_URL's origin, so an answer made for another site (or another address of this one) is refused.
 * A registration's challenge is kept per admin (admin_passkey_challenges), a sign-in's on the second
 * step (admin_sign_in_steps.webauthn_challenge); each serves one passkey or one sign-in, at most.
 */
export const CHALLENGE_MS = 5 * 60 * 1000;

export type RelyingParty = { rpID: string; origin: string };

/**
 * SITE_URL's host name and origin, or undefined when the host is an IP address: WebAuthn accepts only
 * a domain name as the relying party's ID (http://localhost counts; http://127.0.0.1 does not).
 */
export function relyingParty(): RelyingParty | undefined {
  const url = new URL(env().SITE_URL);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return undefined;
  return { rpID: host, origin: url.origin };
}

export const NO_RELYING_PARTY =
  "Passkeys need the site's address (SITE_URL) to be a domain name, such as https://example.com or http://localhost:3000.";
const unavailable = () => refuse(409, NO_RELYING_PARTY);

/**
 * What a response must match to be verified: the challenge we gave, this site's origin and RP ID.
 * User verification is not required: the passkey is the second factor, after the password.
 */
const expected = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.rpID,
  requireUserVerification: false,
});

/** The library's verdict, or undefined where it throws on a malformed or mismatched response. */
async function verdict<T>(verifying: Promise<T>): Promise<T | undefined> {
  try {
    return await verifying;
  } catch {
    return undefined;
  }
}

const transportsOf = (stored: string | null) => (stored ? stored.split(",").filter(Boolean) : undefined);

/** The admin's passkeys for their Security view (no key material). */
export function listPasskeys(adminUserId: number) {
  return db()
    .select({
      id: adminPasskeys.id,
      name: adminPasskeys.name,
      createdAt: adminPasskeys.createdAt,
      lastUsedAt: adminPasskeys.lastUsedAt,
    })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminUserId, adminUserId))
    .orderBy(asc(adminPasskeys.createdAt));
}

async function credentialsOf(adminUserId: number) {
  const rows = await db()
    .select({ id: adminPasskeys.id, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminUserId, adminUserId));
  return rows.map((r) => ({ id: r.id, transports: transportsOf(r.transports) }));
}

/**
 * Starts adding a passkey: the options for navigator.credentials.create(), its challenge kept for the
 * admin (a newer start replaces it). The admin's passkeys are excluded, so one authenticator is not
 * added twice. The user handle is the admin's id, never their e-mail.
 */
export async function startPasskeyRegistration(adminUserId: number, email: string) {
  const rp = relyingParty();
  if (!rp) return unavailable();
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: rp.rpID,
    userName: email,
    userDisplayName: email,
    userID: new TextEncoder().encode(`admin:${adminUserId}`),
    attestationType: "none",
    excludeCredentials: await credentialsOf(adminUserId),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  const expiresAt = new Date(nowMs() + CHALLENGE_MS);
  await db()
    .insert(adminPasskeyChallenges)
    .values({ adminUserId, challenge: options.challenge, expiresAt })
    .onConflictDoUpdate({
      target: adminPasskeyChallenges.adminUserId,
      set: { challenge: options.challenge, expiresAt },
    });
  return { options };
}

export type RegistrationResult = { id: string; name: string; recoveryCodes?: string[] } | Refused;

const noChallenge = () => refuse(400, "This passkey setup has expired or was already used. Start again.");
const unverified = () => refuse(400, "The passkey could not be verified. Start again.");

/**
 * Finishes adding a passkey: the answer is verified against the pending challenge, SITE_URL's origin
 * and host, and the credential stored with the challenge taken, so a replay finds none. A refused
 * answer leaves the challenge as it was (the admin gate rolls a refused write back, decision 0088):
 * it lasts 5 minutes and the next start replaces it. The first factor brings the recovery codes, as
 * the authenticator app's does.
 */
export async function finishPasskeyRegistration(
  adminUserId: number,
  response: RegistrationResponseJSON,
  name: string,
): Promise<RegistrationResult> {
  const rp = relyingParty();
  if (!rp) return unavailable();
  const [taken] = await db()
    .delete(adminPasskeyChallenges)
    .where(eq(adminPasskeyChallenges.adminUserId, adminUserId))
    .returning();
  if (!taken || taken.expiresAt.getTime() <= nowMs()) return noChallenge();
  const { verifyRegistrationResponse } = await webAuthn();
  const verified = await verdict(verifyRegistrationResponse({ response, ...expected(rp, taken.challenge) }));
  // Malformed or mismatched (challenge, origin, RP ID, attestation): the library says which in the
  // error; the admin is told to try again.
  if (!verified?.verified) return unverified();
  const { credential } = verified.registrationInfo;
  const before = await factorsOf(adminUserId);
  const inserted = await db()
    .insert(adminPasskeys)
    .values({
      id: credential.id,
      adminUserId,
      name,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports?.join(",") || null,
    })
    .onConflictDoNothing()
    .returning({ id: adminPasskeys.id });
  if (inserted.length === 0) return refuse(409, "That passkey is already added.");
  const first = !before.totp && before.passkeys === 0;
  return {
    id: credential.id,
    name,
    ...(first ? { recoveryCodes: await renewRecoveryCodes(adminUserId) } : {}),
  };
}

/** Why the last factor stays when ADMIN_REQUIRE_2FA=1 (the authenticator's and passkeys' refusal). */
export const LAST_FACTOR_TEXT = "This site requires a second factor: add another before removing this one.";
export const PASSKEY_GONE = "That passkey has already been removed.";

/**
 * Removes one of the admin's passkeys. With ADMIN_REQUIRE_2FA=1 the admin's last factor stays: the
 * setting asks every admin to keep one (product.md §10.8).
 */
export async function removePasskey(adminUserId: number, id: string): Promise<{ ok: true } | Refused> {
  const f = await factorsOf(adminUserId);
  if (env().ADMIN_REQUIRE_2FA === "1" && !f.totp && f.passkeys <= 1) {
    const [own] = await db()
      .select({ id: adminPasskeys.id })
      .from(adminPasskeys)
      .where(and(eq(adminPasskeys.adminUserId, adminUserId), eq(adminPasskeys.id, id)));
    return own ? refuse(409, LAST_FACTOR_TEXT) : refuse(404, PASSKEY_GONE);
  }
  const removed = await db()
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.adminUserId, adminUserId), eq(adminPasskeys.id, id)))
    .returning({ id: adminPasskeys.id });
  return removed.length === 1 ? { ok: true } : refuse(404, PASSKEY_GONE);
}

/**
 * The second step's passkey options: the admin's passkeys allowed, user verification preferred, the
 * challenge kept on the step (a newer request replaces it).
 */
export async function startPasskeySignIn(stepKey: string, adminUserId: number) {
  const rp = relyingParty();
  if (!rp) return unavailable();
  const allowCredentials = await credentialsOf(adminUserId);
  if (allowCredentials.length === 0) return refuse(409, "No passkey is set up for this account.");
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials,
    userVerification: "preferred",
  });
  await db()
    .update(adminSignInSteps)
    .set({ webauthnChallenge: options.challenge })
    .where(and(eq(adminSignInSteps.id, stepKey), gt(adminSignInSteps.expiresAt, now())));
  return options;
}

/**
 * Checks a passkey's answer on the second step: the step's challenge is taken (once), the credential
 * must be one of this admin's, and the library checks the signature, origin, RP ID and counter (a
 * counter that did not move forward, a sign of a cloned authenticator, is refused). The new counter and
 * the time are stored.
 */
export async function takePasskeyAssertion(
  stepKey: string,
  adminUserId: number,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const rp = relyingParty();
  if (!rp) return false;
  // Taken atomically: of two answers to one challenge, the second finds none.
  const [step] = await db()
    .select({ challenge: adminSignInSteps.webauthnChallenge })
    .from(adminSignInSteps)
    .where(and(eq(adminSignInSteps.id, stepKey), isNotNull(adminSignInSteps.webauthnChallenge)));
  if (!step?.challenge) return false;
  const cleared = await db()
    .update(adminSignInSteps)
    .set({ webauthnChallenge: null })
    .where(and(eq(adminSignInSteps.id, stepKey), eq(adminSignInSteps.webauthnChallenge, step.challenge)))
    .returning({ id: adminSignInSteps.id });
  if (cleared.length !== 1) return false;
  const [passkey] = await db()
    .select()
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.id, response.id), eq(adminPasskeys.adminUserId, adminUserId)));
  if (!passkey) return false;
  const { verifyAuthenticationResponse } = await webAuthn();
  const result = await verdict(
    verifyAuthenticationResponse({
      response,
      ...expected(rp, step.challenge),
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
    }),
  );
  if (!result?.verified) return false;
  await db()
    .update(adminPasskeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now() })
    .where(eq(adminPasskeys.id, passkey.id));
  return true;
}
