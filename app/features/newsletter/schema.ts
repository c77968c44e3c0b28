import { z } from "zod";
import { emailField, publicFormExtras } from "~/schemas/common";

/** Newsletter signup: the footer, blog and resources forms and POST /api/newsletter-subscribe. */
export const newsletterSchema = z.object({
  email: emailField(),
  ...publicFormExtras,
});
