import { NEWSLETTER_CONFIRM_FROM_INBOX, NEWSLETTER_SUBSCRIBED } from "~/content/newsletter";
import { newsletterSchema } from "~/features/newsletter/schema";
import { doubleOptIn, subscribe } from "~/features/newsletter/subscribers.server";
import { accepted, type FormSteps } from "~/forms/pipeline.server";

/**
 * The newsletter signup (every newsletter form posts to /newsletter; POST /api/newsletter-subscribe).
 * An address already subscribed, pending or new gets the same answer, so the answer tells nobody who
 * subscribed. With double opt-in the answer asks to confirm from the inbox (product.md §10.10).
 */
export const newsletterForm: FormSteps<typeof newsletterSchema, { message: string }> = {
  name: "newsletter",
  schema: newsletterSchema,
  created: false,
  save: async ({ email }, attribution) => {
    await subscribe(email, attribution);
    const message = doubleOptIn()
      ? `${NEWSLETTER_SUBSCRIBED} ${NEWSLETTER_CONFIRM_FROM_INBOX}`
      : NEWSLETTER_SUBSCRIBED;
    return accepted({ message });
  },
};
