import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "./server-process";

const dataDir = tempDir("settings-");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server as a deployment would (NODE_ENV=production) with `env`; it must end by itself. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOCAL_RUN: "",
      SESSION_SECRET: "",
      CAPTCHA_HMAC_KEY: "",
      DATA_DIR: dataDir,
      DATABASE_URL: `${dataDir}/db`,
      SKIP_BUILD_CHECK: "1",
      ...env,
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("bad settings end the start with one line per problem", () => {
  it("names each bad setting on its own line, without a stack trace", () => {
    const { code, output } = start({
      CAPTCHA_HMAC_KEY: "too-short",
      PORT: "eighty",
      SITE_URL: "localhost",
    });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      "PORT must be a port number (0-65535)",
      "SESSION_SECRET is required in production (32+ characters)",
      "CAPTCHA_HMAC_KEY must be at least 32 characters",
      "SITE_URL must be an absolute URL",
    ]);
  });

  it("says the one missing secret and nothing else", () => {
    const { code, output } = start({ CAPTCHA_HMAC_KEY: "c".repeat(32) });
    expect(code).toBe(1);
    expect(output.trim()).toBe("SESSION_SECRET is required in production (32+ characters)");
  });
});
