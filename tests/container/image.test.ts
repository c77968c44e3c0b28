/**
 * The image (Containerfile) run as a self-hoster runs it: one container on the embedded database, its
 * one volume /data, settings given at start. It serves the site and its admin, runs as a non-root
 * user, reads SITE_URL at start (no rebuild), and stays within the size budget.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../server/build";
import { IMAGE, LABEL, logsOf, podman, runSite } from "./podman";
import { canonicalOf, checkSite, inquiriesFrom, signIn } from "./site-checks";

const volume = `acumen-image-test-${process.pid}`;
const containers: string[] = [];

/** Starts the image on the test's volume with `env` (removed after the tests). */
function start(name: string, env: Record<string, string>) {
  containers.push(name);
  return runSite(name, IMAGE, volume, env);
}

const stop = (name: string) => podman(["stop", "-t", "20", name]);

beforeAll(async () => {
  await podman(["volume", "create", "--label", LABEL, volume]);
});
afterAll(async () => {
  if (containers.length) await podman(["rm", "-f", "-t", "5", ...containers]);
  await podman(["volume", "rm", "-f", volume]);
});

describe("the image", () => {
  it("is within 450 MB, runs as node with NODE_ENV=production and npm start's flags, checks /healthz, keeps /data", async () => {
    const [info] = JSON.parse(await podman(["image", "inspect", IMAGE])) as Array<{
      Size: number;
      Config: {
        User: string;
        Env: string[];
        Cmd: string[];
        Volumes: Record<string, object>;
        Healthcheck?: { Test: string[] };
      };
      Healthcheck?: { Test: string[] };
    }>;
    console.log(`Image size: ${(info!.Size / 1e6).toFixed(0)} MB`);
    expect(info!.Size).toBeLessThanOrEqual(450e6);
    expect(info!.Config.User).toBe("node");
    expect(info!.Config.Env).toContain("NODE_ENV=production");
    for (const [k, v] of Object.entries(SERVER_ENV)) expect(info!.Config.Env).toContain(`${k}=${v}`);
    for (const flag of SERVER_NODE_FLAGS) expect(info!.Config.Cmd).toContain(flag);
    expect(Object.keys(info!.Config.Volumes)).toEqual(["/data"]);
    // podman shows the HEALTHCHECK beside Config (docker inside it).
    expect((info!.Healthcheck ?? info!.Config.Healthcheck)?.Test.join(" ")).toContain("/healthz");
    // Nothing of a site or a secret in the image's settings: they come at start.
    const names = info!.Config.Env.map((e) => e.split("=")[0]);
    for (const name of ["SITE_URL", "SESSION_SECRET", "CAPTCHA_HMAC_KEY", "DATABASE_URL", "SMTP_URL"])
      expect(names).not.toContain(name);
  });

  it("starts on the embedded database and serves the site, its admin and its forms, as a non-root user", async () => {
    const siteUrl = "https://first.example.org";
    const { url, readyMs } = await start(`acumen-image-a-${process.pid}`, { SITE_URL: siteUrl });
    console.log(`First start (creates the database) ready in ${(readyMs / 1000).toFixed(1)} s`);
    await checkSite(url, siteUrl, "first@example.com");
    const name = containers.at(-1)!;
    expect(await podman(["exec", name, "id", "-u"])).toBe("1000");
    expect(await podman(["top", name, "user"])).not.toMatch(/^root$/m);
    // The maintenance scripts run inside it (tsx and their sources are in the image): a backup asked
    // of the running site lands in the volume.
    expect(await podman(["exec", name, "npm", "run", "--silent", "backup"])).toMatch(
      /Backup written: \/data\/backups\/backup-\d{8}T\d{6}Z\.tar/,
    );
    // The image's own health check (HEALTHCHECK) passes on the running site.
    await podman(["healthcheck", "run", name]);
    expect(await logsOf(name)).toContain("(database: pglite)");
    await stop(name);
  });

  it("reads SITE_URL at start: the same image and data under another URL change the canonical URL", async () => {
    const siteUrl = "https://second.example.net";
    const { url, readyMs } = await start(`acumen-image-b-${process.pid}`, { SITE_URL: siteUrl });
    console.log(`Start on existing data ready in ${(readyMs / 1000).toFixed(1)} s`);
    expect(await canonicalOf(url)).toBe(`${siteUrl}/`);
    // The data of the first start are there.
    expect(await inquiriesFrom(url, await signIn(url), "first@example.com")).toHaveLength(1);
    await stop(containers.at(-1)!);
  });

  it("refuses to start without its secrets, naming them", async () => {
    const out = await podman(["run", "--rm", "--label", LABEL, IMAGE]).then(
      () => "started",
      (error: { stderr?: string; stdout?: string; code?: number }) =>
        `${error.code} ${error.stdout}${error.stderr}`,
    );
    expect(out).toMatch(/^1 /);
    expect(out).toContain("SESSION_SECRET is required in production");
  });
});
