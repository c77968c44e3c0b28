import { z } from "zod";
import { emailField } from "~/schemas/common";

/** Admin login (product.md §5): a valid e-mail and a password of at least one character. */
export const adminLoginSchema = z.object({
  email: emailField("Please enter a valid email address"),
  // The upper bound keeps one request from making argon2 hash megabytes.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password must be at most 1024 characters"),
  // Asked for only after repeated failures for the e-mail (app/features/security/sign-in.server.ts).
  captchaToken: z.string().max(8192).optional(),
});
