import { rmSync } from "node:fs";
import path from "node:path";
import { type ServerProcess, startServer, tempDir } from "../system/server-process";
import { test, expect, expectNoAxeViolations } from "./fixtures";

// The first run needs a site with no admin at all: a server of its own on a fresh database, started
// without ADMIN_EMAIL, whose printed setup code the owner reads as they would in a terminal.
let site: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  // Its first start creates a database: longer than a test's usual budget on a loaded machine.
  test.setTimeout(300_000);
  dataDir = tempDir("owner-setup-");
  site = await startServer({
    databaseUrl: path.join(dataDir, "db"),
    dataDir,
    env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "", LOG_LEVEL: "warn" },
    readyTimeoutMs: 280_000,
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the owner creates their account with the printed setup code and lands logged in", async ({ page }) => {
  // Two argon2 hashes and three axe runs: more than the usual budget when the machine is busy.
  test.setTimeout(120_000);
  const printed =
    /create the owner account with this one-time setup code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(
      site.output(),
    );
  expect(printed, site.output()).not.toBeNull();
  expect(site.output()).toContain(`No admin account yet: open ${site.url}/admin`);
  const code = printed![1];

  await page.goto(`${site.url}/admin`);
  await expect(page.getByRole("heading", { name: "Create the owner account" })).toBeVisible();
  await expectNoAxeViolations(page);

  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill("owner@example.com");
  await main.getByLabel("Password", { exact: true }).fill("owner-password-long");
  await main.getByLabel("Password again").fill("owner-password-long");
  await main.getByLabel("Setup code").fill("AAAA-BBBB-CCCC-DDDD");
  await page.getByRole("button", { name: "Create the owner account" }).click();
  await expect(main.getByRole("alert").filter({ hasText: "That setup code is not valid" })).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByLabel("Setup code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Create the owner account" }).click();
  // Logged in, on the admin's home.
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/people$/);

  // Logged in for real: a reload keeps the session, and the setup screen is gone for good.
  await page.reload();
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create the owner account" })).toHaveCount(0);
});
