/**
 * The Security view (product.md §10.8) through the real /admin guard: the authenticator's setup (secret
 * shown on the post that starts it, on only after a code), recovery codes, and the admin's sessions
 * (device, address; end one or all others, never another admin's).
 */
import { isRefused } from "~/utils/refusal";
import { describe, expect, it } from "vitest";
import { generateTOTP } from "@epic-web/totp";
import { callView, type ViewAnswer } from "../setup/view";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, cookiePair, createTestAdmin } from "../setup/admin-session";
import { createAdminSession } from "~/services/session.server";
import { finishPasskeyRegistration, startPasskeyRegistration } from "~/features/security/passkeys.server";
import { SoftAuthenticator } from "../setup/soft-authenticator";

setupTestDatabase();

const view = async (form?: Record<string, string>, cookie?: string) => {
  const answer = await callView("/admin/security", { cookie, form });
  if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
  return answer as ViewAnswer & {
    data: {
      factors: {
        totp: string;
        recoveryCodesLeft: number;
        passkeys: Array<{ id: string; name: string; lastUsedAt: unknown }>;
      };
      passkeysAvailable: boolean;
      sessions: { rows: Array<{ id: string; current: boolean; device: string | null }>; total: number };
    };
    action: {
      ok: boolean;
      error?: string;
      totpSetup?: { secret: string; qrSvg: string };
      recoveryCodes?: string[];
    };
  };
};

describe("/admin/security", () => {
  it("sets up the authenticator: QR and secret once, on only after a right code, then recovery codes", async () => {
    const cookie = await adminCookie("security-1@example.com");
    expect((await view(undefined, cookie)).data.factors.totp).toBe("off");
    const started = await view({ intent: "totp-start" }, cookie);
    const setup = started.action.totpSetup!;
    expect(setup.qrSvg).toMatch(/^<svg/);
    expect(started.data.factors.totp).toBe("pending");
    // The page read again does not show the secret.
    expect(JSON.stringify((await view(undefined, cookie)).data)).not.toContain(setup.secret);
    const wrong = await view({ intent: "totp-confirm", code: "000000" }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.action.error).toMatch(/not valid/);
    const { otp } = await generateTOTP({ secret: setup.secret, period: 30, digits: 6, algorithm: "SHA-1" });
    const on = await view({ intent: "totp-confirm", code: otp }, cookie);
    expect(on.action.recoveryCodes).toHaveLength(10);
    expect(on.data.factors).toMatchObject({ totp: "on", recoveryCodesLeft: 10 });
  });

  it("lists the admin's own sessions and ends one, or all others, not another admin's", async () => {
    const email = "security-2@example.com";
    const id = await createTestAdmin(email);
    const mine = cookiePair(
      await createAdminSession(
        new Request("http://localhost/", {
          headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" },
        }),
        id,
        "203.0.113.50",
      ),
    );
    await createAdminSession(new Request("http://localhost/"), id, "203.0.113.51");
    await createAdminSession(new Request("http://localhost/"), id, "203.0.113.52");
    const otherAdmin = await adminCookie("security-3@example.com");
    const page = await view(undefined, mine);
    expect(page.data.sessions.rows).toHaveLength(3);
    const current = page.data.sessions.rows.find((s) => s.current)!;
    expect(current.device).toContain("Chrome");
    const another = page.data.sessions.rows.find((s) => !s.current)!;
    // Another admin cannot end it.
    expect((await view({ intent: "end-session", id: another.id }, otherAdmin)).status).toBe(404);
    expect((await view({ intent: "end-session", id: current.id }, mine)).status).toBe(404);
    const ended = await view({ intent: "end-session", id: another.id }, mine);
    expect(ended.action.ok).toBe(true);
    expect(ended.data.sessions.rows).toHaveLength(2);
    const all = await view({ intent: "end-others" }, mine);
    expect(all.data.sessions.rows.map((s) => s.current)).toEqual([true]);
    expect((await view(undefined, otherAdmin)).data.sessions.rows).toHaveLength(1);
  });

  it("lists the admin's passkeys (name, added, last used) and removes one, never another admin's", async () => {
    const email = "security-4@example.com";
    const cookie = await adminCookie(email);
    const id = await createTestAdmin(email);
    const started = await startPasskeyRegistration(id, email);
    if (isRefused(started)) throw new Error("passkeys unavailable");
    const key = new SoftAuthenticator();
    const origin = new URL(process.env.SITE_URL!).origin;
    const stored = await finishPasskeyRegistration(
      id,
      key.register(started.options, origin) as never,
      "Desk key",
    );
    expect(stored).toMatchObject({ recoveryCodes: expect.any(Array) });
    const page = await view(undefined, cookie);
    expect(page.data.passkeysAvailable).toBe(true);
    expect(page.data.factors.passkeys).toEqual([
      expect.objectContaining({ id: key.id, name: "Desk key", lastUsedAt: null }),
    ]);
    expect(page.data.factors.recoveryCodesLeft).toBe(10);
    const otherAdmin = await adminCookie("security-5@example.com");
    expect((await view({ intent: "passkey-remove", id: key.id }, otherAdmin)).status).toBe(404);
    expect((await view({ intent: "passkey-remove" }, cookie)).status).toBe(400);
    const removed = await view({ intent: "passkey-remove", id: key.id }, cookie);
    expect(removed.action.ok).toBe(true);
    expect(removed.data.factors.passkeys).toEqual([]);
    expect((await view({ intent: "passkey-remove", id: key.id }, cookie)).status).toBe(404);
  });
});
