/**
 * The /coaching page's copy and the packs' cancellation policy (product.md §10.16), which the page
 * and the receipt state in the same words.
 */

export const coachingPage = {
  eyebrow: "1:1 coaching",
  title: "Executive Coaching",
  lead: "One-to-one coaching for leaders taking on bigger financial responsibility, bought as a pack of calls you book when it suits you, or as months of weekly office hours.",
  offersTitle: "Coaching packs",
  noOffers:
    "No coaching packs are on sale right now. Book a strategy session and we will build one with you.",
  buyNote:
    "Enter your name and e-mail: you pay on Stripe's secure page, and your pack starts with the payment.",
  paymentSuccess:
    "Thank you: your payment went through. Your receipt and how to book your calls are on their way to your inbox.",
  paymentCancelled: "Payment cancelled: nothing was charged. You can buy the pack whenever you are ready.",
  policyTitle: "Cancellation policy",
  /** Before and after the link to the client's page (docs/product/account.md). */
  accountNote: [
    "Already a client? ",
    "Your page",
    " shows the sessions left in your pack, your bookings and your receipts.",
  ],
};

/** The rule the credits follow (decision 0110): stated on /coaching and in the receipt. */
export const cancellationPolicy =
  "Cancel or move a call more than 24 hours before it starts and its credit comes back to your pack; a call cancelled later counts as used.";

/** What the buy form answers before Stripe's page opens (the JSON door; the page goes there at once). */
export const buyMessage = "Your pack is reserved: continue to the payment page to complete it.";
