import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "../system/server-process";

/** The repository's root, where the Containerfile and compose files are. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * podman as this CI runs it (scripts/container/containers.conf: runc, no default ulimits, cgroupfs).
 * Everything the tests create carries this label, so the teardown finds what a failed test left.
 */
export const ENV = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(ROOT, "scripts/container/containers.conf"),
};
export const LABEL = "acumen.container-test=1";

/** The image under test and the previous release's (tests/container/global-setup.ts builds both). */
export const IMAGE = "localhost/acumen-site:test";
export const PREVIOUS_RELEASE = { commit: "df21991", image: "localhost/acumen-site:df21991" };

const run = promisify(execFile);

/** Runs podman (or podman-compose) and returns its stdout; a non-zero exit throws with stderr. */
export async function podman(args: string[], opts: { cwd?: string; bin?: string; timeoutMs?: number } = {}) {
  const { stdout } = await run(opts.bin ?? "podman", args, {
    env: ENV,
    cwd: opts.cwd ?? ROOT,
    maxBuffer: 64 * 1024 * 1024,
    timeout: opts.timeoutMs ?? 15 * 60_000,
  });
  return stdout.trim();
}

/** Like podman(), the output streamed to this process's (image builds take minutes). */
export function podmanStreamed(args: string[], cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("podman", args, { env: ENV, cwd, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`podman ${args[0]} exited ${code}`)),
    );
  });
}

/** Settings a production start needs (README's table): secrets of test, the first admin. */
export const ADMIN = { email: "owner@example.com", password: "container-test-password-1" };
export const SECRETS = {
  SESSION_SECRET: "container-test-session-secret-0123456789abcdef",
  CAPTCHA_HMAC_KEY: "container-test-captcha-key-0123456789abcdef012",
};

/**
 * Waits until `url`/readyz answers 200 (bounded); returns the milliseconds it took. A container that
 * exits meanwhile fails at once with its log.
 */
export async function waitReady(url: string, container?: string, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (container) {
      const state = await podman(["inspect", "--format", "{{.State.Status}}", container]).catch(() => "gone");
      if (state === "exited" || state === "gone")
        throw new Error(`${container} stopped before it was ready:\n${await logsOf(container)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${url} not ready within ${timeoutMs / 1000} s${container ? `:\n${await logsOf(container)}` : ""}`,
  );
}

export const logsOf = (container: string) =>
  run("podman", ["logs", container], { env: ENV, maxBuffer: 16 * 1024 * 1024 }).then(
    (r) => r.stdout + r.stderr,
    () => "(no logs)",
  );

/**
 * Removes every container, pod, volume and network the tests made, whatever state they are in: by their label,
 * or, for what podman-compose made, by the name of the test's compose project (acumen-ctest-*).
 */
export async function removeLabelled() {
  const list = async (args: string[]) => (await podman(args)).split("\n").filter(Boolean);
  const containers = [
    ...(await list(["ps", "-a", "--filter", `label=${LABEL}`, "--format", "{{.ID}}"])),
    ...(await list(["ps", "-a", "--filter", "name=acumen-ctest-", "--format", "{{.ID}}"])),
  ];
  if (containers.length) await podman(["rm", "-f", "-t", "5", ...new Set(containers)]);
  const pods = await list(["pod", "ls", "--filter", "name=acumen-ctest-", "--format", "{{.ID}}"]);
  if (pods.length) await podman(["pod", "rm", "-f", ...pods]);
  const volumes = [
    ...(await list(["volume", "ls", "--filter", `label=${LABEL}`, "--format", "{{.Name}}"])),
    ...(await list(["volume", "ls", "--filter", "name=acumen-ctest-", "--format", "{{.Name}}"])),
  ];
  if (volumes.length) await podman(["volume", "rm", "-f", ...new Set(volumes)]);
  const networks = await list(["network", "ls", "--filter", "name=acumen-ctest-", "--format", "{{.Name}}"]);
  if (networks.length) await podman(["network", "rm", "-f", ...networks]);
}

/**
 * Runs `image` detached as a self-hoster would, on `volume` at /data, published on a free loopback
 * port, with the secrets, the first admin and `env`; waits for /readyz. Returns its URL and how long
 * it took to be ready.
 */
export async function runSite(name: string, image: string, volume: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const vars = { ...SECRETS, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env };
  await podman([
    "run",
    "-d",
    "--name",
    name,
    "--label",
    LABEL,
    "-p",
    `127.0.0.1:${port}:3000`,
    "-v",
    `${volume}:/data`,
    ...Object.entries(vars).flatMap(([k, v]) => ["-e", `${k}=${v}`]),
    image,
  ]);
  const url = `http://127.0.0.1:${port}`;
  return { url, readyMs: await waitReady(url, name) };
}
