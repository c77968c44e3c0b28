import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { loadEnv, secureCookies } from "../app/utils/env.server";
import { createApp, edgeApiOf } from "./app";
import { startBanner } from "./banner";
import { prepareDatabase } from "./database";
import { orExit } from "./startup-errors";

const env = await orExit(() => loadEnv());
// Lines go out without blocking the request that logs them: a synchronous write per request line was
// ~11 % of a cached page's CPU under load (decision 0074). pino writes what is pending when the
// process exits; only a killed process (SIGKILL, out of memory) loses the lines of its last moment.
const logger = pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 1, sync: false }));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

// The app: its routes, and what the edge asks of it besides (app/edge-api.server.ts).
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const site = edgeApiOf(build);
const database = await orExit(() => prepareDatabase(site, env.DATABASE_URL, console.log));
const { adminCreated, setupCode } = await site.prepareOwner(env);
if (adminCreated) logger.info({ email: adminCreated }, "created admin user from ADMIN_EMAIL");

const app = createApp({
  build,
  clientDir: path.join(buildDir, "client"),
  logger,
  mode: "production",
  https: secureCookies(),
  trustProxy: env.TRUST_PROXY === "1",
});
const jobs = site.startBackgroundJobs(logger);

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${port}`;
  for (const line of startBanner({ url, database: database.kind, setupCode })) console.log(line);
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
    await database.close().catch(() => {});
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
