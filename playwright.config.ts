import { defineConfig } from "@playwright/test";
import { e2eServer } from "./tests/setup/e2e-env";

/** Browser tests drive Debian's Chromium against the built server on a fresh database. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./tests/setup/e2e-global-setup.ts",
  use: {
    baseURL: e2eServer.url,
    launchOptions: {
      executablePath: e2eServer.chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /admin-security\.spec\.ts/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    // Turns a second factor on for the suite's one admin for a minute: alone, after every other test,
    // so none of them meets the second step at sign-in.
    {
      name: "chromium-admin-factor",
      testMatch: /admin-security\.spec\.ts/,
      dependencies: ["chromium"],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: e2eServer.command,
    url: `${e2eServer.url}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: e2eServer.env,
  },
});
