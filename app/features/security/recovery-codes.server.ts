import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminRecoveryCodes } from "~/db/schema";
import { now } from "~/utils/clock.server";

export const RECOVERY_CODE_COUNT = 10;

// 50 random bits each, read as 10 characters of a 32-letter alphabet without look-alikes.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const normalize = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashOf = (code: string) => createHash("sha256").update(normalize(code)).digest("hex");

function newCode() {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * A new set of recovery codes, replacing any earlier set: shown to the admin once (only their
 * SHA-256 is kept: they are long random strings, so a fast hash is enough).
 */
export async function renewRecoveryCodes(adminUserId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db().transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminUserId));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((code) => ({ adminUserId, codeHash: hashOf(code) })));
  });
  return codes;
}

/** Uses a recovery code once: true when it was one of the admin's and unused (it is used now). */
export async function takeRecoveryCode(adminUserId: number, code: string): Promise<boolean> {
  if (normalize(code).length !== 10) return false;
  const used = await db()
    .update(adminRecoveryCodes)
    .set({ usedAt: now() })
    .where(
      and(
        eq(adminRecoveryCodes.adminUserId, adminUserId),
        eq(adminRecoveryCodes.codeHash, hashOf(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(adminUserId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminUserId, adminUserId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
