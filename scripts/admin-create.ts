/**
 * npm run admin:create -- --email you@example.com
 *
 * Creates an admin, or sets a new password for an existing one. The password comes from
 * ADMIN_PASSWORD or is asked for without echo (twice); it must be at least 12 characters.
 * Uses the configured database (DATABASE_URL, default <DATA_DIR>/pglite). An embedded PGlite directory
 * serves one process at a time: while the site runs on it, this refuses (server/database-lock.ts)
 * and says to stop the site or use the setup screen at /admin. On PostgreSQL it runs beside the site.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { emailField } from "../app/schemas/common";
import { edgeApi } from "../app/edge-api.server";
import { MIN_ADMIN_PASSWORD_LENGTH } from "../app/features/admins/password-schema";
import { createOrResetAdmin } from "../app/features/admins/admins.server";
import { databaseUrlOf } from "../app/utils/env.server";
import { prepareDatabase } from "../server/database";
import { DatabaseInUseError } from "../server/database-lock";
import { fail } from "./cli";

const USAGE =
  "Usage: npm run admin:create -- --email you@example.com   (password from ADMIN_PASSWORD or asked for)";

/** Reads one line from the terminal without showing it; from a pipe, reads the first line. */
function readHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return new Promise((resolve) => {
      let data = "";
      stdin.setEncoding("utf8");
      stdin.on("data", (chunk) => (data += chunk));
      stdin.on("end", () => resolve(data.split(/\r?\n/)[0] ?? ""));
    });
  }
  process.stdout.write(question);
  return new Promise((resolve) => {
    let value = "";
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.resume();
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          return resolve(value);
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function main() {
  let email: string | undefined;
  try {
    ({ email } = parseArgs({ options: { email: { type: "string" } }, strict: true }).values);
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (!email) fail(USAGE, 2);
  const parsed = z.object({ email: emailField() }).safeParse({ email });
  if (!parsed.success) fail(`Not a valid e-mail address: ${email}`, 2);
  // Admin e-mails are stored in lower case (admins.server.ts).
  const address = parsed.data.email.toLowerCase();

  let password = process.env.ADMIN_PASSWORD;
  if (password === undefined) {
    password = await readHidden(
      `New password for ${address} (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters): `,
    );
    if (password.length >= MIN_ADMIN_PASSWORD_LENGTH && process.stdin.isTTY) {
      const again = await readHidden("Repeat the password: ");
      if (again !== password) fail("The passwords do not match. Nothing was changed.");
    }
  }
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    fail(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters. Nothing was changed.`);
  }

  // The server's database, without loading the rest of its settings (no secrets are needed here).
  const url = databaseUrlOf();
  const conn = await prepareDatabase(edgeApi, url);
  try {
    const outcome = await createOrResetAdmin(address, password);
    console.log(
      outcome === "created"
        ? `Created admin ${address}. Log in at /admin.`
        : `Set a new password for admin ${address}.`,
    );
  } finally {
    await conn.close();
  }
}

main().catch((error) =>
  fail(
    error instanceof DatabaseInUseError ? error.message : `admin:create failed: ${(error as Error).message}`,
  ),
);
