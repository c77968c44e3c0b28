import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "@playwright/test";
import { createPost, logIn } from "./fixtures";
import { measuredPages } from "../../scripts/bundle-sizes";
import { PAGE_WEIGHT } from "../../scripts/perf-budget";

/**
 * Each public page carries only what public pages use (decision 0090): its CSS (the
 * stylesheet written into the page and any route stylesheet it links) within the budget and free of
 * the admin's and the post editor's styles, which have their own stylesheet, loaded by /admin only.
 * Read over HTTP from the e2e server, as a visitor's browser gets them; no browser needed.
 */

/** Every class a stylesheet has a rule for (selectors unescaped: `.sm\:p-4` is `sm:p-4`). */
function classesIn(css: string): Set<string> {
  const classes = new Set<string>();
  for (const m of css.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.add(m[1].replace(/\\(.)/g, "$1"));
  return classes;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes(".test."))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Class-like words of the admin's and the editor's files (their string literals) that no public
 * component or page mentions anywhere: their rules belong in the admin's stylesheet only.
 */
function adminOnlyClasses(): string[] {
  const adminFiles = [
    ...filesUnder("app/components/admin"),
    ...filesUnder("app/routes").filter((f) => /[\\/]admin[^\\/]*$/.test(f)),
    ...filesUnder("app/features").filter((f) => /[\\/]features[\\/][^\\/]+[\\/]admin[\\/]/.test(f)),
  ];
  const publicText = [
    ...filesUnder("app/components"),
    ...filesUnder("app/routes"),
    ...filesUnder("app/features"),
  ]
    .filter((f) => !adminFiles.includes(f))
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  const words = new Set<string>();
  for (const file of adminFiles) {
    for (const literal of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2]).split(/\s+/)) {
        if (/^[a-z][\w:/.[\]()%,=&>#-]*-[\w/.[\]()%-]+$/.test(word) && !publicText.includes(word))
          words.add(word);
      }
    }
  }
  return [...words];
}

/** The CSS a page carries: the text of its <style> elements and the stylesheets it links. */
async function pageCss(request: APIRequestContext, pathname: string) {
  const html = await (await request.get(pathname)).text();
  const styles = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
  const inline = styles.map((m) => m[2]);
  // The site stylesheet (app.css), written in by SiteStylesheet with its URL as data-href.
  const site = styles.filter((m) => /data-href="[^"]*\/app-[\w-]+\.css"/.test(m[1]));
  const linked = await Promise.all(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(async (m) => {
      const href = /href="([^"]+)"/.exec(m[0])![1];
      return (await request.get(href)).text();
    }),
  );
  return { html, css: [...inline, ...linked].join("\n"), inline, site, linked };
}

test("every public page's CSS is within its budget and holds no admin or editor styles", async ({
  request,
  page,
}) => {
  // A published post of its own, so the post page is measured with its reading style.
  await logIn(page);
  const slug = `page-weight-${Date.now().toString(36)}`;
  await createPost(page, {
    title: `Reading a Cash Flow Statement ${slug}`,
    slug,
    content: "<h2>Operating</h2><p>Cash from the business itself.</p><ul><li>Receivables</li></ul>",
    published: true,
  });
  const pages = measuredPages.map((p) => (p === "/blog/a-post" ? `/blog/${slug}` : p));

  const adminOnly = adminOnlyClasses();
  const admin = await pageCss(request, "/admin");
  // The admin's stylesheet is a link of its own, and it has rules for those classes: the check sees them.
  expect(admin.inline).toEqual([]);
  expect(admin.linked).toHaveLength(1);
  const adminClasses = classesIn(admin.css);
  expect(adminOnly.filter((c) => adminClasses.has(c)).length).toBeGreaterThan(30);

  const report = [];
  for (const pathname of pages) {
    const { css, site, linked } = await pageCss(request, pathname);
    expect(site, `${pathname}: the site stylesheet in the page`).toHaveLength(1);
    // A linked stylesheet blocks the first paint for one more round trip after the document (the
    // legal pages' and the post's reading styles did: decision 0090): a public page's CSS is all in it.
    expect(linked, `${pathname}: no stylesheet linked`).toEqual([]);
    const classes = classesIn(css);
    report.push({
      pathname,
      bytes: Buffer.byteLength(css),
      adminClasses: adminOnly.filter((c) => classes.has(c)),
    });
  }
  expect(classesIn((await pageCss(request, `/blog/${slug}`)).css).has("post-prose")).toBe(true);
  expect(report.filter((r) => r.bytes > PAGE_WEIGHT.cssBytes)).toEqual([]);
  expect(report.filter((r) => r.adminClasses.length > 0)).toEqual([]);
  expect(report.every((r) => r.bytes > 10 * 1024)).toBe(true); // it measured a stylesheet
});

test("every public page's HTML is within its budget, its icons drawn from one cached sprite", async ({
  request,
}) => {
  const sizes = [];
  for (const pathname of measuredPages.filter((p) => p !== "/blog/a-post")) {
    const html = await (await request.get(pathname)).text();
    sizes.push({ pathname, bytes: Buffer.byteLength(html) });
    // Icons are <use> references to the sprite, not copies of lucide's paths: the only drawn SVGs
    // left in a page are the logo's and the video poster's own.
    const drawn = [...html.matchAll(/<svg[^>]*>([\s\S]*?)<\/svg>/g)].filter((m) => !m[1].startsWith("<use"));
    expect(drawn.length, `${pathname}: inline drawings`).toBeLessThanOrEqual(3);
  }
  const budgetOf = (pathname: string) =>
    pathname === "/" ? PAGE_WEIGHT.homeHtmlBytes : PAGE_WEIGHT.htmlBytes;
  expect(sizes.filter((s) => s.bytes > budgetOf(s.pathname))).toEqual([]);

  const home = await (await request.get("/")).text();
  const uses = [...home.matchAll(/<use href="([^"#]+)#(\w+)"/g)];
  expect(uses.length).toBeGreaterThan(20);
  expect(new Set(uses.map((u) => u[1])).size).toBe(1);
  const sprite = await request.get(uses[0][1]);
  expect(sprite.headers()["content-type"]).toMatch(/image\/svg\+xml/);
  expect(sprite.headers()["cache-control"]).toMatch(/immutable/);
  const symbols = await sprite.text();
  for (const [, , id] of uses) expect(symbols).toContain(`<symbol id="${id}"`);
});
