import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DEFERRED_BOOTSTRAP_ID, scriptsAfterFirstPaint } from "./scripts-after-paint.server";

const run = (chunks: string[]) => text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));

const head =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/framework-abc.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-def.js" nonce="n1"/><title>T</title></head>';

describe("scriptsAfterFirstPaint", () => {
  it("removes every modulepreload link and keeps everything else, including the stylesheet", async () => {
    const out = await run([
      head,
      '<body><script type="module" nonce="n1">import "/assets/root-def.js";</script></body>',
    ]);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(out).toContain('<meta charSet="utf-8"/>');
    expect(out).toContain("<title>T</title>");
    expect(out).toContain('<script type="module" nonce="n1">import "/assets/root-def.js";</script>');
  });

  it("removes a tag split across chunks at any point", async () => {
    for (let cut = 1; cut < head.length; cut += 7) {
      const out = await run([head.slice(0, cut), head.slice(cut)]);
      expect(out, `cut at ${cut}`).toBe(head.replace(/<link rel="modulepreload"[^>]*>/g, ""));
    }
  });

  it("passes text with a lone '<' through unchanged once the stream ends", async () => {
    expect(await run(["<p>1 < 2", " and 3 > 2</p>", "<p>a <"])).toBe("<p>1 < 2 and 3 > 2</p><p>a <");
  });

  const bootstrap =
    '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-def.js";\nimport("/assets/entry.client-x.js");</script>';

  it("makes React Router's bootstrap inert and runs it after the first paint, with the same nonce", async () => {
    const out = await run([
      "<body><main>Hi</main>",
      bootstrap,
      '<script nonce="n1">stream()</script></body>',
    ]);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(
      `<script nonce="n1" type="text/plain" id="${DEFERRED_BOOTSTRAP_ID}">import * as route0 from "/assets/root-def.js";`,
    );
    // The loader comes first, nonced, and waits for the first contentful paint before it runs.
    const loader = /<script nonce="n1">(\(function\(\)\{.*?\}\)\(\);)<\/script>/.exec(out);
    expect(loader).not.toBeNull();
    expect(out.indexOf(loader![0])).toBeLessThan(out.indexOf(DEFERRED_BOOTSTRAP_ID));
    expect(loader![1]).toContain('getEntriesByName("first-contentful-paint")');
    expect(out).toContain('<script nonce="n1">stream()</script>');
  });

  it("rewrites the bootstrap when its tag is split across chunks at any point", async () => {
    const whole = await run([bootstrap]);
    for (let cut = 1; cut < 45; cut += 3) {
      expect(await run([bootstrap.slice(0, cut), bootstrap.slice(cut)]), `cut at ${cut}`).toBe(whole);
    }
  });

  it("also rewrites the bootstrap of a prerendered page, which has no nonce yet", async () => {
    const out = await run(['<script type="module" async="">import("/assets/entry.client-x.js");</script>']);
    expect(out).toMatch(
      /^<script>\(function\(\)\{.*\}\)\(\);<\/script><script type="text\/plain" id="rr-bootstrap">import\(/,
    );
  });

  it("leaves other module scripts alone", async () => {
    const other = '<script type="module" nonce="n1">import "/x.js";</script>';
    expect(await run([other])).toBe(other);
  });
});
