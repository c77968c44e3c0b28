import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { resources } from "~/db/schema";
import * as list from "~/routes/api/admin/resources";
import * as one from "~/routes/api/admin/resources.$id";
import * as publish from "~/routes/api/admin/resources.$id.publish";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

const valid = {
  title: "Working Capital Playbook",
  description: "How cash moves through the business, and where it gets stuck.",
  category: "Financial Intelligence",
  type: "PDF",
  difficulty: "intermediate",
  format: "Guide",
  downloadUrl: "https://files.example.com/wc.pdf",
  tags: [" cash ", "working capital", "Cash", ""],
  pages: 12,
  duration: "",
  featured: true,
  published: false,
  iconName: "BookOpen",
};

const create = (body: unknown) =>
  callRoute(list, { method: "POST", path: "/api/admin/resources", body, headers: { cookie } });
const count = async () => (await db().select({ id: resources.id }).from(resources)).length;
const byId = async (id: number) => (await db().select().from(resources).where(eq(resources.id, id)))[0];

describe("admin resources", () => {
  it("lists every resource, the seeded library included, published or not", async () => {
    await create({ ...valid, title: "Hidden draft", published: false });
    const res = await callRoute(list, { path: "/api/admin/resources", headers: { cookie } });
    expect(res.status).toBe(200);
    const rows = await res.json();
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(rows.map((r: { title: string }) => r.title)).toContain("Hidden draft");
    expect(rows[0].title).toBe("Hidden draft");
  });

  it("creates a resource with cleaned values", async () => {
    const res = await create(valid);
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({
      title: "Working Capital Playbook",
      tags: ["cash", "working capital"],
      duration: null,
      pages: 12,
      featured: true,
      published: false,
      iconName: "BookOpen",
    });
    expect(await byId(row.id)).toMatchObject({
      title: "Working Capital Playbook",
      downloadUrl: "https://files.example.com/wc.pdf",
    });
  });

  it("fills the defaults of product.md §3 and stores an empty download URL as null", async () => {
    const {
      featured: _f,
      published: _p,
      iconName: _i,
      tags: _t,
      pages: _pg,
      duration: _d,
      ...minimal
    } = valid;
    const res = await create({ ...minimal, downloadUrl: "" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      featured: false,
      published: true,
      iconName: "FileText",
      tags: [],
      pages: null,
      downloadUrl: null,
    });
  });

  it.each([
    ["a missing title", { title: undefined }, "title"],
    ["a blank title", { title: "   " }, "title"],
    ["a missing description", { description: undefined }, "description"],
    ["an unknown category", { category: "Cooking" }, "category"],
    ["an unknown type", { type: "Zip" }, "type"],
    ["an unknown difficulty", { difficulty: "expert" }, "difficulty"],
    ["a missing format", { format: "" }, "format"],
    ["a javascript: download URL", { downloadUrl: "javascript:alert(1)" }, "downloadUrl"],
    ["a relative download URL", { downloadUrl: "/files/x.pdf" }, "downloadUrl"],
    ["tags that are not a list", { tags: "a,b" }, "tags"],
    ["pages that are not whole", { pages: 2.5 }, "pages"],
    ["pages below 1", { pages: 0 }, "pages"],
    ["pages as text", { pages: "12" }, "pages"],
    ["featured as text", { featured: "yes" }, "featured"],
    ["an unknown icon", { iconName: "Skull" }, "iconName"],
    ["a title too long", { title: "x".repeat(201) }, "title"],
  ])("refuses %s with a 400 naming the field and stores nothing", async (_name, patch, field) => {
    const before = await count();
    const res = await create({ ...valid, ...patch });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(field);
    expect(await count()).toBe(before);
  });

  it("replaces a resource with PUT", async () => {
    const { id } = await (await create(valid)).json();
    const res = await callRoute(one, {
      method: "PUT",
      path: `/api/admin/resources/${id}`,
      body: { ...valid, title: "Renamed", tags: ["x"], pages: null, downloadUrl: null },
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const row = await byId(id);
    expect(row).toMatchObject({ title: "Renamed", tags: ["x"], pages: null, downloadUrl: null });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it("refuses an invalid PUT and leaves the row as it was", async () => {
    const { id } = await (await create(valid)).json();
    const res = await callRoute(one, {
      method: "PUT",
      path: `/api/admin/resources/${id}`,
      body: { ...valid, title: "" },
      headers: { cookie },
    });
    expect(res.status).toBe(400);
    expect((await byId(id)).title).toBe(valid.title);
  });

  it("publishes and unpublishes", async () => {
    const { id } = await (await create(valid)).json();
    const patch = (body: unknown) =>
      callRoute(publish, {
        method: "PATCH",
        path: `/api/admin/resources/${id}/publish`,
        body,
        headers: { cookie },
      });
    expect((await patch({ published: true })).status).toBe(200);
    expect((await byId(id)).published).toBe(true);
    expect((await patch({ published: false })).status).toBe(200);
    expect((await byId(id)).published).toBe(false);
    const bad = await patch({ published: "yes" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("published");
  });

  it("deletes a resource, then answers 404 for it", async () => {
    const { id } = await (await create(valid)).json();
    const del = () =>
      callRoute(one, {
        method: "DELETE",
        path: `/api/admin/resources/${id}`,
        headers: { cookie },
      });
    expect((await del()).status).toBe(200);
    expect(await byId(id)).toBeUndefined();
    expect((await del()).status).toBe(404);
  });

  it.each(["999999", "abc", "-1", "0", "1.5", "99999999999999"])("answers 404 for the id %s", async (id) => {
    const put = await callRoute(one, {
      method: "PUT",
      path: `/api/admin/resources/${id}`,
      body: valid,
      headers: { cookie },
    });
    expect(put.status).toBe(404);
    const patch = await callRoute(publish, {
      method: "PATCH",
      path: `/api/admin/resources/${id}/publish`,
      body: { published: true },
      headers: { cookie },
    });
    expect(patch.status).toBe(404);
  });

  it("refuses every write without a session and stores nothing", async () => {
    const before = await count();
    expect(
      (await callRoute(list, { method: "POST", path: "/api/admin/resources", body: valid })).status,
    ).toBe(401);
    expect((await callRoute(one, { method: "DELETE", path: "/api/admin/resources/1" })).status).toBe(401);
    expect(await count()).toBe(before);
  });
});
