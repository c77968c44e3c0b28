import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "~/utils/dates";

// Development fills missing secrets (fillDevSecrets), so a missing one is a deployment's mistake.
const secret = (name: string) =>
  z
    .string({ error: `${name} is required in production (32+ characters)` })
    .min(32, `${name} must be at least 32 characters`);

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], "NODE_ENV must be development, production or test")
      .default("development"),
    PORT: z.coerce
      .number("PORT must be a port number (0-65535)")
      .int("PORT must be a port number (0-65535)")
      .min(0, "PORT must be a port number (0-65535)")
      .max(65535, "PORT must be a port number (0-65535)")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    // Unset: the embedded database in <DATA_DIR>/pglite (databaseUrlOf).
    DATABASE_URL: z
      .string()
      .min(1)
      .refine(
        (v) => !v.startsWith("postgres") || /^postgres(ql)?:\/\/.+/.test(v),
        "DATABASE_URL must be postgres://… or a PGlite directory",
      ),
    SESSION_SECRET: secret("SESSION_SECRET"),
    CAPTCHA_HMAC_KEY: secret("CAPTCHA_HMAC_KEY"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3, "MAIL_FROM must be an e-mail address")
      .default("Acumen Leadership Group <hello@acumenleadershipgroup.com>"),
    NOTIFY_EMAIL: z
      .string()
      .email("NOTIFY_EMAIL must be an e-mail address")
      .default("hello@acumenleadershipgroup.com"),
    SITE_URL: z.string().url("SITE_URL must be an absolute URL").default("http://localhost:3000"),
    ADMIN_EMAIL: z.string().email("ADMIN_EMAIL must be an e-mail address").optional(),
    ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
    // Set to "1" behind a load balancer so the client address comes from X-Forwarded-For.
    TRUST_PROXY: z.enum(["0", "1"], "TRUST_PROXY must be 0 or 1").default("0"),
    FORM_RATE_LIMIT_MAX: z.coerce
      .number("FORM_RATE_LIMIT_MAX must be a whole number of at least 1")
      .int("FORM_RATE_LIMIT_MAX must be a whole number of at least 1")
      .min(1, "FORM_RATE_LIMIT_MAX must be a whole number of at least 1")
      .default(20),
    EVENTS_RATE_LIMIT_MAX: z.coerce
      .number("EVENTS_RATE_LIMIT_MAX must be a whole number of at least 1")
      .int("EVENTS_RATE_LIMIT_MAX must be a whole number of at least 1")
      .min(1, "EVENTS_RATE_LIMIT_MAX must be a whole number of at least 1")
      .default(600),
    // Dates on the public pages and in the admin show in this zone (app/utils/dates.ts).
    SITE_TIME_ZONE: z
      .string()
      .default(DEFAULT_TIME_ZONE)
      .refine(isTimeZone, "SITE_TIME_ZONE must be an IANA time zone such as America/Los_Angeles"),
    // product.md §10.10: newsletter sign-ups wait for a confirmation ("0" turns it off); the send's pace; the
    // secret of the signed bounce/complaint webhook (POST /api/email-events, refused without it).
    NEWSLETTER_DOUBLE_OPT_IN: z.enum(["0", "1"], "NEWSLETTER_DOUBLE_OPT_IN must be 0 or 1").default("1"),
    NEWSLETTER_RATE_PER_MINUTE: z.coerce
      .number("NEWSLETTER_RATE_PER_MINUTE must be a whole number of at least 1")
      .int("NEWSLETTER_RATE_PER_MINUTE must be a whole number of at least 1")
      .min(1, "NEWSLETTER_RATE_PER_MINUTE must be a whole number of at least 1")
      .default(600),
    EMAIL_WEBHOOK_SECRET: z
      .string()
      .min(16, "EMAIL_WEBHOOK_SECRET must be at least 16 characters")
      .optional(),
    LOG_LEVEL: z
      .enum(
        ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
        "LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent",
      )
      .default("info"),
    // product.md §10.7: the signing key of the scheduler's (Calendly's) webhook subscription; unset, the
    // webhook endpoint answers 404 (scripts/scheduler-subscribe.ts registers the subscription).
    SCHEDULER_WEBHOOK_SECRET: z
      .string()
      .min(16, "SCHEDULER_WEBHOOK_SECRET must be at least 16 characters")
      .optional(),
    // ---- (product.md §10.8) admin security
    ADMIN_REQUIRE_2FA: z.enum(["0", "1"], "ADMIN_REQUIRE_2FA must be 0 or 1").default("0"),
    // Unset: <DATA_DIR>/backups, ./data/backups by default (app/features/backups/backups.server.ts).
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce
      .number("BACKUP_KEEP must be a whole number of at least 1")
      .int("BACKUP_KEEP must be a whole number of at least 1")
      .min(1, "BACKUP_KEEP must be a whole number of at least 1")
      .default(7),
    BACKUP_HOUR: z.coerce
      .number("BACKUP_HOUR must be an hour from 0 to 23")
      .int("BACKUP_HOUR must be an hour from 0 to 23")
      .min(0, "BACKUP_HOUR must be an hour from 0 to 23")
      .max(23, "BACKUP_HOUR must be an hour from 0 to 23")
      .default(3),
    // ---- (product.md §10.14) payments: both keys or neither; unset, paid events cannot be published
    // and the Stripe webhook answers 404. STRIPE_API_BASE points the client elsewhere (tests, stripe-mock).
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_\w{8,}$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .min(16, "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)")
      .optional(),
    STRIPE_API_BASE: z
      .string()
      .regex(
        /^https?:\/\/[^/\s]+\/?$/,
        "STRIPE_API_BASE must be http(s)://host[:port], e.g. http://127.0.0.1:12111",
      )
      .optional(),
  })
  .refine((e) => Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_WEBHOOK_SECRET), {
    path: ["STRIPE_WEBHOOK_SECRET"],
    message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither)",
  });

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/**
 * DATA_DIR: the site's own files (the embedded database, backups, development's secrets), ./data
 * unless set. An empty variable means "not set", as everywhere here.
 */
