/** The newsletter sign-up's answers (product.md §8): the SPEC text, and with double opt-in one sentence more. */
export const NEWSLETTER_SUBSCRIBED = "You've been subscribed to our newsletter.";
export const NEWSLETTER_CONFIRM_FROM_INBOX =
  "Please confirm your subscription from the e-mail we just sent you.";
