import { useFetcher } from "react-router";
import type { Route } from "./+types/admins-view";
import { adminOf } from "~/admin/access.server";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { forView, viewActions } from "~/admin/write.server";
import { AdminView, adminMeta, ViewSection } from "~/components/admin/admin-view";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { RowPost } from "~/components/admin/row-post";
import { FieldError } from "~/components/ui/field-error";
import { formatDateTime } from "~/lists/format";
import { listAdmins } from "~/features/admins/accounts.server";
import { listPendingInvites } from "~/features/admins/invites.server";
import {
  inviteAdminWrite,
  removeAdminWrite,
  resendInviteWrite,
  revokeInviteWrite,
} from "~/features/admins/writes.server";
import { InviteForm } from "./invite-form";

export const meta = () => adminMeta("Admins");

/**
 * /admin/admins: every admin (another one can be removed, which ends their sessions at once), the
 * invitations not used yet, and the form that invites someone by e-mail (product.md §10.8).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [admins, invites] = await Promise.all([listAdmins(), listPendingInvites()]);
  return { admins, invites, me: adminOf(context).adminUserId };
}

/** The view's writes, by `intent`, each the JSON API's own (../writes.server.ts) with what the view says. */
export const action = viewActions({
  invite: forView(inviteAdminWrite, (i) => ({ message: `Invitation sent to ${i.email}.` })),
  resend: forView(resendInviteWrite, (i) => ({
    message: `A new link was sent to ${i.email}; the old one no longer works.`,
  })),
  revoke: forView(revokeInviteWrite, () => ({ message: "Invitation withdrawn: its link no longer works." })),
  remove: removeAdminWrite,
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

type Admin = Route.ComponentProps["loaderData"]["admins"][number];
type Invite = Route.ComponentProps["loaderData"]["invites"][number];
type Answer = ViewAnswer<{ message?: string }>;

const adminColumns = screenColumns<Admin>({
  "E-mail": (a) => a.email,
  "Admin since": (a) => formatDateTime(a.createdAt),
  Sessions: (a) => a.sessions,
});

const inviteColumns = screenColumns<Invite>({
  "E-mail": (i) => i.email,
  "Invited by": (i) => i.invitedBy ?? "A removed admin",
  Expires: (i) => (i.expired ? `Expired ${formatDateTime(i.expiresAt)}` : formatDateTime(i.expiresAt)),
});

export default function AdminAdminsPage({ loaderData }: Route.ComponentProps) {
  const { admins, invites, me } = loaderData;
  const rows = useFetcher<Answer>({ key: "admins" });
  const answer = rows.data;
  return (
    <AdminView title="Admins">
      <div className="mt-4 max-w-3xl">
        <DataTable
          title="Admins"
          rows={admins}
          columns={adminColumns}
          actions={(a) =>
            a.id === me ? (
              "You"
            ) : (
              <RowPost fetcher={rows} intent="remove" id={a.id}>
                Remove {a.email}
              </RowPost>
            )
          }
        />
      </div>

      <div className="mt-8 grid gap-8">
        <InviteForm />

        <ViewSection headingId="invites-heading" title="Pending invitations" className="grid max-w-3xl gap-2">
          <DataTable
            title="Invitations"
            caption="Pending invitations"
            rows={invites}
            emptyMessage="No invitation is waiting to be accepted."
            columns={inviteColumns}
            actions={(i) => (
              <>
                <RowPost fetcher={rows} intent="resend" id={i.id}>
                  Resend to {i.email}
                </RowPost>
                <RowPost fetcher={rows} intent="revoke" id={i.id}>
                  Revoke the invitation to {i.email}
                </RowPost>
              </>
            )}
          />
        </ViewSection>
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
