/**
 * What a visitor on a mid-range phone feels, measured in real Chromium with throttling (CPU 4× slower,
 * 150 ms latency, 1.6 Mbps down, 390×844 touch screen), per page and run:
 * - menu: ms from navigation start until the mobile menu is open, tapping its button every 100 ms
 *   from the moment it is visible (and how many taps went nowhere);
 * - validation: ms until a submitted empty form shows its errors (aria-invalid or an alert), pressing
 *   submit every 250 ms from the moment it is visible;
 * - typed text: text typed into the page's first field as soon as it is visible, read again after
 *   hydration: kept or lost; and when hydration finished (React's marks on the DOM).
 * Loops are bounded (10 s per measurement). Used by scripts/perf.ts.
 */
import { chromium, type Page } from "@playwright/test";

export const VISITOR_PAGES = ["/", "/assessment", "/contact"];
const LIMIT_MS = 10_000;

export type VisitorRun = {
  path: string;
  menuOpenMs?: number;
  lostTaps: number;
  validationMs?: number;
  hydratedMs?: number;
  typedKept?: boolean;
};

const sinceNavigation = (page: Page) => page.evaluate(() => Math.round(performance.now()));

async function throttledPage(browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, close: () => context.close() };
}

const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector("main") ?? document.body;
    return Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  });

async function measureMenu(page: Page, url: string, run: VisitorRun) {
  await page.goto(url, { waitUntil: "commit" });
  const button = page.getByRole("button", { name: /menu/i }).first();
  await button.waitFor({ state: "visible", timeout: LIMIT_MS });
  const deadline = Date.now() + LIMIT_MS;
  while (Date.now() < deadline) {
    await button.tap({ timeout: 2_000 }).catch(() => {});
    await page.waitForTimeout(100);
    const open = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Mobile"]');
      const expanded = document.querySelector('[aria-expanded="true"][aria-label*="enu"]');
      return Boolean(expanded || (nav && nav.checkVisibility()));
    });
    if (open) return void (run.menuOpenMs = await sinceNavigation(page));
    run.lostTaps++;
  }
}

async function measureValidation(page: Page, url: string, run: VisitorRun) {
  await page.goto(url, { waitUntil: "commit" });
  // The button that submits with validation (the wizard's Back is formnovalidate and comes first).
  const submit = page.locator("form button[type=submit]:not([formnovalidate])").first();
  await submit.waitFor({ state: "visible", timeout: LIMIT_MS });
  const deadline = Date.now() + LIMIT_MS;
  while (Date.now() < deadline) {
    // A pointer tap where the button is, as a visitor's: Playwright's own click() refuses a button
    // marked aria-disabled (contact's, until the captcha is solved), which a visitor can still press.
    await submit.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => {});
    const box = await submit.boundingBox().catch(() => null);
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2).catch(() => {});
    const shown = await page
      .locator('form [aria-invalid="true"], form [role="alert"]:not(:empty)')
      .first()
      .waitFor({ state: "attached", timeout: 250 })
      .then(() => true)
      .catch(() => false);
    if (shown) return void (run.validationMs = await sinceNavigation(page));
  }
}

async function measureTyping(page: Page, url: string, run: VisitorRun) {
  await page.goto(url, { waitUntil: "commit" });
  const field = page
    .locator("form input[type=text], form input[type=email], form input:not([type]), form textarea")
    .first();
  await field.waitFor({ state: "visible", timeout: LIMIT_MS });
  const typed = "Ada Lovelace";
  await field.fill(typed);
  const deadline = Date.now() + LIMIT_MS;
  while (Date.now() < deadline && !(await isHydrated(page))) await page.waitForTimeout(50);
  if (await isHydrated(page)) run.hydratedMs = await sinceNavigation(page);
  await page.waitForTimeout(300);
  run.typedKept = (await field.inputValue()) === typed;
}

/** Each page `runs` times, each measurement on a fresh load with a cold cache. */
export async function measureVisitor(baseUrl: string, executablePath: string, runs = 3) {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  const results: VisitorRun[] = [];
  try {
    for (const path of VISITOR_PAGES) {
      for (let i = 0; i < runs; i++) {
        const run: VisitorRun = { path, lostTaps: 0 };
        for (const measure of [measureMenu, measureValidation, measureTyping]) {
          const { page, close } = await throttledPage(browser);
          await measure(page, baseUrl + path, run).catch((e: Error) =>
            console.warn(`${path} ${measure.name}: ${e.message.split("\n")[0]}`),
          );
          await close();
        }
        results.push(run);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : undefined;
};
const ms = (v: number | undefined) => (v === undefined ? "—" : `${(v / 1000).toFixed(2)} s`);

export function visitorTable(results: VisitorRun[]) {
  const rows = [
    "| page | menu open (median, range) | taps that went nowhere | empty submit shows errors | hydrated | typed text kept |",
    "| --- | --- | ---: | --- | --- | --- |",
  ];
  for (const path of VISITOR_PAGES) {
    const runs = results.filter((r) => r.path === path);
    const menu = runs.map((r) => r.menuOpenMs ?? NaN);
    const range = (xs: number[]) => {
      const f = xs.filter(Number.isFinite);
      return f.length ? `${ms(Math.min(...f))}–${ms(Math.max(...f))}` : "never";
    };
    rows.push(
      `| ${path} | ${ms(median(menu))} (${range(menu)}) | ${runs.map((r) => r.lostTaps).join(", ")} | ` +
        `${ms(median(runs.map((r) => r.validationMs ?? NaN)))} (${range(runs.map((r) => r.validationMs ?? NaN))}) | ` +
        `${ms(median(runs.map((r) => r.hydratedMs ?? NaN)))} | ${runs.filter((r) => r.typedKept).length} of ${runs.length} |`,
    );
  }
  return rows.join("\n");
}
