import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useSchemaForm } from "~/admin/use-schema-form";
import { NewPasswordFields } from "./new-password-fields";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/invite-view";
import { requestContext } from "~/context";
import { AdminMain, AdminShell } from "~/components/admin/admin-app";
import { buttonVariants } from "~/components/ui/button";
import { GateCard, GateSubmit } from "~/components/admin/gate-card";
import { site } from "~/content/site";
import { adminInviteAcceptSchema } from "~/features/admins/invite-schema";
import { parseForm, UNREADABLE_FORM } from "~/schemas/parse-form";
import { readForm } from "~/admin/view-form.server";
import type { ShellHandle } from "~/components/layout/own-shell";
import { acceptInvite, INVITE_REFUSALS, inviteByToken, refusalTitle } from "~/features/admins/invites.server";
import { nextStepAfterPassword, startSecondStep } from "~/features/security/second-step.server";
import { beginAdminSession } from "~/features/security/two-factor.server";
import { isRefused } from "~/utils/refusal";

/**
 * /admin/invite/:token: the page an admin invitation's link opens (product.md §10.8). It sits outside
 * the /admin layout and its guard (app/routes.ts): whoever opens it has no session yet. It reads
 * nothing but the invitation the token names (its e-mail) and writes nothing but its acceptance.
 */
export const handle: ShellHandle = { ownShell: true };

export function meta() {
  return [
    { title: `Accept the invitation | Admin | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
}

const NO_STORE = { "Cache-Control": "no-store" };
type Refusal = { title: string; message: string };

/** A link that is not (or no longer) pending answers its own 4xx page, never a 500. */
export async function loader({ params }: Route.LoaderArgs) {
  const invite = await inviteByToken(params.token);
  if (invite.state !== "pending") {
    const { status, title, message } = INVITE_REFUSALS[invite.state];
    return data({ refused: { title, message } as Refusal }, { status, headers: NO_STORE });
  }
  return data({ email: invite.email, invitedBy: invite.invitedBy }, { headers: NO_STORE });
}

/**
 * A plain form post (works without JavaScript): the password, typed twice, checked as at owner setup.
 * The new admin is then signed in, or, with ADMIN_REQUIRE_2FA=1, sent into the second step's required
 * setup (the admin's gate asks for the factor before any session exists).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data({ formError: UNREADABLE_FORM }, { status: 400, headers: NO_STORE });
  const submission = parseForm(form, adminInviteAcceptSchema);
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: hide }) }, { status: 400, headers: NO_STORE });
  const clientIp = context.get(requestContext).clientIp;
  const accepted = await acceptInvite(params.token, submission.value.password, clientIp);
  if (isRefused(accepted)) {
    const { status, message, retryAfterSeconds } = accepted.refused;
    // Too many failed links: said on the form, which stays; a link that no longer works: its page.
    if (retryAfterSeconds)
      return data(
        { result: submission.reply({ formErrors: [message], hideFields: hide }) },
        { status, headers: { ...NO_STORE, "Retry-After": String(retryAfterSeconds) } },
      );
    return data(
      { refused: { title: refusalTitle(message), message } as Refusal },
      { status, headers: NO_STORE },
    );
  }
  if ((await nextStepAfterPassword(accepted.adminUserId)) !== "session") {
    const stepCookie = await startSecondStep(accepted.adminUserId);
    throw redirect(href("/admin"), { headers: { "Set-Cookie": stepCookie, ...NO_STORE } });
  }
  const cookie = await beginAdminSession(request, accepted.adminUserId, clientIp, "invitation");
  throw redirect(href("/admin"), { headers: { "Set-Cookie": cookie, ...NO_STORE } });
}

function Refused({ refusal }: { refusal: Refusal }) {
  return (
    <GateCard title={refusal.title}>
      <p className="mt-2 text-muted">{refusal.message}</p>
      <Link to={href("/admin")} className={buttonVariants({ className: "mt-6 w-fit" })}>
        Go to the admin login
      </Link>
    </GateCard>
  );
}

type ActionAnswer = {
  result?: SubmissionResult<string[]>;
  refused?: Refusal;
  formError?: string;
};

function AcceptForm({
  email,
  invitedBy,
  answer,
}: {
  email: string;
  invitedBy: string | null;
  answer?: ActionAnswer;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(adminInviteAcceptSchema, {
    id: "admin-invite",
    lastResult: answer?.result,
  });
  const failure = answer?.formError ?? form.errors?.[0];
  const pending = navigation.state !== "idle";
  return (
    <GateCard
      title="Accept the invitation"
      intro={
        <>
          {invitedBy ?? "An admin"} invited you to the admin of {site.name}. Choose the password you will log
          in with.
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <div className="grid gap-1">
          <p className="text-sm font-medium">Email</p>
          <p className="font-semibold" data-testid="invited-email">
            {email}
          </p>
        </div>
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <GateSubmit failure={failure} errorId={form.errorId} pending={pending}>
          {pending ? "Creating your account…" : "Create my admin account"}
        </GateSubmit>
      </Form>
    </GateCard>
  );
}

export default function AdminInvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ActionAnswer | undefined;
  const refused = answer?.refused ?? ("refused" in loaderData ? loaderData.refused : undefined);
  return (
    <AdminShell>
      <AdminMain>
        {refused || !("email" in loaderData) ? (
          <Refused refusal={refused ?? { title: "This invitation is not valid", message: "" }} />
        ) : (
          <AcceptForm email={loaderData.email} invitedBy={loaderData.invitedBy} answer={answer} />
        )}
      </AdminMain>
    </AdminShell>
  );
}
