import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { MIN_ADMIN_PASSWORD_LENGTH } from "./password-schema";

// argon2id with OWASP's recommended minimums (m=19 MiB, t=2, p=1).
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Loaded with the first password hashed or checked, not at start: the public pages never need it
// (+11 MB of RSS imported alone; decision 0102).
const argon2 = () => import("@node-rs/argon2");

export async function hashPassword(password: string) {
  return (await argon2()).hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string) {
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export async function findAdminByEmail(email: string) {
  const [row] = await db()
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** Creates the admin, or sets a new password for an existing one. Returns whether it was created. */
export async function createOrResetAdmin(email: string, password: string): Promise<"created" | "reset"> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const existing = await findAdminByEmail(email);
  if (existing) {
    await db().update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing.id));
    return "reset";
  }
  await db().insert(adminUsers).values({ email: email.trim().toLowerCase(), passwordHash });
  return "created";
}

/** At start: ADMIN_EMAIL + ADMIN_PASSWORD create that admin when missing, and change nothing else. */
export async function ensureAdminFromEnv(env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return undefined;
  if (await findAdminByEmail(env.ADMIN_EMAIL)) return undefined;
  await createOrResetAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  return env.ADMIN_EMAIL;
}
