import path from "node:path";
import type { Logger } from "pino";
import { createRequestHandler } from "react-router";
import { routerContextFor } from "~/context";
import { publicPages } from "~/content/public-pages";
import { thirdPartyOrigins } from "~/content/site";
import {
  migrateDatabase,
  openDatabase,
  pingDatabase,
  setDatabase,
  type Connection,
} from "~/db/client.server";
import { seedEmptyDatabase } from "~/seed.server";
import { backupDir, takeBackup } from "~/features/backups/backups.server";
import { ensureAdminFromEnv, findAdminByEmail } from "~/features/admins/admins.server";
import { startBackgroundJobs } from "~/background-jobs.server";
import { contentCacheKey, eventPagesKey } from "~/services/content-version.server";
import { moveDataImagesToMedia } from "~/services/media.server";
import { issueSetupCode } from "~/features/security/owner-setup.server";
import { now } from "~/utils/clock.server";
import { env } from "~/utils/env.server";

/** Public pages whose HTML is the same for every visitor: the product.md §2 pages and blog posts. */
const CACHED_PAGE_PATHS = new Set(publicPages.map((p) => p.path));
/** The pages that show events (seats left, the next session): keyed on the events too (decision 0091). */
const isEventPagePath = (path: string) => path === "/webinar" || /^\/webinars\/[\w-]+$/.test(path);

/**
 * What the HTTP edge (server/) asks of the app, beside handing it requests. Exported by the app's
 * server entry (app/entry.server.tsx), so the edge reaches it through the server build
 * (`build.entry.module.edgeApi`): every module here is the one the routes use, once per process,
 * with no state shared through globals (docs/decisions/0083-edge-hands-requests-to-the-app.md).
 */
export const edgeApi = {
  /**
   * React Router's request handler and the router context for one request (app/context.ts), from
   * the copy of react-router the routes use: the handler checks the context with instanceof, and a
   * test or development server may load another copy beside the app's.
   */
  createRequestHandler,
  routerContextFor,

  /**
   * Opens the database at `url` (postgres:// or a PGlite directory), applies the migrations of
   * `migrationsDir`, seeds an empty one and moves inline blog images to media files. The edge locks
   * a PGlite directory before calling this (server/database.ts).
   */
  async openDatabase(
    url: string,
    opts: { migrationsDir: string; say: (line: string) => void; release?: string },
  ) {
    const connection = await openDatabase(url);
    // An upgrade (a database with data and migrations pending) is backed up first, the file named
    // after the release (docs/decisions/0107-container-image.md).
    const release = opts.release ?? "unknown";
    await migrateDatabase(connection, opts.migrationsDir, {
      release,
      say: opts.say,
      backup: async () => {
        const outcome = await takeBackup(connection, undefined, release);
        if (outcome.kind === "ok") {
          opts.say(`Backup before migrating: ${path.join(backupDir(), outcome.name)}`);
          return outcome.name;
        }
        opts.say(
          `No backup before migrating: pg_dump is not installed here. Run it where it is: ${outcome.command}`,
        );
        return undefined;
      },
    });
    setDatabase(connection);
    await seedEmptyDatabase();
    // A data migration that needs sharp (image sizes), so TypeScript rather than SQL; a no-op once done.
    const moved = await moveDataImagesToMedia();
    if (moved > 0) opts.say(`Moved the inline images of ${moved} blog post(s) to media files.`);
    return { kind: connection.kind, close: () => connection.close(), connection };
  },

  /**
   * Uses a connection opened elsewhere: by an earlier copy of these modules (development reloads
   * them after an edit) or by a test's setup, which shares its database with the server it starts.
   */
  useDatabase(connection: Connection) {
    setDatabase(connection);
  },

  /** Readiness: the database answers within two seconds. */
  ready: () => pingDatabase(),

  /**
   * The owner's account at start: creates the admin of ADMIN_EMAIL/ADMIN_PASSWORD when set, and
   * while no admin exists, a one-time setup code for the start banner.
   */
  async prepareOwner(env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) {
    let adminCreated: string | undefined;
    try {
      adminCreated = await ensureAdminFromEnv(env);
    } catch (error) {
      // Instances starting together on one PostgreSQL: another one created the admin between this
      // one's check and its insert (the unique e-mail refused the second).
      if (!env.ADMIN_EMAIL || !(await findAdminByEmail(env.ADMIN_EMAIL))) throw error;
    }
    const setupCode = await issueSetupCode();
    return { adminCreated, setupCode };
  },

  /** Housekeeping, the outbox and insights roll-ups; `stop()` waits for the runs in progress. */
  startBackgroundJobs: (logger: Logger) => startBackgroundJobs(logger),

  /** Pages the edge may keep rendered in memory (server/page-cache.ts). */
  isCachedPagePath: (path: string) =>
    CACHED_PAGE_PATHS.has(path) || /^\/blog\/[\w-]+$/.test(path) || isEventPagePath(path),

  /**
   * A kept page's version: it changes when public content does (or a scheduled post comes out), and
   * for the webinar pages also when an event or a place changes or an event's start passes.
   */
  pageCacheKey: async (path: string) =>
    isEventPagePath(path) ? `${await contentCacheKey()}|${await eventPagesKey(now())}` : contentCacheKey(),

  /**
   * Origins the Content-Security-Policy allows for the site's embeds, and where a form's post may
   * lead: a paid form answers 303 to Stripe Checkout, which `form-action` must allow when the post
   * is a plain one (no JavaScript); STRIPE_API_BASE's host serves the Checkout page in its stead.
   */
  thirdPartyOrigins: () => {
    const base = env().STRIPE_API_BASE;
    return {
      ...thirdPartyOrigins(),
      forms: ["https://checkout.stripe.com", ...(base ? [new URL(base).origin] : [])],
    };
  },
};

export type EdgeApi = typeof edgeApi;