export function dataDirOf(raw: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, raw.DATA_DIR || "data");
}

const hasDatabase = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));
/** Where the embedded database was before DATA_DIR held it, whatever DATA_DIR said. */
const oldDatabaseDir = (cwd: string) => path.resolve(cwd, "data", "pglite");

/**
 * The database: DATABASE_URL, else the embedded one in <DATA_DIR>/pglite (./data/pglite without
 * DATA_DIR). One exception keeps an upgrade from starting on an empty database: while
 * <DATA_DIR>/pglite holds none, a database at the old default ./data/pglite is the one used (the
 * start says so, oldDatabaseNote). The server and every script read it here.
 */
export function databaseUrlOf(raw: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (raw.DATABASE_URL) return raw.DATABASE_URL;
  const dir = path.join(dataDirOf(raw, cwd), "pglite");
  const old = oldDatabaseDir(cwd);
  return !hasDatabase(dir) && hasDatabase(old) ? old : dir;
}

/** What the start says when DATA_DIR is set and the database still lives at the old default. */
export function oldDatabaseNote(url: string, raw: NodeJS.ProcessEnv = process.env, cwd = process.cwd()) {
  const moved = path.join(dataDirOf(raw, cwd), "pglite");
  if (raw.DATABASE_URL || path.resolve(cwd, url) !== oldDatabaseDir(cwd) || moved === oldDatabaseDir(cwd))
    return undefined;
  return `The database is still in ./data/pglite, where it was before DATA_DIR held it: while the site is stopped, move it to ${moved} (or set DATABASE_URL to keep it where it is).`;
}

/**
 * Development and tests get secrets generated once into <DATA_DIR>/secrets.json so that sessions
 * survive restarts; production refuses to start without them.
 */
function fillDevSecrets(raw: NodeJS.ProcessEnv) {
  if (isDeployed(raw)) return;
  if (raw.SESSION_SECRET && raw.CAPTCHA_HMAC_KEY) return;
  const dir = dataDirOf(raw);
  const file = path.join(dir, "secrets.json");
  let stored: Record<string, string> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8"));
  for (const key of ["SESSION_SECRET", "CAPTCHA_HMAC_KEY"]) {
    stored[key] ??= randomBytes(32).toString("hex");
    raw[key] ??= stored[key];
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
}

/**
 * A deployment sets NODE_ENV=production itself. `npm start` without it still runs React's production
 * build (LOCAL_RUN=1) but, like development, may generate its secrets.
 */
export function isDeployed(raw: NodeJS.ProcessEnv = process.env) {
  return raw.NODE_ENV === "production" && raw.LOCAL_RUN !== "1";
}

/** Session cookies are Secure whenever the site is served over HTTPS. */
export function secureCookies() {
  return env().SITE_URL.startsWith("https://") || isDeployed();
}

/** A bad setting: one line per problem, each naming its variable (printed at start without a stack). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

/** Validates the environment once, with one clear line per bad value. */
export function loadEnv(raw: NodeJS.ProcessEnv = process.env): Env {
  fillDevSecrets(raw);
  // An empty variable (FOO=) means "not set".
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ""));
  given.DATABASE_URL = databaseUrlOf(raw);
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = i.path.join(".");
        return i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
      }),
    );
  }
  cached = parsed.data;
  return cached;
}

export function env(): Env {
  return cached ?? loadEnv();
}

/** Tests change variables between cases. */
export function resetEnvCache() {
  cached = undefined;
}
