import { z } from "zod";
import { requiredString } from "~/schemas/common";

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** An admin's new password (owner setup, an accepted invitation): the same length rules everywhere. */
export const adminPassword = (label: string) =>
  requiredString(label)
    .min(MIN_ADMIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`)
    // The upper bound keeps one request from making argon2 hash megabytes.
    .max(1024, `${label} must be at most 1024 characters`);

/** A new password typed twice (checked to match with `withMatchingPasswords`). */
export const newPasswordFields = {
  password: adminPassword("Password"),
  confirmPassword: requiredString("Password again").max(
    1024,
    "Password again must be at most 1024 characters",
  ),
};

/** The schema, with the check that the two typings agree (said on the second field). */
export const withMatchingPasswords = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });
