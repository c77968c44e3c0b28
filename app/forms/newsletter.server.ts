import { newsletterSchema } from "~/schemas/newsletter";
import { subscribe } from "~/services/newsletter.server";
import { accepted, type FormSteps } from "./pipeline.server";

/**
 * The newsletter signup (every newsletter form posts to /newsletter; POST /api/newsletter-subscribe).
 * An address already subscribed gets the same answer, so the answer tells nobody who subscribed.
 */
export const newsletterForm: FormSteps<typeof newsletterSchema, { message: string }> = {
  name: "newsletter",
  schema: newsletterSchema,
  created: false,
  save: async ({ email }, attribution) => {
    await subscribe(email, attribution);
    return accepted({ message: "You've been subscribed to our newsletter." });
  },
};
