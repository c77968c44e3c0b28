/**
 * Before the container tests: the local stand-ins of the base images (scripts/container/
 * base-images.sh, cached), this tree's image, and the previous release's image. The previous
 * release's tree has no Containerfile: it is built from `git archive <commit>` with this one (and its
 * .dockerignore), as that release would have been packaged. Both builds share npm's download cache
 * and podman's layer cache, so a rerun only rebuilds what changed. After the tests: every container
 * and volume they made is removed (tests/container/podman.ts, by label).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ENV, IMAGE, PREVIOUS_RELEASE, ROOT, podman, podmanStreamed, removeLabelled } from "./podman";

const build = (tag: string, context: string) =>
  podmanStreamed(["build", "--format", "docker", "--layers", "-t", tag, "-f", "Containerfile", "."], context);

export async function setup() {
  const started = Date.now();
  execFileSync(path.join(ROOT, "scripts/container/base-images.sh"), { env: ENV, stdio: "inherit" });
  await removeLabelled();
  await build(IMAGE, ROOT);
  const exists = await podman(["image", "exists", PREVIOUS_RELEASE.image]).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const tree = mkdtempSync(path.join(os.tmpdir(), "previous-release-"));
    try {
      execFileSync("sh", ["-c", `git -C "${ROOT}" archive ${PREVIOUS_RELEASE.commit} | tar -x -C "${tree}"`]);
      for (const file of ["Containerfile", ".dockerignore"])
        copyFileSync(path.join(ROOT, file), path.join(tree, file));
      await build(PREVIOUS_RELEASE.image, tree);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  }
  console.log(`Images ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

export async function teardown() {
  await removeLabelled();
}
