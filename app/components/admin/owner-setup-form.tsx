import { useState, type InputHTMLAttributes } from "react";
import { useForm, type FieldErrors, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MIN_ADMIN_PASSWORD_LENGTH, adminSetupSchema, type AdminSetupInput } from "~/schemas/admin-setup";
import { ApiError, apiRequest } from "~/utils/api-client";

type FieldProps = {
  name: keyof AdminSetupInput;
  label: string;
  hint?: string;
  errors: FieldErrors<AdminSetupInput>;
  registration: UseFormRegisterReturn;
} & InputHTMLAttributes<HTMLInputElement>;

function Field({ name, label, hint, errors, registration, ...input }: FieldProps) {
  const id = `setup-${name}`;
  const error = errors[name]?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function failureMessage(error: unknown) {
  if (!(error instanceof ApiError)) return "Could not reach the server. Check your connection and try again.";
  return error.serverMessage ?? "The server could not create the account. Please try again.";
}

/**
 * First run (no admin yet): the owner creates their account with the one-time code the server
 * printed at start; on success they are logged in and `onCreated` shows the admin area.
 */
export function OwnerSetupForm({ onCreated }: { onCreated: () => void }) {
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<AdminSetupInput>({
    resolver: zodResolver(adminSetupSchema),
    defaultValues: { email: "", password: "", confirmPassword: "", setupCode: "" },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (data) => {
    setFailure(undefined);
    try {
      await apiRequest("POST", "/api/admin-setup", data);
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403)
        setError("setupCode", { message: "Not a valid setup code" });
      setFailure(failureMessage(error));
    }
  });

  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Create the owner account</h1>
      <p className="mt-1 text-sm text-muted">
        No admin account exists yet. The server printed a one-time setup code when it started: enter it here
        with the e-mail and password you will log in with.
      </p>
      <form className="mt-6 grid gap-4" noValidate onSubmit={submit}>
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          errors={errors}
          registration={register("email")}
        />
        <Field
          name="password"
          label="Password"
          hint={`At least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
          errors={errors}
          registration={register("password")}
        />
        <Field
          name="confirmPassword"
          label="Password again"
          type="password"
          autoComplete="new-password"
          errors={errors}
          registration={register("confirmPassword")}
        />
        <Field
          name="setupCode"
          label="Setup code"
          hint="Printed by the server at start, e.g. 7KQ2-M9XD-4TRB-HZ6C."
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          errors={errors}
          registration={register("setupCode")}
        />
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating the account…" : "Create the owner account"}
        </Button>
      </form>
    </Card>
  );
}
