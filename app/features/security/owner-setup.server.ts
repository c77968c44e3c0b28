import { createHash, randomInt } from "node:crypto";
import { db } from "~/db/client.server";
import { adminSetupCodes, adminUsers } from "~/db/schema";
import type { AdminSetupInput } from "~/features/security/setup-schema";
import { hashPassword } from "~/features/admins/admins.server";
import { hitRateLimit, tooManyMessage } from "~/services/rate-limit.server";
import { refuse, type Refused } from "~/utils/refusal";

// Ten tries per address in 15 minutes; against 80 random bits that is no guessing at all.
export const SETUP_WINDOW_MS = 15 * 60 * 1000;
export const SETUP_LIMIT_PER_ADDRESS = 10;

// Crockford's base32: no I, L, O or U, so a code read off a terminal is typed without doubt.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** Spaces, dashes and letter case do not matter when the code is typed. */
const normalize = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();
const digest = (code: string) => createHash("sha256").update(normalize(code)).digest("hex");

export async function adminExists(): Promise<boolean> {
  const rows = await db().select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return rows.length > 0;
}

/**
 * While no admin exists, makes a new setup code (16 characters, 80 random bits), stores its hash
 * and returns it for the start banner; otherwise returns undefined. Each starting instance adds
 * its own code, so every printed code works, on any instance, until the first admin is created.
 * Once an admin exists, the codes left over are deleted.
 */
export async function issueSetupCode(): Promise<string | undefined> {
  if (await adminExists()) {
    // Left over from before the admin was made some other way (admin:create, ADMIN_EMAIL).
    await db().delete(adminSetupCodes);
    return undefined;
  }
  const chars = Array.from({ length: GROUPS * GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  const code = Array.from({ length: GROUPS }, (_, g) =>
    chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join(""),
  ).join("-");
  await db()
    .insert(adminSetupCodes)
    .values({ codeHash: digest(code) });
  return code;
}

export type SetupResult = { adminUserId: number; email: string } | Refused;

const ownerExists = () => refuse(409, "The owner account already exists. Log in at /admin instead.");
const wrongCode = () =>
  refuse(403, "That setup code is not valid. Use the code the server printed when it started.", {
    field: "setupCode",
  });

/**
 * Creates the first admin when the code is one of the printed ones. The code rows are locked for
 * the transaction and all deleted with the admin's creation, so a code works once and two setups
 * racing with two codes create one admin.
 */
export async function createOwner(input: AdminSetupInput, clientIp: string): Promise<SetupResult> {
  if (await adminExists()) return ownerExists();
  const limit = await hitRateLimit(`setup:ip:${clientIp}`, SETUP_LIMIT_PER_ADDRESS, SETUP_WINDOW_MS);
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return refuse(429, tooManyMessage(retryAfterSeconds, "setup attempts"), { retryAfterSeconds });
  }

  const passwordHash = await hashPassword(input.password);
  const wanted = digest(input.setupCode);
  return db().transaction(async (tx): Promise<SetupResult> => {
    const codes = await tx.select().from(adminSetupCodes).for("update");
    const [existing] = await tx.select({ id: adminUsers.id }).from(adminUsers).limit(1);
    if (existing) return ownerExists();
    if (!codes.some((c) => c.codeHash === wanted)) return wrongCode();
    await tx.delete(adminSetupCodes);
    const email = input.email.trim().toLowerCase();
    const [admin] = await tx
      .insert(adminUsers)
      .values({ email, passwordHash })
      .returning({ id: adminUsers.id });
    return { adminUserId: admin.id, email };
  });
}
