/** Copy of the Contact page (product.md §2: the inquiry form, the thank-you screen, three side cards). */
export const contactPage = {
  title: "Contact Us | Financial Acumen Training Inquiry",
  description:
    "Tell us about your team and goals. We'll recommend the right financial acumen workshop, cohort program or custom training, and follow up with next steps.",
  eyebrow: "Contact",
  heading: "Let's Build Financial Confidence on Your Team",
  intro:
    "Tell us who you'd like to train and what you want them to do differently. We'll reply within one business day with a recommendation and next steps.",
  formHeading: "Tell Us About Your Training Needs",
  thankYou: {
    heading: "Thank You for Reaching Out!",
    text: "We've received your inquiry and sent a confirmation to your inbox. We'll review your goals and follow up with next steps within one business day.",
    scheduleHeading: "Skip the wait: book your free strategy session now",
    scheduleText: "Pick a time that suits you for a complimentary 30-minute call.",
    openScheduler: "Open Scheduling Page",
  },
  sideCards: [
    {
      title: "What We'll Cover",
      items: [
        "Where financial blind spots are slowing your team down",
        "Which training level and format fits your people",
        "How to tailor the program to your own numbers",
        "Timing, group size and next steps",
      ],
    },
    {
      title: "What to Expect",
      items: [
        "A reply within one business day",
        "A free 30-minute strategy session, if helpful",
        "A tailored proposal with clear outcomes",
        "No pressure and no obligation",
      ],
    },
    {
      title: "Who It's For",
      items: [
        "Rising leaders and high-potential managers",
        "Heads of marketing, operations, product, HR and sales",
        "Executives, founders and board members",
        "Companies with 10–500 employees",
      ],
    },
  ],
} as const;
