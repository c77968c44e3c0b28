import { data, href, redirect } from "react-router";
import type { Route } from "./+types/admin";
import { requestContext } from "~/context";
import { adminLoginSchema } from "~/features/security/login-schema";
import { adminSetupSchema } from "~/features/security/setup-schema";
import { parseForm, UNREADABLE_FORM } from "~/schemas/parse-form";
import { readForm } from "~/admin/view-form.server";
import { attemptLogin } from "~/features/security/sign-in.server";
import { createOwner } from "~/features/security/owner-setup.server";
import { destroyAdminSession } from "~/services/session.server";
import {
  endSecondStep,
  nextStepAfterPassword,
  readSecondStep,
  startSecondStep,
} from "~/features/security/second-step.server";
import { beginAdminSession } from "~/features/security/two-factor.server";
import {
  completeWithCode,
  confirmRequiredSetup,
  startRequiredSetup,
  type StepDone,
} from "~/features/security/second-step-gate.server";
import { auditAs } from "~/features/audit/audit-trail.server";
import { secondStepCodeSchema, totpCodeSchema } from "~/features/security/two-factor-schema";
import type { SignInRefused } from "~/features/security/refusals.server";
import { totpQrSvg } from "~/features/security/totp.server";
import type { AdminFormData } from "~/admin/form";
import { isRefused } from "~/utils/refusal";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Where to go after the post: the admin URL the form was shown on (its `redirectTo`), so a login on
 * /admin/newsletter lands on /admin/newsletter. Anything that is not an /admin path on this site
 * (another host, `//evil`, `/blog`) falls back to /admin.
 */
function returnPath(value: string | null) {
  const base = "http://site.invalid";
  if (!value) return href("/admin");
  const url = new URL(value, base);
  if (url.origin !== base || !/^\/admin(\/|$)/.test(url.pathname)) return href("/admin");
  return url.pathname + url.search;
}

/** The Set-Cookie headers of a completed second step (the session, the step's cookie cleared). */
function withCookies(outcome: StepDone) {
  const headers = new Headers(NO_STORE);
  for (const c of outcome.cookies) headers.append("Set-Cookie", c);
  return headers;
}

/** A parsed form (Conform's submission): what answers it. */
type Submission = { reply: (o: object) => AdminFormData["result"] };

/** A form that did not pass its schema: Conform's reply (400), without the secrets it held. */
function invalid(submission: Submission, hide: string[]) {
  return data<AdminFormData>({ result: submission.reply({ hideFields: hide }), ok: false }, { status: 400 });
}

/** The refusal as Conform's reply: the message for the form, and on its field where there is one. */
function refused(
  submission: Submission,
  { refused: refusal, captchaRequired }: SignInRefused,
  hide: string[],
) {
  const fieldErrors = refusal.field ? { [refusal.field]: [refusal.message] } : {};
  const result = submission.reply({ formErrors: [refusal.message], fieldErrors, hideFields: hide });
  const headers: Record<string, string> = { ...NO_STORE };
  if (refusal.retryAfterSeconds) headers["Retry-After"] = String(refusal.retryAfterSeconds);
  return data<AdminFormData>(
    { result, ok: false, ...(captchaRequired ? { captchaRequired: true } : {}) },
    { status: refusal.status, headers },
  );
}

/**
 * The admin layout's posts (`intent`): login, the first-run owner setup, logout. Plain HTML posts,
 * so they work before hydration; the same services and schemas as POST /api/admin/login and
 * /api/admin-setup. A success starts (or ends) the session and redirects back to the page the form
 * was on (Post/Redirect/Get); after hydration the route's clientAction turns that redirect into
 * "done" and the loaders revalidate in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (!formData) {
    const result = { status: "error" as const, error: { "": [UNREADABLE_FORM] } };
    return data<AdminFormData>({ result, ok: false }, { status: 400 });
  }
  const back = returnPath(new URL(request.url).searchParams.get("redirectTo"));
  const clientIp = context.get(requestContext).clientIp;
  const intent = formData.get("intent");

  if (intent === "logout") {
    auditAs(context, "sign-out");
    // A second step in progress ends too ("start again with another account").
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", await destroyAdminSession(request));
    const step = await readSecondStep(request);
    if (step) headers.append("Set-Cookie", await endSecondStep(step));
    throw redirect(back, { headers });
  }
  if (intent === "setup") {
    const submission = parseForm(formData, adminSetupSchema);
    const hide = ["password", "confirmPassword"];
    if (submission.status !== "success") return invalid(submission, hide);
    const created = await createOwner(submission.value, clientIp);
    if (isRefused(created)) return refused(submission, created, hide);
    const cookie = await beginAdminSession(request, created.adminUserId, clientIp, "owner-setup");
    throw redirect(back, { headers: { "Set-Cookie": cookie, ...NO_STORE } });
  }
  if (intent === "login") {
    const submission = parseForm(formData, adminLoginSchema);
    const hide = ["password", "captchaToken"];
    if (submission.status !== "success") return invalid(submission, hide);
    const { email, password, captchaToken } = submission.value;
    const login = await attemptLogin(email, password, clientIp, captchaToken || undefined);
    if (isRefused(login)) return refused(submission, login, hide);
    // A factor on (or one required): the second step, not a session (product.md §10.8).
    if ((await nextStepAfterPassword(login.adminUserId)) !== "session") {
      const stepCookie = await startSecondStep(login.adminUserId);
      const headers = { "Set-Cookie": stepCookie, ...NO_STORE };
      // Hydrated, the form shows the step in place; before hydration the page is asked for again.
      if (formData.get("hydrated"))
        return data<AdminFormData>(
          { ok: true, secondStep: true, result: { status: "success" } },
          { headers },
        );
      throw redirect(back, { headers });
    }
    const cookie = await beginAdminSession(request, login.adminUserId, clientIp, "password");
    throw redirect(back, { headers: { "Set-Cookie": cookie, ...NO_STORE } });
  }
  if (intent === "second-step") {
    const submission = parseForm(formData, secondStepCodeSchema);
    if (submission.status !== "success") return invalid(submission, ["code"]);
    const outcome = await completeWithCode(request, context, submission.value.code);
    if (isRefused(outcome)) return refused(submission, outcome, ["code"]);
    throw redirect(back, { headers: withCookies(outcome) });
  }
  if (intent === "totp-setup") {
    const started = await startRequiredSetup(request);
    const result = { status: "success" as const };
    if (isRefused(started))
      return data<AdminFormData>(
        { ok: false, result: { status: "error", error: { "": [started.refused.message] } } },
        { status: started.refused.status },
      );
    const { secret, otpauthUrl } = started;
    return data<AdminFormData>(
      { ok: true, result, totpSetup: { secret, qrSvg: await totpQrSvg(otpauthUrl), otpauthUrl } },
      { headers: NO_STORE },
    );
  }
  if (intent === "totp-setup-confirm") {
    const submission = parseForm(formData, totpCodeSchema);
    if (submission.status !== "success") return invalid(submission, ["code"]);
    const outcome = await confirmRequiredSetup(request, context, submission.value.code);
    if (isRefused(outcome)) return refused(submission, outcome, ["code"]);
    // Shown once, here: the page after it is the admin.
    const result = { status: "success" as const };
    return data<AdminFormData>(
      { ok: true, result, recoveryCodes: outcome.recoveryCodes },
      { headers: withCookies(outcome) },
    );
  }
  const result = { status: "error" as const, error: { "": ["Unknown form."] } };
  return data<AdminFormData>({ result, ok: false }, { status: 400 });
}
