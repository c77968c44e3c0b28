import { z } from "zod";

/**
 * POST /api/email-events: bounce and complaint notices from the mail provider, in the shape documented
 * in product.md §10.10. A permanent bounce or any complaint suppresses the address; a soft bounce does not.
 */
export const emailEventsSchema = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(["bounce", "complaint"], { error: "type must be bounce or complaint" }),
        email: z.string().trim().max(254).pipe(z.email("email must be an e-mail address")),
        permanent: z.boolean().optional(),
        reason: z.string().max(500).optional(),
      }),
    )
    .min(1, "events must hold at least one event")
    .max(1000, "events must hold at most 1000 events"),
});
export type EmailEvent = z.output<typeof emailEventsSchema>["events"][number];
