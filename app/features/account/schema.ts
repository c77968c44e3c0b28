import { z } from "zod";
import { emailField } from "~/schemas/common";

/** The sign-in form's one field (browser and server). */
export const signInSchema = z.object({ email: emailField() });

/** What the page's forms post (besides sign-in): one intent each, with the row it names. */
export const accountIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("newsletter-off") }),
  z.object({ intent: z.literal("sequence-off"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("erasure") }),
  z.object({ intent: z.literal("sign-out") }),
  z.object({ intent: z.literal("sign-out-everywhere") }),
]);
