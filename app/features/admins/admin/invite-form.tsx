import { getFormProps } from "@conform-to/react";
import { useSchemaForm } from "~/admin/use-schema-form";
import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ViewAnswer } from "~/admin/view-action";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { useOnResult } from "~/utils/use-on-result";
import { INVITE_VALID_HOURS, adminInviteSchema } from "~/features/admins/invite-schema";
import { ViewSection } from "~/components/admin/admin-view";

/**
 * "Invite an admin": posted to the Admins view's action (intent `invite`), which checks the address
 * with the same schema as POST /api/admin/invites; its refusal comes back beside the field.
 */
export function InviteForm() {
  const fetcher = useFetcher<ViewAnswer<{ message: string }>>({ key: "admin-invite" });
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  const [form, fields] = useSchemaForm(adminInviteSchema, {
    id: "admin-invite",
    lastResult: answer && !answer.ok ? answer.result : undefined,
  });
  // A sent invitation empties the field for the next one.
  useOnResult(answer, (r) => r.ok && formRef.current?.reset());
  const busy = fetcher.state !== "idle";
  return (
    <ViewSection headingId="invite-heading" title="Invite an admin" className="grid max-w-md gap-3">
      <p className="text-sm text-muted">
        They receive an e-mail with a link that works once, for {INVITE_VALID_HOURS} hours, to choose their
        password.
      </p>
      <fetcher.Form method="post" ref={formRef} {...getFormProps(form)} className="grid gap-2">
        <input type="hidden" name="intent" value="invite" />
        <TextField compact meta={fields.email} label="E-mail address" type="email" autoComplete="off" />
        <Button type="submit" className="w-fit" disabled={busy}>
          {busy ? "Sending…" : "Send the invitation"}
        </Button>
      </fetcher.Form>
      {answer?.ok ? (
        <p role="status" className="text-sm text-green-800">
          {answer.message}
        </p>
      ) : null}
    </ViewSection>
  );
}
