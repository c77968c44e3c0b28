/**
 * More than one admin (product.md §10.8): admins are listed; removing one ends their sessions at
 * once; not oneself.
 */
import { describe, expect, it } from "vitest";
import { callView, type ViewAnswer } from "../setup/view";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, createTestAdmin } from "../setup/admin-session";
import { isAdminGate } from "~/admin/gate";
import { isRouteErrorResponse } from "react-router";

setupTestDatabase();

type Page = ViewAnswer & {
  data: { admins: Array<{ id: number; email: string; sessions: number }>; me: number };
  action: { ok: boolean; error?: string };
};
const view = async (cookie: string, form?: Record<string, string>) => {
  const answer = await callView("/admin/admins", { cookie, form });
  if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
  return answer as Page;
};

describe("/admin/admins", () => {
  it("lists the admins; removing one ends their sessions at once; an admin cannot remove themselves", async () => {
    const owner = await adminCookie("owner@example.com");
    const assistant = await adminCookie("assistant@example.com");
    const page = await view(owner);
    expect(page.data.admins.map((a) => a.email)).toEqual(["owner@example.com", "assistant@example.com"]);
    const assistantId = await createTestAdmin("assistant@example.com");
    expect((await view(assistant)).status).toBe(200);

    expect((await view(owner, { intent: "remove", id: String(page.data.me) })).status).toBe(409);
    const removed = await view(owner, { intent: "remove", id: String(assistantId) });
    expect(removed.action).toEqual({ ok: true, intent: "remove" });
    expect(removed.data.admins.map((a) => a.email)).toEqual(["owner@example.com"]);
    // The assistant's session is gone: the next request meets the gate.
    const after = await view(assistant);
    expect(isRouteErrorResponse(after.error) && isAdminGate(after.error.data)).toBe(true);
    expect((await view(owner, { intent: "remove", id: String(assistantId) })).status).toBe(404);
  });
});
