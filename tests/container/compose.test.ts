/**
 * compose.yaml as a self-hoster runs it: .env from .env.example with the required lines filled in, the
 * site and PostgreSQL brought up, the same checks as the image's, and the data still there after
 * `down` and `up`. Then compose.embedded.yaml, the site alone on its embedded database.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, IMAGE, ROOT, SECRETS, podman, waitReady } from "./podman";
import { freePort } from "../system/server-process";
import { checkSite, inquiriesFrom, signIn } from "./site-checks";

const dir = mkdtempSync(path.join(os.tmpdir(), "compose-test-"));
// A project per compose file: each test's containers, volumes and network are its own.
const projects = {
  "compose.yaml": `acumen-ctest-${process.pid}-pg`,
  "compose.embedded.yaml": `acumen-ctest-${process.pid}-embedded`,
};
type File = keyof typeof projects;
let url = "";
const siteUrl = "https://compose.example.org";

/** podman-compose in the project's folder (its .env beside the compose file, as a user has it). */
const compose = (file: File, ...args: string[]) =>
  podman(["-p", projects[file], "-f", file, ...args], { cwd: dir, bin: "podman-compose" });
const siteOf = (file: File) => `${projects[file]}_site_1`;

beforeAll(async () => {
  for (const file of ["compose.yaml", "compose.embedded.yaml"])
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const filled: Record<string, string> = {
    ...SECRETS,
    SITE_URL: siteUrl,
    POSTGRES_PASSWORD: "compose-test-db-password",
  };
  let env = readFileSync(path.join(ROOT, ".env.example"), "utf8");
  for (const [name, value] of Object.entries(filled))
    env = env.replace(new RegExp(`^${name}=.*$`, "m"), `${name}=${value}`);
  env += `ADMIN_EMAIL=${ADMIN.email}\nADMIN_PASSWORD=${ADMIN.password}\nSITE_PORT=${port}\nSITE_IMAGE=${IMAGE}\n`;
  writeFileSync(path.join(dir, ".env"), env);
});
afterAll(async () => {
  for (const file of Object.keys(projects) as File[]) await compose(file, "down", "-v").catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe("compose.yaml: the site with PostgreSQL", () => {
  it("comes up, passes the site's checks on PostgreSQL, and keeps its data across down and up", async () => {
    const started = Date.now();
    await compose("compose.yaml", "up", "-d", "--no-build");
    await waitReady(url, siteOf("compose.yaml"));
    console.log(
      `compose up (PostgreSQL first start) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(await podman(["logs", siteOf("compose.yaml")])).toContain("(database: postgres)");
    await checkSite(url, siteUrl, "compose@example.com");

    await compose("compose.yaml", "down");
    await compose("compose.yaml", "up", "-d", "--no-build");
    await waitReady(url, siteOf("compose.yaml"));
    expect(await inquiriesFrom(url, await signIn(url), "compose@example.com")).toHaveLength(1);
    await compose("compose.yaml", "down", "-v");
  });
});

describe("compose.embedded.yaml: the site alone", () => {
  it("comes up on the embedded database in its volume and passes the same checks", async () => {
    await compose("compose.embedded.yaml", "up", "-d", "--no-build");
    await waitReady(url, siteOf("compose.embedded.yaml"));
    expect(await podman(["logs", siteOf("compose.embedded.yaml")])).toContain("(database: pglite)");
    await checkSite(url, siteUrl, "embedded@example.com");
    await compose("compose.embedded.yaml", "down", "-v");
  });
});
