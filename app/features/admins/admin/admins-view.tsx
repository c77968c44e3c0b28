import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admins-view";
import { adminOf } from "~/admin/access.server";
import { auditAs } from "~/features/audit/audit-trail.server";
import { formId, readFields, readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { submitViewAction } from "~/admin/view-action";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDateTime } from "~/lists/format";
import { INVITE_VALID_HOURS, adminInviteSchema } from "~/features/admins/invite-schema";
import { listAdmins, removeAdmin } from "~/features/admins/accounts.server";
import {
  inviteAdmin,
  listPendingInvites,
  resendInvite,
  revokeInvite,
} from "~/features/admins/invites.server";

export const meta = () => adminMeta("Admins");

/**
 * /admin/admins: every admin (another one can be removed, which ends their sessions at once), the
 * invitations not used yet, and the form that invites someone by e-mail (product.md §10.8).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [admins, invites] = await Promise.all([listAdmins(), listPendingInvites()]);
  return { admins, invites, me: adminOf(context).adminUserId };
}

const GONE = "That invitation was used or withdrawn.";
const removeForm = z.object({ intent: z.literal("remove"), id: formId("That admin no longer exists.") });
const inviteForm = adminInviteSchema.extend({ intent: z.literal("invite") });
const inviteRowForm = z.object({ intent: z.enum(["resend", "revoke"]), id: formId(GONE) });

type Answer = { ok: boolean; intent?: string; error?: string; message?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const me = adminOf(context).adminUserId;
  const intent = form.get("intent");
  if (intent === "invite") {
    const read = readFields(form, inviteForm);
    if ("error" in read) return refuse(400, read.error, { intent });
    const made = await inviteAdmin(read.value.email, me);
    if (made.kind === "already-admin")
      return refuse(409, `${read.value.email} is an admin already: there is no one to invite.`, { intent });
    auditAs(context, undefined, { type: "admin_invites", id: made.invite.id });
    return { ok: true as const, intent, message: `Invitation sent to ${made.invite.email}.` };
  }
  if (intent === "resend" || intent === "revoke") {
    const read = readFields(form, inviteRowForm);
    if ("error" in read) return refuse(404, read.error, { intent });
    const { id } = read.value;
    auditAs(context, undefined, { type: "admin_invites", id });
    if (intent === "revoke") {
      if (!(await revokeInvite(id))) return refuse(404, GONE, { intent });
      return { ok: true as const, intent, message: "Invitation withdrawn: its link no longer works." };
    }
    const resent = await resendInvite(id, me);
    if (!resent) return refuse(404, GONE, { intent });
    return {
      ok: true as const,
      intent,
      message: `A new link was sent to ${resent.email}; the old one no longer works.`,
    };
  }
  const read = readFields(form, removeForm);
  if ("error" in read) return refuse(400, read.error);
  const done = await removeAdmin(read.value.id, me);
  if (done === "self") return refuse(409, "You cannot remove yourself.");
  if (done === "not-found") return refuse(404, "That admin no longer exists.");
  return { ok: true as const };
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

function InviteForm({ answer }: { answer?: Answer }) {
  const fetcher = useFetcher<Answer>({ key: "admin-invite" });
  const formRef = useRef<HTMLFormElement>(null);
  // A sent invitation empties the field for the next one.
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);
  const mine = fetcher.data ?? (answer?.intent === "invite" ? answer : undefined);
  const error = mine && !mine.ok ? mine.error : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="invite-heading" className="grid max-w-md gap-3">
      <h2 id="invite-heading" className="text-xl font-semibold text-brand-900">
        Invite an admin
      </h2>
      <p className="text-sm text-muted">
        They receive an e-mail with a link that works once, for {INVITE_VALID_HOURS} hours, to choose their
        password.
      </p>
      <fetcher.Form method="post" ref={formRef} className="grid gap-2">
        <input type="hidden" name="intent" value="invite" />
        <Label htmlFor="invite-email">E-mail address</Label>
        <Input
          id="invite-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "invite-error" : undefined}
        />
        <FieldError id="invite-error">{error}</FieldError>
        <Button type="submit" className="w-fit" disabled={busy}>
          {busy ? "Sending…" : "Send the invitation"}
        </Button>
      </fetcher.Form>
      {mine?.ok ? (
        <p role="status" className="text-sm text-green-800">
          {mine.message}
        </p>
      ) : null}
    </section>
  );
}

export default function AdminAdminsPage({ loaderData }: Route.ComponentProps) {
  const { admins, invites, me } = loaderData;
  const fetcher = useFetcher<Answer>({ key: "admins" });
  const documentAnswer = useActionData<Answer>();
  const answer = fetcher.data ?? (documentAnswer?.intent === "invite" ? undefined : documentAnswer);
  const busy = fetcher.state !== "idle";
  return (
    <AdminView title="Admins">
      <table className="mt-4 w-full max-w-3xl text-left text-sm">
        <caption className="sr-only">Admins</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="p-2">
              E-mail
            </th>
            <th scope="col" className="p-2">
              Admin since
            </th>
            <th scope="col" className="p-2">
              Sessions
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {admins.map((a) => (
            <tr key={a.id} className="border-b border-slate-200">
              <td className="p-2">{a.email}</td>
              <td className="p-2">{formatDateTime(a.createdAt)}</td>
              <td className="p-2">{a.sessions}</td>
              <td className="p-2">
                {a.id === me ? (
                  "You"
                ) : (
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={a.id} />
                    <Button type="submit" variant="outline" size="sm" disabled={busy}>
                      Remove {a.email}
                    </Button>
                  </fetcher.Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-8 grid gap-8">
        <InviteForm answer={documentAnswer} />

        <section aria-labelledby="invites-heading" className="grid gap-2">
          <h2 id="invites-heading" className="text-xl font-semibold text-brand-900">
            Pending invitations
          </h2>
          {invites.length === 0 ? (
            <p className="text-sm text-muted">No invitation is waiting to be accepted.</p>
          ) : (
            <table className="w-full max-w-3xl text-left text-sm">
              <caption className="sr-only">Pending invitations</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="p-2">
                    E-mail
                  </th>
                  <th scope="col" className="p-2">
                    Invited by
                  </th>
                  <th scope="col" className="p-2">
                    Expires
                  </th>
                  <th scope="col" className="p-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invites.map((i) => (
                  <tr key={i.id} className="border-b border-slate-200">
                    <td className="p-2">{i.email}</td>
                    <td className="p-2">{i.invitedBy ?? "A removed admin"}</td>
                    <td className="p-2">
                      {i.expired ? `Expired ${formatDateTime(i.expiresAt)}` : formatDateTime(i.expiresAt)}
                    </td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-2">
                        <fetcher.Form method="post">
                          <input type="hidden" name="intent" value="resend" />
                          <input type="hidden" name="id" value={i.id} />
                          <Button type="submit" variant="outline" size="sm" disabled={busy}>
                            Resend to {i.email}
                          </Button>
                        </fetcher.Form>
                        <fetcher.Form method="post">
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="id" value={i.id} />
                          <Button type="submit" variant="outline" size="sm" disabled={busy}>
                            Revoke the invitation to {i.email}
                          </Button>
                        </fetcher.Form>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {answer?.ok && answer.message ? (
        <p role="status" className="text-sm text-green-800">
          {answer.message}
        </p>
      ) : null}
      <FieldError>{answer && !answer.ok ? answer.error : undefined}</FieldError>
    </AdminView>
  );
}
