import { lazyAfterServer } from "~/utils/lazy-after-server";

/**
 * The newsletter form with its code (the form and Conform, ~10 KB brotli) off the critical path: on
 * most pages it is the only form, in the footer, far below the fold. Until its chunk arrives it is the
 * server's plain `<form method="post" action="/newsletter">`, answered by the /newsletter page.
 */
export const LazyNewsletterForm = lazyAfterServer(
  () => import("./newsletter-form").then((m) => m.NewsletterForm),
  "newsletter form",
);
