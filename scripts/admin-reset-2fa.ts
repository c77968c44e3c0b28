/**
 * npm run admin:reset-2fa -- --email owner@example.com
 *
 * For an admin locked out of their second factor (lost phone, no recovery code): removes their
 * authenticator, passkeys and recovery codes and ends their sessions, so the password alone signs
 * them in again (with ADMIN_REQUIRE_2FA=1 they set a new factor up at that sign-in). Recorded in the
 * audit trail. Run on the server; on the embedded database only while the site is stopped (as
 * admin:create: the directory is one process's).
 */
import { parseArgs } from "node:util";
import { edgeApi } from "../app/edge-api.server";
import { resetSecondFactor } from "../app/features/security/two-factor-settings.server";
import { databaseUrlOf } from "../app/utils/env.server";
import { prepareDatabase } from "../server/database";
import { DatabaseInUseError } from "../server/database-lock";
import { fail } from "./cli";

const USAGE = "Usage: npm run admin:reset-2fa -- --email owner@example.com";

async function main() {
  let email: string | undefined;
  try {
    ({ email } = parseArgs({ options: { email: { type: "string" } }, strict: true }).values);
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (!email) fail(USAGE, 2);
  const url = databaseUrlOf();
  const conn = await prepareDatabase(edgeApi, url);
  try {
    const done = await resetSecondFactor(email);
    if (!done) fail(`No admin has the e-mail ${email}. Nothing was changed.`);
    console.log(
      `Removed the second factors of ${done.email} and ended their sessions. They can sign in with the password.`,
    );
  } finally {
    await conn.close();
  }
}

main().catch((error) =>
  fail(
    error instanceof DatabaseInUseError
      ? error.message
      : `admin:reset-2fa failed: ${(error as Error).message}`,
  ),
);
