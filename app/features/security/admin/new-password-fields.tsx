import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/form-field";
import { MIN_ADMIN_PASSWORD_LENGTH } from "~/features/admins/password-schema";

/** The new admin password, typed twice: owner setup's and an invitation's (schemas/admin-setup.ts). */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldMetadata<unknown>;
  confirmPassword: FieldMetadata<unknown>;
}) {
  return (
    <>
      <TextField
        compact
        meta={password}
        label="Password"
        hint={`At least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        compact
        meta={confirmPassword}
        label="Password again"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
