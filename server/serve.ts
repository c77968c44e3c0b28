import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { loadEnv, secureCookies } from "../app/utils/env.server";
import { ensureAdminFromEnv } from "../app/services/admins.server";
import { issueSetupCode } from "../app/services/owner-setup.server";
import { startBackgroundJobs } from "../app/services/background-jobs.server";
import { createApp } from "./app";
import { startBanner } from "./banner";
import { prepareDatabase } from "./database";
import { orExit } from "./startup-errors";

const env = await orExit(() => loadEnv());
// Lines go out without blocking the request that logs them: a synchronous write per request line was
// ~11 % of a cached page's CPU under load (decision 0074). pino writes what is pending when the
// process exits; only a killed process (SIGKILL, out of memory) loses the lines of its last moment.
const logger = pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 1, sync: false }));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

const conn = await orExit(() => prepareDatabase(env.DATABASE_URL, console.log));
const created = await ensureAdminFromEnv(env);
if (created) logger.info({ email: created }, "created admin user from ADMIN_EMAIL");
const setupCode = await issueSetupCode();

const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const app = createApp({
  build,
  clientDir: path.join(buildDir, "client"),
  logger,
  mode: "production",
  https: secureCookies(),
  trustProxy: env.TRUST_PROXY === "1",
});
const jobs = startBackgroundJobs(logger);

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${port}`;
  for (const line of startBanner({ url, database: conn.kind, setupCode })) console.log(line);
});
server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining in-flight requests");
  const forced = setTimeout(() => process.exit(1), 15_000);
  forced.unref();
  await jobs.stop();
  server.close(async () => {
    await conn.close().catch(() => {});
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
