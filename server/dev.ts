import pino from "pino";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { loadEnv } from "../app/utils/env.server";
import { ensureAdminFromEnv } from "../app/services/admin-users.server";
import { startBackgroundJobs } from "../app/services/background-jobs.server";
import { createApp } from "./app";
import { prepareDatabase } from "./database";

process.env.NODE_ENV ??= "development";
const env = loadEnv();
const logger = pino({ level: env.LOG_LEVEL });
await prepareDatabase(env.DATABASE_URL);
await ensureAdminFromEnv(env);

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  logger,
  mode: "development",
  https: false,
  trustProxy: false,
  beforeHandler: vite.middlewares,
});
startBackgroundJobs(logger);
app.listen(env.PORT, env.HOST, () => console.log(`Dev server at http://localhost:${env.PORT}`));
