import { useActionData, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-admins";
import { adminOf } from "~/admin/access.server";
import { formId, readFields, readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { submitViewAction } from "~/admin/view-action";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { formatDateTime } from "~/lists/format";
import { listAdmins, removeAdmin } from "~/services/admin-accounts.server";

export const meta = () => adminMeta("Admins");

/** /admin/admins: every admin; another one can be removed, which ends their sessions at once. */
export async function loader({ context }: Route.LoaderArgs) {
  return { admins: await listAdmins(), me: adminOf(context).adminUserId };
}

const removeForm = z.object({ intent: z.literal("remove"), id: formId("That admin no longer exists.") });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const read = readFields(form, removeForm);
  if ("error" in read) return refuse(400, read.error);
  const done = await removeAdmin(read.value.id, adminOf(context).adminUserId);
  if (done === "self") return refuse(409, "You cannot remove yourself.");
  if (done === "not-found") return refuse(404, "That admin no longer exists.");
  return { ok: true as const };
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

export default function AdminAdminsPage({ loaderData }: Route.ComponentProps) {
  const { admins, me } = loaderData;
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: "admins" });
  const documentAnswer = useActionData<{ ok: boolean; error?: string }>();
  const answer = fetcher.data ?? documentAnswer;
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
                    <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
                      Remove {a.email}
                    </Button>
                  </fetcher.Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError>{answer && !answer.ok ? answer.error : undefined}</FieldError>
    </AdminView>
  );
}
