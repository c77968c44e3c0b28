import { z } from "zod";

/** A second-step code: the authenticator's 6 digits, or a recovery code ("abcde-fghjk"). */
export const secondStepCodeSchema = z.object({
  code: z
    .string({ error: "Enter the code from your authenticator app, or a recovery code" })
    .trim()
    .min(1, "Enter the code from your authenticator app, or a recovery code")
    .max(40, "That code is too long"),
});

/** The authenticator's current code, to confirm its setup (or to turn it off). */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});
