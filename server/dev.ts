import pino from "pino";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { loadEnv } from "../app/utils/env.server";
import { ensureAdminFromEnv } from "../app/services/admins.server";
import { issueSetupCode } from "../app/services/owner-setup.server";
import { startBackgroundJobs } from "../app/services/background-jobs.server";
import { createApp } from "./app";
import { startBanner } from "./banner";
import { prepareDatabase } from "./database";
import { orExit } from "./startup-errors";

process.env.NODE_ENV ??= "development";
const env = await orExit(() => loadEnv());
const logger = pino({ level: env.LOG_LEVEL });
const conn = await orExit(() => prepareDatabase(env.DATABASE_URL, console.log));
await ensureAdminFromEnv(env);
const setupCode = await issueSetupCode();

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
app.listen(env.PORT, env.HOST, () => {
  const lines = startBanner({ url: `http://localhost:${env.PORT}`, database: conn.kind, setupCode });
  for (const line of lines) console.log(line);
});
