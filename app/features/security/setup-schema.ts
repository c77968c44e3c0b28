import { z } from "zod";
import { newPasswordFields, withMatchingPasswords } from "~/features/admins/password-schema";
import { emailField, requiredString } from "~/schemas/common";

/** The first-run form: the owner's e-mail, a password typed twice, and the code printed at start. */
export const adminSetupSchema = withMatchingPasswords(
  z.object({
    email: emailField(),
    ...newPasswordFields,
    setupCode: requiredString("Setup code")
      .trim()
      .min(1, "Setup code is required")
      .max(64, "Setup code must be at most 64 characters"),
  }),
);

export type AdminSetupInput = z.infer<typeof adminSetupSchema>;
