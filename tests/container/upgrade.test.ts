/**
 * An upgrade as a self-hoster does it: the previous release's image (PREVIOUS_RELEASE in
 * tests/container/podman.ts, built from `git archive` of that commit with this Containerfile) runs on
 * a volume and takes data; then this image starts on the same volume, backs it up under a name of its
 * release, migrates it in that one start, and serves the data.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, LABEL, PREVIOUS_RELEASE, ROOT, logsOf, podman, runSite } from "./podman";
import { inquiriesFrom, signIn, submitContactForm } from "./site-checks";

const volume = `acumen-upgrade-test-${process.pid}`;
const names = { before: `acumen-upgrade-old-${process.pid}`, after: `acumen-upgrade-new-${process.pid}` };
const release = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string })
  .version;

const start = async (name: string, image: string) =>
  (await runSite(name, image, volume, { SITE_URL: "https://upgrade.example.org" })).url;

beforeAll(async () => {
  await podman(["volume", "create", "--label", LABEL, volume]);
});
afterAll(async () => {
  await podman(["rm", "-f", "-t", "5", names.before, names.after]).catch(() => {});
  await podman(["volume", "rm", "-f", volume]);
});

describe(`upgrading from the previous release (${PREVIOUS_RELEASE.commit})`, () => {
  it("starts this image on the previous release's volume: backed up, migrated, the data served", async () => {
    const before = await start(names.before, PREVIOUS_RELEASE.image);
    await submitContactForm(before, "before-upgrade@example.com");
    await podman(["stop", "-t", "20", names.before]);

    const after = await start(names.after, IMAGE);
    const log = await logsOf(names.after);
    expect(log).toMatch(
      new RegExp(
        `Upgrading the database to release ${release.replace(/\./g, "\\.")}: \\d+ migration\\(s\\) after`,
      ),
    );
    const backup = new RegExp(
      `Backup before migrating: /data/backups/(backup-\\d{8}T\\d{6}Z-before-${release.replace(/\./g, "\\.")}\\.tar)`,
    ).exec(log)?.[1];
    expect(backup, log).toBeDefined();
    expect(log).toMatch(/Upgraded: \d+ migration\(s\) applied, the database is at /);
    // It listened (so /readyz and the health check answered) only once the migrations were done.
    expect(log.indexOf("Site ready at")).toBeGreaterThan(log.indexOf("Upgraded: "));

    const cookie = await signIn(after);
    expect(await inquiriesFrom(after, cookie, "before-upgrade@example.com")).toHaveLength(1);
    // The backup is the admin's too: listed, kept beside the nightly ones.
    const backups = (await (
      await fetch(`${after}/api/admin/backups`, { headers: { cookie } })
    ).json()) as Array<{ name: string }>;
    expect(backups.map((b) => b.name)).toContain(backup);
    await podman(["stop", "-t", "20", names.after]);
  });
});
