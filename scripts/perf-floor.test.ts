import { describe, expect, it } from "vitest";
import { floorHeaders, withoutScripts } from "./perf-floor";

describe("the perf floor", () => {
  it("keeps the page but its scripts and module preloads", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="x"/><style>p{}</style>' +
      '<link rel="stylesheet" href="/assets/b.css"/></head><body><p>Hi</p>' +
      '<script nonce="x">window.__ctx={"a":"</p>"}</script><script type="module" async="">import "/x.js"</script>' +
      '<script type="application/ld+json">{}</script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><style>p{}</style><link rel="stylesheet" href="/assets/b.css"/></head><body><p>Hi</p></body>',
    );
  });

  it("answers with the page's own headers, but its body's encoding and length", () => {
    const site = new Headers({
      "content-type": "text/html; charset=utf-8",
      "cross-origin-opener-policy": "same-origin",
      "content-security-policy": "default-src 'self'",
      "content-encoding": "br",
      "content-length": "9999",
      "transfer-encoding": "chunked",
      date: "Thu, 26 Nov 2026 04:00:00 GMT",
      connection: "keep-alive",
    });
    expect(floorHeaders(site, 1234)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cross-origin-opener-policy": "same-origin",
      "content-security-policy": "default-src 'self'",
      "content-encoding": "gzip",
      "content-length": "1234",
    });
  });
});
