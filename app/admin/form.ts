import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useRevalidator } from "react-router";
import type { FormActionData } from "~/forms/form-action-data";

/** What the admin layout's posts (login, owner setup, logout) answer. */
export type AdminFormData = FormActionData & {
  /** The e-mail is past its free login attempts: the form asks for the captcha from now on. */
  captchaRequired?: boolean;
  /** (product.md §10.8) the password was right and a second step follows (no session yet). */
  secondStep?: boolean;
  /** The authenticator's setup during a required second step: shown this once. */
  totpSetup?: { secret: string; qrSvg: string; otpauthUrl: string };
  /** The recovery codes of a factor just turned on: shown this once. */
  recoveryCodes?: string[];
};

const isRedirect = (thrown: unknown) =>
  thrown instanceof Response && thrown.status >= 300 && thrown.status < 400;

/**
 * The admin layout's clientAction. A successful post redirects back to the page it came from, which
 * a post made before hydration needs (Post/Redirect/Get); once hydrated the page is already there,
 * so the redirect is read as "done": the form's fetcher gets `ok` (for its toast) and the loaders
 * revalidate in place with the new session. A failed request (offline, a 5xx) answers "unavailable"
 * rather than giving way to the error screen, as public forms do (./submit-form.ts).
 */
export async function submitAdminForm(serverAction: () => Promise<AdminFormData>): Promise<AdminFormData> {
  try {
    return await serverAction();
  } catch (thrown) {
    if (isRedirect(thrown)) return { ok: true, result: { status: "success" } };
    console.error("The form could not be sent", thrown);
    return { ok: false, unavailable: true, result: { status: "error" } };
  }
}

/**
 * Where the admin's forms post: the layout's action at /admin, told which page to come back to. A
 * form the server shows again after a post without JavaScript (on /admin?redirectTo=…) keeps the
 * original page.
 */
export function useAdminPostUrl() {
  const { pathname, search } = useLocation();
  const kept = pathname === "/admin" ? new URLSearchParams(search).get("redirectTo") : null;
  return `/admin?${new URLSearchParams({ redirectTo: kept ?? pathname + search })}`;
}

/** The logout's fetcher (the shell's button posts it, the admin layout reads its answer). */
export const LOGOUT_FETCHER = "admin-logout";

/**
 * Whether the admin has just signed out here: the logout answered "done" while the layout still
 * holds the data it had signed in (until a login's revalidation brings new data). The logout
 * revalidates nothing (its form says `defaultShouldRevalidate={false}`): without a session every
 * view's loader would only get the gate's 401, a failed request in the browser's console; the
 * layout shows the login form without asking (an admin exists: one just signed out).
 */
export function useSignedOut(layoutData: unknown): boolean {
  const { data: answer } = useFetcher<AdminFormData>({ key: LOGOUT_FETCHER });
  const [seen, setSeen] = useState({ answer, layoutData });
  // A new answer: remember which data it ended (state derived during render, no extra commit).
  if (answer !== seen.answer) setSeen({ answer, layoutData });
  return answer?.ok === true && answer === seen.answer && layoutData === seen.layoutData;
}

/**
 * After a login or the owner's setup succeeded through its fetcher: the gate is the layout's error
 * boundary (app/features/security/gates.server.ts), and React Router keeps a boundary's error on screen until
 * the location changes or a revalidation ends, whatever the fetcher's own revalidation brought. One
 * revalidation then shows the view, at the same URL.
 */
export function useShowAdminAfterSignIn(answer: AdminFormData | undefined) {
  const revalidator = useRevalidator();
  const seen = useRef(answer);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok) void revalidator.revalidate();
  }, [answer, revalidator]);
}
