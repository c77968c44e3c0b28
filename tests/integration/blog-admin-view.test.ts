import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "../setup/admin-session";
import { setupTestDatabase } from "../setup/db";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

const view = async (path: string, form?: Record<string, string>) =>
  (await callView(path, { cookie, form })) as ViewAnswer;
const post = (form: Record<string, string>) => view("/admin/blog-posts", form);

/** The editor's fields as its form posts them (all text; the publishing choice as publishMode). */
const fields = (extra: Record<string, string> = {}) => ({
  title: "Reading a Cash Flow Statement",
  slug: "view-cash-flow",
  excerpt: "What the three sections say.",
  content: "<p>Operating, investing, financing.</p>",
  readTime: "6",
  category: "strategy",
  tags: "cash",
  imageUrl: "",
  altText: "",
  seoTitle: "",
  seoDescription: "",
  publishMode: "now",
  publishAt: "",
  ...extra,
});

type Answer = {
  ok: boolean;
  intent?: string;
  error?: string;
  id?: number;
  title?: string;
  published?: boolean;
  result?: { error?: Record<string, string[] | null> };
};
const answer = (a: ViewAnswer) => a.action as Answer;

describe("Admin → Blog Posts view (the editor's and the list's writes, by intent)", () => {
  it("creates through the editor's form, with the schema's messages and the slug refusal at their fields", async () => {
    const scheduledNoTime = await post({
      intent: "create",
      ...fields({ publishMode: "schedule", title: "" }),
    });
    expect(scheduledNoTime.status).toBe(400);
    expect(answer(scheduledNoTime).result?.error).toMatchObject({
      title: ["Title is required"],
      publishAt: ["Choose when to publish"],
    });

    const created = await post({ intent: "create", ...fields() });
    expect(created.status).toBe(200);
    expect(answer(created)).toMatchObject({
      ok: true,
      intent: "create",
      title: fields().title,
      published: true,
    });

    const taken = await post({ intent: "create", ...fields({ title: "Another" }) });
    expect(taken.status).toBe(409);
    expect(answer(taken).error).toBe("A post with this slug already exists.");
    expect(answer(taken).result?.error?.slug).toEqual(["A post with this slug already exists."]);
  });

  it("updates, publishes, restores and deletes a post; unknown ones are 404", async () => {
    const created = answer(await post({ intent: "create", ...fields({ slug: "view-lifecycle" }) }));
    const id = String(created.id);

    const updated = await post({
      intent: "update",
      id,
      ...fields({ slug: "view-lifecycle", title: "Renamed" }),
    });
    expect(answer(updated)).toMatchObject({ ok: true, intent: "update", title: "Renamed" });
    expect((await post({ intent: "update", id: "x", ...fields() })).status).toBe(404);
    expect((await post({ intent: "update", id: "999999", ...fields({ slug: "free-slug" }) })).status).toBe(
      404,
    );

    const unpublished = await post({ intent: "publish", id, published: "false" });
    expect(answer(unpublished)).toMatchObject({ ok: true, published: false });
    expect((await post({ intent: "publish", id, published: "maybe" })).status).toBe(400);
    expect((await post({ intent: "publish", id: "999999", published: "true" })).status).toBe(404);

    const editor = (await view(`/admin/blog-posts?post=${id}`)).data as {
      editor: { post: { title: string }; revisions: { id: number; title: string }[] };
    };
    expect(editor.editor.post.title).toBe("Renamed");
    const [revision] = editor.editor.revisions;
    expect(revision.title).toBe(fields().title);
    const restored = await post({ intent: "restore", id, revisionId: String(revision.id) });
    expect(answer(restored)).toMatchObject({
      ok: true,
      intent: "restore",
      title: fields().title,
      published: false,
    });
    const noRevision = await post({ intent: "restore", id, revisionId: "999999" });
    expect(noRevision.status).toBe(404);
    expect(answer(noRevision).error).toBe("Revision not found.");

    expect(answer(await post({ intent: "delete", id }))).toMatchObject({ ok: true, intent: "delete" });
    const again = await post({ intent: "delete", id });
    expect(again.status).toBe(404);
    expect(answer(again).error).toBe("Blog post not found.");
    expect((await view(`/admin/blog-posts?post=${id}`)).status).toBe(404);
    expect((await post({ intent: "nonsense" })).status).toBe(400);
  });

  it("pages and filters the list on the server, and refuses a bad query with 400", async () => {
    for (const n of [1, 2, 3])
      await post({
        intent: "create",
        ...fields({ slug: `view-paged-${n}`, title: `Paged ${n}`, publishMode: "draft" }),
      });
    const page = (await view("/admin/blog-posts?status=draft&q=paged&pageSize=2&page=2")).data as {
      list: { rows: { title: string }[]; total: number };
    };
    expect(page.list.total).toBe(3);
    expect(page.list.rows.map((r) => r.title)).toEqual(["Paged 1"]);
    expect((await view("/admin/blog-posts?status=nope")).status).toBe(400);
  });
});
