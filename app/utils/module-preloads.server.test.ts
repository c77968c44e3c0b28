import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.server";

const run = (chunks: string[]) => text(Readable.from(chunks).pipe(withoutModulePreloads()));

const head =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/framework-abc.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-def.js" nonce="n1"/><title>T</title></head>';

describe("withoutModulePreloads", () => {
  it("removes every modulepreload link and keeps everything else, including the stylesheet", async () => {
    const out = await run([head, '<body><script type="module" nonce="n1">import "/assets/root-def.js";</script></body>']);
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
});
