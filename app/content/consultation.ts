/** Copy of /consultation (product.md §2 Consultation). */
import { site } from "./site";

export const consultation = {
  title: "Schedule Your Complimentary Consultation",
  lead: "A free 30-minute strategy session to talk about your team, your goals and where financial fluency would make the biggest difference. No obligation.",
  expectTitle: "What to expect in your 30-minute session",
  expectations: [
    {
      title: "Your goals and challenges",
      description:
        "We discuss where financial decisions stall today and what success would look like for you and your team.",
    },
    {
      title: "A quick acumen check",
      description: "We gauge your team's current financial fluency and the gaps holding leaders back.",
    },
    {
      title: "The right program for you",
      description:
        "We map your needs to a program level and format: workshop, cohort, custom training or 1:1 coaching.",
    },
    {
      title: "Clear next steps",
      description:
        "You leave with a tailored recommendation and a practical plan, whether or not we work together.",
    },
  ],
  schedulerTitle: "Pick a time",
  schedulerFrameTitle: "Scheduling calendar: book a 30-minute strategy session",
  loadLabel: "Show the booking calendar",
  newTabLabel: "Open the scheduling page",
  fallbackTitle: "Prefer e-mail or phone?",
  fallbackText:
    "If the calendar does not load or no time suits you, reach us directly and we will find a slot.",
  email: site.email,
  phone: site.phone,
  phoneHref: site.phoneHref,
};

export const consultationSeo = {
  title: `Schedule Your Complimentary Consultation | ${site.name}`,
  description:
    "Book a free 30-minute strategy session on financial acumen training for your leaders: your goals, a quick acumen check, the right program and clear next steps.",
};
