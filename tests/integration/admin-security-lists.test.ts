/**
 * The security views' lists and writes at their edges (docs/conventions.md): the admin's sessions and
 * the audit trail are paged on the server (page, pageSize in the URL; a bad one is a 400 said in the
 * view), and the writes shared with the JSON API refuse bad posts with 4xx, never 500.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { createAdminSession } from "~/services/session.server";
import { callView, type ViewAnswer } from "../setup/view";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, cookiePair, createTestAdmin } from "../setup/admin-session";

setupTestDatabase();

type Page<R> = { rows: R[]; total: number; page: number; pageSize: number; error: string | null };
const view = async (path: string, cookie: string, form?: Record<string, string>) => {
  const answer = await callView(path, { cookie, form });
  if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
  return answer as ViewAnswer & { action: { ok: boolean; error?: string } };
};

describe("/admin/security's sessions", () => {
  it("are paged on the server, the current one marked; a bad page size is a 400 the view says", async () => {
    const email = "paging@example.com";
    const id = await createTestAdmin(email);
    const mine = cookiePair(await createAdminSession(new Request("http://localhost/"), id, "203.0.113.60"));
    for (let i = 0; i < 4; i++)
      await createAdminSession(new Request("http://localhost/"), id, `203.0.113.6${i + 1}`);

    const first = (await view("/admin/security?pageSize=2", mine)).data as { sessions: Page<{ id: string }> };
    expect(first.sessions).toMatchObject({ total: 5, page: 1, pageSize: 2, error: null });
    expect(first.sessions.rows).toHaveLength(2);
    const third = (await view("/admin/security?pageSize=2&page=3", mine)).data as {
      sessions: Page<{ id: string }>;
    };
    expect(third.sessions.rows).toHaveLength(1);
    const seen = new Set([...first.sessions.rows, ...third.sessions.rows].map((s) => s.id));
    expect(seen.size).toBe(3);

    const bad = await view("/admin/security?pageSize=500", mine);
    expect(bad.status).toBe(400);
    expect((bad.data as { sessions: Page<unknown> }).sessions.error).toMatch(/Page size must be at most 100/);
  });

  it("refuses a post naming no session or another's with 404, and an unknown intent with 400", async () => {
    const cookie = await adminCookie("posts@example.com");
    expect((await view("/admin/security", cookie, { intent: "end-session" })).status).toBe(404);
    expect(
      (await view("/admin/security", cookie, { intent: "end-session", id: "x".repeat(101) })).status,
    ).toBe(404);
    expect((await view("/admin/security", cookie, { intent: "nope" })).status).toBe(400);
    const code = await view("/admin/security", cookie, { intent: "totp-off", code: "12" });
    expect(code.status).toBe(400);
    expect(code.action.error).toBe("Enter the 6-digit code from your authenticator app");
    // No factor yet: no recovery codes to renew (the JSON API's 409 and words).
    const renew = await view("/admin/security", cookie, { intent: "recovery-renew" });
    expect(renew.status).toBe(409);
    expect(renew.action.error).toBe("Turn on an authenticator app or add a passkey first.");
  });
});

describe("/admin/audit", () => {
  it("is paged and filtered on the server; bad filters are a 400 the view says", async () => {
    const cookie = await adminCookie("auditor@example.com");
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          at: new Date(Date.UTC(2026, 0, 10 + i, 12)),
          actorAdminId: null,
          actorEmail: "someone@example.com",
          action: `paging.test-${i}`,
        })),
      );
    type Entries = { list: Page<{ action: string }> };
    const first = (await view("/admin/audit?action=paging.test&pageSize=2", cookie)).data as Entries;
    expect(first.list).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.list.rows.map((r) => r.action)).toEqual(["paging.test-4", "paging.test-3"]);
    const last = (await view("/admin/audit?action=paging.test&pageSize=2&page=3", cookie)).data as Entries;
    expect(last.list.rows.map((r) => r.action)).toEqual(["paging.test-0"]);
    const days = (await view("/admin/audit?action=paging.test&from=2026-01-11&to=2026-01-12", cookie))
      .data as Entries;
    expect(days.list.total).toBe(2);

    const bad = await view("/admin/audit?from=2026-02-01&to=2026-01-01", cookie);
    expect(bad.status).toBe(400);
    expect((bad.data as Entries).list.error).toBe("From must not be after To");
  });
});

describe("/admin/admins and /admin/backups posts", () => {
  it("refuse bad ids and unknown intents with 4xx, never 500", async () => {
    const cookie = await adminCookie("poster@example.com");
    expect((await view("/admin/admins", cookie, { intent: "remove", id: "abc" })).status).toBe(404);
    expect((await view("/admin/admins", cookie, { intent: "remove" })).status).toBe(404);
    const empty = await view("/admin/admins", cookie, { intent: "invite", email: "" });
    expect(empty.status).toBe(400);
    expect((await view("/admin/admins", cookie, { intent: "what" })).status).toBe(400);
    expect((await view("/admin/backups", cookie, { intent: "what" })).status).toBe(400);
  });
});
