import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterIssues, newsletterSubscribers, people } from "~/db/schema";
import { adminCookie } from "../setup/admin-session";
import { setupTestDatabase } from "../setup/db";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

async function subscriber(email: string, state: string) {
  const [p] = await db()
    .insert(people)
    .values({ email, sources: ["newsletter"], status: "closed" })
    .returning();
  const [s] = await db().insert(newsletterSubscribers).values({ email, personId: p.id, state }).returning();
  return s;
}

const view = async (path: string, form?: Record<string, string>) =>
  (await callView(path, { cookie, form })) as ViewAnswer;

describe("Admin → Newsletter views", () => {
  it("shows each state's count, filters by state, suppresses and restores by hand", async () => {
    const s = await subscriber("v1@example.com", "confirmed");
    await subscriber("v2@example.com", "pending");
    const page = await view("/admin/newsletter?state=pending");
    const loaded = page.data as { counts: Record<string, number>; list: { rows: { email: string }[] } };
    expect(loaded.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0, suppressed: 0 });
    expect(loaded.list.rows.map((r) => r.email)).toEqual(["v2@example.com"]);
    expect((await view("/admin/newsletter?state=nope")).status).toBe(400);

    const suppressed = await view("/admin/newsletter", {
      intent: "suppress",
      id: String(s.id),
      suppressed: "true",
    });
    expect(suppressed.action).toEqual({ ok: true, intent: "suppress", state: "suppressed" });
    const restored = await view("/admin/newsletter", {
      intent: "suppress",
      id: String(s.id),
      suppressed: "false",
    });
    expect(restored.action).toEqual({ ok: true, intent: "suppress", state: "confirmed" });
    // Restoring an address that is not suppressed is refused.
    const again = await view("/admin/newsletter", {
      intent: "suppress",
      id: String(s.id),
      suppressed: "false",
    });
    expect(again.status).toBe(404);
    const bad = await view("/admin/newsletter", { intent: "suppress", id: "x", suppressed: "true" });
    expect(bad.status).toBe(400);
  });

  it("creates an issue, narrows its audience by person status, refuses edits once sending", async () => {
    await subscriber("closed-reader@example.com", "confirmed");
    const created = (await callView("/admin/newsletter/issues", {
      cookie,
      form: { intent: "create", subject: "From the view" },
    })) as Response;
    expect(created.status).toBe(302);
    const path = created.headers.get("location")!;
    expect(path).toMatch(/^\/admin\/newsletter\/issues\/\d+$/);
    const id = Number(path.split("/").pop());

    const saved = await view(path, {
      intent: "save",
      subject: "From the view",
      preheader: "Short",
      html: "<p>Body</p>",
      personStatuses: "lead",
    });
    expect(saved.action).toMatchObject({ ok: true, intent: "save", personStatuses: ["lead"] });
    const page = await view(path);
    expect((page.data as { audience: number }).audience).toBe(0);
    expect((page.data as { preview: string }).preview).toContain("Body");

    const badTime = await view(path, { intent: "send", sendAt: "tomorrow" });
    expect(badTime.status).toBe(400);
    const sent = await view(path, { intent: "send", sendAt: "" });
    expect(sent.action).toMatchObject({ ok: true, intent: "send", status: "sending" });
    const [issue] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(issue).toMatchObject({ status: "sending", recipients: 0 });
    const edit = await view(path, { intent: "save", subject: "Changed" });
    expect(edit.status).toBe(409);
  });
});
