import { data, redirect } from "react-router";
import type { Route } from "./+types/admin";
import { requestContext } from "~/context";
import { adminLoginSchema } from "~/schemas/admin-login";
import { adminSetupSchema } from "~/schemas/admin-setup";
import { parseForm, UNREADABLE_FORM } from "~/schemas/parse-form";
import { readForm } from "~/admin/view-form.server";
import { attemptLogin } from "~/services/sign-in.server";
import { createOwner } from "~/services/owner-setup.server";
import { createAdminSession, destroyAdminSession } from "~/services/session.server";
import { loginRefusal, setupRefusal, type AdminRefusal } from "~/admin/refusals.server";
import type { AdminFormData } from "~/admin/form";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Where to go after the post: the admin URL the form was shown on (its `redirectTo`), so a login on
 * /admin/newsletter lands on /admin/newsletter. Anything that is not an /admin path on this site
 * (another host, `//evil`, `/blog`) falls back to /admin.
 */
function returnPath(value: string | null) {
  const base = "http://site.invalid";
  if (!value) return "/admin";
  const url = new URL(value, base);
  if (url.origin !== base || !/^\/admin(\/|$)/.test(url.pathname)) return "/admin";
  return url.pathname + url.search;
}

/** The refusal as Conform's reply: the message for the form, and per field where there is one. */
function refused(
  submission: { reply: (o: object) => AdminFormData["result"] },
  refusal: AdminRefusal,
  hide: string[],
) {
  const fieldErrors = Object.fromEntries(Object.entries(refusal.fields ?? {}).map(([k, m]) => [k, [m]]));
  const result = submission.reply({ formErrors: [refusal.message], fieldErrors, hideFields: hide });
  const headers: Record<string, string> = { ...NO_STORE };
  if (refusal.retryAfterSeconds) headers["Retry-After"] = String(refusal.retryAfterSeconds);
  return data<AdminFormData>(
    { result, ok: false, ...(refusal.captchaRequired ? { captchaRequired: true } : {}) },
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
    throw redirect(back, { headers: { "Set-Cookie": await destroyAdminSession(request), ...NO_STORE } });
  }
  if (intent === "setup") {
    const submission = parseForm(formData, adminSetupSchema);
    const hide = ["password", "confirmPassword"];
    if (submission.status !== "success")
      return data<AdminFormData>(
        { result: submission.reply({ hideFields: hide }), ok: false },
        { status: 400 },
      );
    const created = await createOwner(submission.value, clientIp);
    if (created.kind !== "ok") return refused(submission, setupRefusal(created), hide);
    const cookie = await createAdminSession(request, created.adminUserId);
    throw redirect(back, { headers: { "Set-Cookie": cookie, ...NO_STORE } });
  }
  if (intent === "login") {
    const submission = parseForm(formData, adminLoginSchema);
    const hide = ["password", "captchaToken"];
    if (submission.status !== "success")
      return data<AdminFormData>(
        { result: submission.reply({ hideFields: hide }), ok: false },
        { status: 400 },
      );
    const { email, password, captchaToken } = submission.value;
    const login = await attemptLogin(email, password, clientIp, captchaToken || undefined);
    if (login.kind !== "ok") return refused(submission, loginRefusal(login), hide);
    const cookie = await createAdminSession(request, login.adminUserId);
    throw redirect(back, { headers: { "Set-Cookie": cookie, ...NO_STORE } });
  }
  const result = { status: "error" as const, error: { "": ["Unknown form."] } };
  return data<AdminFormData>({ result, ok: false }, { status: 400 });
}
