import { useSchemaForm } from "~/admin/use-schema-form";
import { NewPasswordFields } from "~/features/security/admin/new-password-fields";
import { useActionData, useFetcher } from "react-router";
import { GateCard, GateForm, GateSubmit } from "~/components/admin/gate-card";
import { TextField } from "~/components/ui/form-field";
import { adminSetupSchema } from "~/features/security/setup-schema";
import { useShowAdminAfterSignIn, type AdminFormData } from "~/admin/form";

/** What went wrong, unless its field says it already (a wrong setup code is said at the code). */
function failureMessage(answer: AdminFormData | undefined) {
  if (answer?.unavailable) return "Could not reach the server. Check your connection and try again.";
  const { "": form, ...fields } = answer?.result.error ?? {};
  const message = form?.[0];
  return message && !Object.values(fields).some((m) => m?.includes(message)) ? message : undefined;
}

/**
 * First run (no admin yet): the owner creates their account with the one-time code the server
 * printed at start. A real post to the admin layout's action (works before hydration); on success
 * the owner is logged in and the admin area shows in its place.
 */
export function OwnerSetupForm() {
  const fetcher = useFetcher<AdminFormData>({ key: "admin-setup" });
  useShowAdminAfterSignIn(fetcher.data);
  const documentAnswer = useActionData<AdminFormData>();
  const answer = fetcher.data ?? documentAnswer;
  const [form, fields] = useSchemaForm(adminSetupSchema, {
    id: "admin-setup",
    lastResult: answer?.result,
  });
  const failure = failureMessage(answer);
  const pending = fetcher.state !== "idle";

  return (
    <GateCard
      title="Create the owner account"
      intro="No admin account exists yet. The server printed a one-time setup code when it started: enter it here with the e-mail and password you will log in with."
    >
      <GateForm fetcher={fetcher} form={form} intent="setup">
        <TextField compact meta={fields.email} label="Email" type="email" autoComplete="username" />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <TextField
          compact
          meta={fields.setupCode}
          label="Setup code"
          hint="Printed by the server at start, e.g. 7KQ2-M9XD-4TRB-HZ6C."
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <GateSubmit failure={failure} errorId={form.errorId} pending={pending}>
          {pending ? "Creating the account…" : "Create the owner account"}
        </GateSubmit>
      </GateForm>
    </GateCard>
  );
}
