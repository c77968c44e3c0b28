import { describe, expect, it } from "vitest";
import { emailReadyHtml, linksOf, rewriteLinks } from "./email-html.server";

describe("an issue's body for mail clients", () => {
  const html = emailReadyHtml(
    '<p>See <a href="/blog/x?a=1&amp;b=2">this</a> and <a href="https://example.org/y">that</a>.</p>' +
      '<img src="/media/abc.png" width="600" height="300" srcset="/media/abc.png?w=480 480w" alt="Chart"><script>x()</script>',
    "https://acumen.example",
  );

  it("sanitizes, makes every URL absolute, keeps width and height, drops srcset, inlines styles", () => {
    expect(html).not.toContain("<script");
    expect(html).toContain('href="https://acumen.example/blog/x?a=1&amp;b=2"');
    expect(html).toMatch(
      /<img style="max-width:100%;height:auto;border:0"[^>]* src="https:\/\/acumen\.example\/media\/abc\.png"/,
    );
    expect(html).toContain('width="600"');
    expect(html).not.toContain("srcset");
    expect(html).toMatch(/<p style="margin:0 0 16px/);
  });

  it("lists its web links once each and rewrites them", () => {
    expect(linksOf(html)).toEqual(["https://acumen.example/blog/x?a=1&b=2", "https://example.org/y"]);
    const out = rewriteLinks(html, (url) =>
      url.includes("example.org") ? "https://r.example/c?d=1&e=2" : undefined,
    );
    expect(out).toContain('href="https://r.example/c?d=1&amp;e=2"');
    expect(out).toContain('href="https://acumen.example/blog/x?a=1&amp;b=2"');
  });
});
