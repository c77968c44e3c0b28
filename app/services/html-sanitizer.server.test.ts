import { describe, expect, it } from "vitest";
import { MAX_DATA_IMAGE_BYTES } from "~/utils/data-image";
import { sanitizePostHtml as clean } from "./html-sanitizer.server";

const b64 = (bytes: number) => "A".repeat(Math.ceil((bytes * 4) / 3 / 4) * 4);

describe("sanitizePostHtml", () => {
  it("keeps the formatting the editor produces", () => {
    const html =
      "<h2>Cash</h2><h3>Flow</h3><h4>Why</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br></p>" +
      '<ul><li><p>one</p></li></ul><ol start="3"><li>three</li></ol><blockquote><p>q</p></blockquote>' +
      "<pre><code>x = 1</code></pre><hr>";
    expect(clean(html)).toBe(html.replace("<br>", "<br />").replace("<hr>", "<hr />"));
  });

  it("removes script tags and their code", () => {
    expect(clean('<p>a</p><script>alert("x")</script><p>b</p>')).toBe("<p>a</p><p>b</p>");
    expect(clean("<p>a<SCRIPT src=//evil.example/x.js></SCRIPT></p>")).toBe("<p>a</p>");
  });

  it("removes event handlers such as onerror=", () => {
    const out = clean("<img src=x onerror=alert(1)><p onclick=\"alert(2)\" onmouseover='x'>t</p>");
    expect(out).toBe('<img loading="lazy" src="x" alt="" /><p>t</p>');
  });

  it("removes javascript: and other non-web links but keeps the text", () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toMatch(/script:/i);
    expect(clean('<a href="vbscript:x">x</a><a href="data:text/html,hi">y</a>')).toBe("<a>x</a><a>y</a>");
    expect(clean('<a href="https://example.com/a">ok</a>')).toBe('<a href="https://example.com/a">ok</a>');
    expect(clean('<a href="mailto:a@b.com">m</a>')).toBe('<a href="mailto:a@b.com">m</a>');
  });

  it("gives new-tab links rel=noopener noreferrer and drops other targets", () => {
    expect(clean('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it("removes iframes from every host, with their fallback text, and other embeds", () => {
    expect(clean('<p>a</p><iframe src="https://evil.example"></iframe>')).toBe("<p>a</p>");
    expect(clean('<iframe src="https://www.youtube.com/embed/x">fallback</iframe>')).toBe("");
    expect(
      clean('<object data="x.swf"></object><embed src="x"><form action="/x"><input name="a"></form>'),
    ).toBe("");
  });

  it("removes style, class and unknown attributes and style elements", () => {
    expect(
      clean('<p style="background:url(javascript:x)" class="c" id="i" data-x="1">t</p><style>p{}</style>'),
    ).toBe("<p>t</p>");
  });

  it("turns headings outside h2-h4 into the nearest allowed level", () => {
    expect(clean("<h1>a</h1><h6>b</h6>")).toBe("<h2>a</h2><h4>b</h4>");
  });

  it("keeps raster data images within the cap, lazily loaded, with numeric sizes only", () => {
    const src = `data:image/png;base64,${b64(300)}`;
    expect(clean(`<img src="${src}" alt="chart" width="640" height="abc">`)).toBe(
      `<img loading="lazy" src="${src}" alt="chart" width="640" />`,
    );
    expect(clean('<img src="https://img.example/a.webp" alt="a">')).toBe(
      '<img loading="lazy" src="https://img.example/a.webp" alt="a" />',
    );
  });

  it("drops data images over the size cap", () => {
    const big = `data:image/jpeg;base64,${b64(MAX_DATA_IMAGE_BYTES + 10)}`;
    expect(clean(`<p>a</p><img src="${big}" alt="big">`)).toBe("<p>a</p>");
  });

  it("drops svg and non-image data URLs as image sources", () => {
    expect(clean('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="s">')).toBe("");
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe("");
    expect(clean('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe("");
    expect(clean('<img src="javascript:alert(1)">')).toBe("");
  });

  it("escapes text so markup in it cannot become elements", () => {
    expect(clean("<p>1 &lt; 2 &amp; &lt;script&gt;</p>")).toBe("<p>1 &lt; 2 &amp; &lt;script&gt;</p>");
  });
});
