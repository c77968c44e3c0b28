/**
 * `npm run test:e2e` after the build: Playwright, then the suite's data folder removed (its database,
 * backups and received mail). It is removed here, once Playwright has stopped the web server, since
 * the global teardown runs while the server may still be writing to it.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { e2eServer } from "../tests/setup/e2e-env";

const run = spawnSync("playwright", ["test", ...process.argv.slice(2)], { stdio: "inherit" });
rmSync(e2eServer.dataDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
