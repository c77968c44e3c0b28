import { lazyAfterServer, ROUTER_FORMS } from "~/utils/lazy-after-server";

/**
 * The newsletter form with its code (the form and Conform, ~10 KB brotli) loaded only when a visitor
 * reaches for a form (a focus, input or press inside one) or moves within the site: on
 * most pages it is the only form, in the footer, far below the fold, and most views never touch it
 * (decision 0090). Until its chunk arrives it is the server's plain
 * `<form method="post" action="/newsletter">` (NEWSLETTER_ACTION; not imported from the form's
 * module, which is the chunk), answered by the /newsletter page; what is typed meanwhile stays when
 * the code hydrates it.
 *
 * Also on the first use of any other form that posts through the router (contact, webinar, resource
 * requests): its submission moves the router's state, which React applies only once this form has
 * hydrated (lazyAfterServer), so its answer would otherwise wait for this chunk after the tap (issue
 * 28: /contact's empty submit showed its errors up to 3 s late). The assessment's wizard posts with
 * fetch, never the router, and is left out.
 */
export const LazyNewsletterForm = lazyAfterServer(
  () => import("./newsletter-form").then((m) => m.NewsletterForm),
  "newsletter form",
  { onIntentWithin: ROUTER_FORMS },
);
