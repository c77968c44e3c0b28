import { describe, expect, it } from "vitest";
import { MAX_DATA_IMAGE_BYTES } from "~/utils/data-image";
import { blogPostSchema, postFromForm } from "./schema";
import { parseForm, withFormReader } from "~/schemas/parse-form";

const valid = {
  title: "Reading a P&L",
  slug: "reading-a-pl",
  excerpt: "What the lines mean.",
  content: "<p>Hello</p>",
  readTime: 7,
  category: "strategy",
};

const issues = (input: Record<string, unknown>) => {
  const r = blogPostSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

/** A base64 payload that decodes to `bytes` bytes. */
const payload = (bytes: number) => "A".repeat(Math.ceil((bytes * 4) / 3 / 4) * 4);

describe("blogPostSchema (product.md §5 Blog editor)", () => {
  it("accepts a complete post and fills the defaults", () => {
    const r = blogPostSchema.parse(valid);
    expect(r).toMatchObject({
      published: true,
      tags: [],
      imageUrl: null,
      altText: null,
      seoTitle: null,
      seoDescription: null,
    });
  });

  it.each(["title", "slug", "excerpt", "readTime"])("requires %s", (field) => {
    const input: Record<string, unknown> = { ...valid };
    delete input[field];
    expect(Object.keys(issues(input))).toEqual([field]);
  });

  it("requires non-blank title and excerpt", () => {
    expect(Object.keys(issues({ ...valid, title: "   ", excerpt: "" })).sort()).toEqual(["excerpt", "title"]);
  });

  it.each([
    ["Has Upper", false],
    ["with space", false],
    ["double--hyphen", false],
    ["-edge", false],
    ["ok-slug-2", true],
  ])("slug %j valid: %s", (slug, ok) => {
    expect(issues({ ...valid, slug }).slug === undefined).toBe(ok);
  });

  it.each([
    [5, 5],
    ["12", 12],
  ])("readTime %j becomes %j", (readTime, out) => {
    expect(blogPostSchema.parse({ ...valid, readTime }).readTime).toBe(out);
  });

  it.each([0, -2, "abc", "", null, 2.5, "3 min"])(
    "refuses readTime %j (non-numeric becomes 0)",
    (readTime) => {
      expect(issues({ ...valid, readTime }).readTime).toBeDefined();
    },
  );

  it("refuses an unknown category", () => {
    expect(issues({ ...valid, category: "finance" }).category).toBe("Choose one of the four categories");
  });

  it("trims tags, drops empty ones and keeps each once", () => {
    expect(blogPostSchema.parse({ ...valid, tags: [" cash ", "", "  ", "cash", "EBIT"] }).tags).toEqual([
      "cash",
      "EBIT",
    ]);
  });

  it("stores an empty image URL as null and accepts http(s) and raster data images", () => {
    expect(blogPostSchema.parse({ ...valid, imageUrl: "" }).imageUrl).toBeNull();
    expect(blogPostSchema.parse({ ...valid, imageUrl: "https://img.example/a.png" }).imageUrl).toBe(
      "https://img.example/a.png",
    );
    const png = `data:image/png;base64,${payload(100)}`;
    expect(blogPostSchema.parse({ ...valid, imageUrl: png }).imageUrl).toBe(png);
  });

  it.each([
    "javascript:alert(1)",
    "ftp://example.com/a.png",
    "/relative.png",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:text/html;base64,PGI+",
  ])("refuses image URL %j", (imageUrl) => {
    expect(issues({ ...valid, imageUrl }).imageUrl).toBeDefined();
  });

  it("refuses a data image over the size cap, as the featured image and inside the content", () => {
    const big = `data:image/jpeg;base64,${payload(MAX_DATA_IMAGE_BYTES + 1024)}`;
    expect(issues({ ...valid, imageUrl: big }).imageUrl).toMatch(/at most 1.5 MB/);
    expect(issues({ ...valid, content: `<p>x</p><img src="${big}">` }).content).toMatch(/at most 1.5 MB/);
    const ok = `data:image/jpeg;base64,${payload(MAX_DATA_IMAGE_BYTES - 1024)}`;
    expect(issues({ ...valid, content: `<img src="${ok}">` })).toEqual({});
  });

  it("limits the SEO title to 60 and the SEO description to 160 characters; empty means none", () => {
    expect(issues({ ...valid, seoTitle: "x".repeat(60), seoDescription: "y".repeat(160) })).toEqual({});
    const bad = issues({ ...valid, seoTitle: "x".repeat(61), seoDescription: "y".repeat(161) });
    expect(bad.seoTitle).toMatch(/60/);
    expect(bad.seoDescription).toMatch(/160/);
    expect(blogPostSchema.parse({ ...valid, seoTitle: "  " }).seoTitle).toBeNull();
  });

  it("requires published to be a boolean when sent", () => {
    expect(issues({ ...valid, published: "yes" }).published).toBeDefined();
    expect(blogPostSchema.parse({ ...valid, published: false }).published).toBe(false);
  });
});

/** The editor's fields as the browser sends them (every value text, one entry per tag). */
function formData(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

describe("postFromForm (the editor's form, read by blogPostSchema)", () => {
  const fields = {
    title: "Reading a P&L",
    slug: "reading-a-pl",
    excerpt: "What the lines mean.",
    content: "<p>Hello</p>",
    readTime: "7",
    category: "strategy",
    imageUrl: "",
    altText: "",
    seoTitle: "",
    seoDescription: "",
    publishMode: "now",
  };
  const read = (extra: Record<string, string | string[]>) =>
    parseForm(formData({ ...fields, ...extra }), withFormReader(blogPostSchema, postFromForm));
  const errors = (extra: Record<string, string | string[]>) => {
    const submission = read(extra);
    return submission.status === "error" ? submission.error : {};
  };

  it("gives what the API accepts: the publishing choice becomes published, tags a list", () => {
    const now = read({ tags: "cash" });
    expect(now.status === "success" && now.value).toEqual(
      blogPostSchema.parse({ ...valid, tags: ["cash"], published: true, publishAt: null }),
    );
    const draft = read({ publishMode: "draft", tags: ["cash", "EBIT"], publishAt: "2099-01-01T09:00" });
    expect(draft.status === "success" && draft.value).toMatchObject({
      published: false,
      publishAt: null,
      tags: ["cash", "EBIT"],
    });
  });

  it("reads a scheduled time in the site's time zone, and requires one when scheduled", () => {
    const scheduled = read({ publishMode: "schedule", publishAt: "2099-01-01T09:00" });
    expect(scheduled.status === "success" && scheduled.value.publishAt?.toISOString()).toBe(
      "2099-01-01T17:00:00.000Z",
    );
    expect(errors({ publishMode: "schedule", publishAt: "" })).toEqual({
      publishAt: ["Choose when to publish"],
    });
  });

  it("gives each field product.md's message, all at once", () => {
    expect(errors({ title: "", slug: "Bad Slug", readTime: "0", publishMode: "schedule" })).toEqual({
      title: ["Title is required"],
      slug: ["Slug may contain only lowercase letters, digits and single hyphens"],
      readTime: ["Read time must be at least 1 minute"],
      publishAt: ["Choose when to publish"],
    });
  });
});
