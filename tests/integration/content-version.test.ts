import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { createPost, deletePost, setPublished, updatePost } from "~/features/blog/writes.server";
import { changeResource, insertResource, removeResource } from "~/features/resources/writes.server";
import { currentContentVersion } from "~/services/content-version.server";
import { blogPostSchema } from "~/features/blog/schema";
import { resourceSchema } from "~/features/resources/schema";
import { setupTestDatabase } from "../setup/db";

setupTestDatabase();

const post = blogPostSchema.parse({
  title: "Cash Flow Basics",
  slug: "cash-flow-basics",
  excerpt: "Why profit is not cash, and what to watch instead.",
  content: "<p>Receivables, inventory and timing.</p>",
  readTime: 6,
  category: "financial-intelligence",
  tags: ["cash"],
  published: true,
});
const resource = resourceSchema.parse({
  title: "Working Capital Playbook",
  description: "How cash moves through the business, and where it gets stuck.",
  category: "Financial Intelligence",
  type: "PDF",
  difficulty: "intermediate",
  format: "Guide",
  downloadUrl: "https://files.example.com/wc.pdf",
  tags: ["cash"],
  pages: 12,
  duration: "",
  featured: false,
  published: true,
});

/** The version as this process sees it right after a write (a write here is seen at once). */
const version = () => currentContentVersion();

describe("content version (what tells every instance's page cache to render anew)", () => {
  it("rises with every blog write, and not on a write that changed nothing", async () => {
    const v0 = await version();
    const created = await createPost(post);
    if (!("post" in created)) throw new Error("create failed");
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await updatePost(created.post.id, { ...post, title: "Cash Flow, Revisited" });
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await setPublished(created.post.id, false);
    const v3 = await version();
    expect(v3).toBeGreaterThan(v2);
    await deletePost(created.post.id);
    const v4 = await version();
    expect(v4).toBeGreaterThan(v3);
    // Unknown ids: nothing written, nothing to render anew.
    await updatePost(999_999, post);
    await setPublished(999_999, true);
    await deletePost(999_999);
    expect(await version()).toBe(v4);
  });

  it("rises with every resource write", async () => {
    const v0 = await version();
    const row = await insertResource(resource);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await changeResource(row.id, { ...resource, title: "Working Capital, Revisited" });
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await changeResource(row.id, { published: false });
    const v3 = await version();
    expect(v3).toBeGreaterThan(v2);
    await removeResource(row.id);
    const v4 = await version();
    expect(v4).toBeGreaterThan(v3);
    await removeResource(row.id);
    expect(await version()).toBe(v4);
  });

  it("is read from the database at most once a second (a write by another instance shows within a second)", async () => {
    const t = Date.now() + 10_000;
    const before = await currentContentVersion(t);
    // Another instance's write: only the database knows.
    await db().execute(sql`update content_version set version = version + 1 where id = 1`);
    expect(await currentContentVersion(t + 500)).toBe(before);
    expect(await currentContentVersion(t + 1_000)).toBe(before + 1);
  });
});
