import pino from "pino";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { loadEnv } from "../app/utils/env.server";
import { createApp, edgeApiOf } from "./app";
import { startBanner } from "./banner";
import { prepareDatabase } from "./database";
import { orExit } from "./startup-errors";

process.env.NODE_ENV ??= "development";
const env = await orExit(() => loadEnv());
const logger = pino({ level: env.LOG_LEVEL });

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const site = edgeApiOf(await loadBuild());
const database = await orExit(() => prepareDatabase(site, env.DATABASE_URL, console.log));
const { setupCode } = await site.prepareOwner(env);

const app = createApp({
  // Vite loads an edited module (and the modules importing it) anew: a new copy of the database
  // client is handed the open connection (a no-op for the copy that opened it).
  build: async () => {
    const build = await loadBuild();
    edgeApiOf(build).useDatabase(database.connection);
    return build;
  },
  logger,
  mode: "development",
  https: false,
  trustProxy: false,
  beforeHandler: vite.middlewares,
});
site.startBackgroundJobs(logger);
app.listen(env.PORT, env.HOST, () => {
  const lines = startBanner({ url: `http://localhost:${env.PORT}`, database: database.kind, setupCode });
  for (const line of lines) console.log(line);
});
