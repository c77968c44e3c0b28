import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { edgeApi } from "../app/edge-api.server";
import { getPublishedBySlug } from "../app/features/blog/posts.server";
import { prepareDatabase } from "../server/database";
import { PERF_POST_PATH, seedPerfPost } from "./perf-post";

const dir = mkdtempSync(path.join(os.tmpdir(), "perf-post-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the post npm run perf measures", () => {
  // As perf.ts does: a fresh PGlite directory, seeded and closed, then opened again (by the site there).
  it("is published on a fresh PGlite directory, a post of realistic length the blog finds", async () => {
    const url = path.join(dir, "db");
    await seedPerfPost(url);
    const conn = await prepareDatabase(edgeApi, url);
    try {
      const found = await getPublishedBySlug(PERF_POST_PATH.replace(/^\/blog\//, ""));
      expect(found && "post" in found).toBe(true);
      const { post } = found as { post: { content: string; excerpt: string; title: string } };
      // What the sanitizer kept: the headings, both lists and the quotation, about 900 words.
      expect(post.content.match(/<h2>/g)).toHaveLength(5);
      for (const tag of ["<ul>", "<ol>", "<blockquote>", "<strong>"]) expect(post.content).toContain(tag);
      const words = post.content
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThan(850);
      expect(words).toBeLessThan(1100);
      expect(post.title).not.toBe("");
      expect(post.excerpt).not.toBe("");
    } finally {
      await conn.close();
    }
  }, 120_000);
});
