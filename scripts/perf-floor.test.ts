import { describe, expect, it } from "vitest";
import { withoutScripts } from "./perf-floor";

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
});
