import { createOrResetAdmin, findAdminByEmail } from "~/features/admins/admins.server";
import { createAdminSession } from "~/services/session.server";

export const TEST_ADMIN = { email: "admin@example.com", password: "correct-horse-battery-staple" };

/** Creates (or resets) an admin in the test database and returns its id. */
export async function createTestAdmin(email = TEST_ADMIN.email, password = TEST_ADMIN.password) {
  await createOrResetAdmin(email, password);
  const admin = await findAdminByEmail(email);
  if (!admin) throw new Error("admin not created");
  return admin.id;
}

/** The `name=value` part of a Set-Cookie header, ready for a Cookie request header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0];
}

/** A Cookie header carrying a fresh admin session (created directly, without the login route). */
export async function adminCookie(email = TEST_ADMIN.email): Promise<string> {
  const id = await createTestAdmin(email);
  return cookiePair(await createAdminSession(new Request("http://localhost/"), id));
}
