/** Copy of /about (product.md §1 About page, §2 About). */
import { site } from "./site";

export type Testimonial = { quote: string; author: string; title: string };

/** The page's first call to action, at its top and at its end. */
const scheduleCall = { label: "Schedule a Call", href: "/consultation" };

export const aboutHero = {
  eyebrow: `About ${site.guide.name}`,
  title: "From Wall Street to the Boardroom, Making Finance Make Sense",
  lead: `${site.guide.name} is a former Wall Street M&A banker, venture-backed CFO, 6x entrepreneur and certified executive coach who helps leaders outside finance read, question and use the numbers.`,
  primary: scheduleCall,
  secondary: { label: "Take Assessment", href: "/assessment" },
  network: { label: "Connect on LinkedIn", href: site.professionalNetworkUrl },
};

export const journey = {
  title: "The Journey",
  lead: "Four chapters, one thread: turning numbers into decisions.",
  phases: [
    {
      phase: "Investment banking",
      title: "Wall Street M&A banker",
      description:
        "Built valuation models and advised on mergers and acquisitions, learning how boards and investors judge every decision through the numbers.",
    },
    {
      phase: "Venture-backed CFO",
      title: "Chief Financial Officer",
      description:
        "Ran finance for venture-backed companies: raising capital, building budgets and translating financial reality for founders, teams and boards.",
    },
    {
      phase: "Founder and CEO",
      title: "6x entrepreneur",
      description:
        "Founded and led six companies, facing the same questions as every operator: where to invest, what to cut and how to grow profitably.",
    },
    {
      phase: "Certified executive coach",
      title: "Coach and facilitator",
      description:
        "Now coaches leaders and teaches financial acumen programs that turn finance from a black box into a shared language.",
    },
  ],
};

export const background = {
  title: "Why This Work Matters",
  paragraphs: [
    "In investment banking, every conversation came back to the numbers. Deals lived or died on whether a leader could explain how a business made money, where the cash went and what a decision would return. The leaders who could do that were trusted with more.",
    "Later, as a CFO and then as a founder, the pattern repeated from the other side of the table. Brilliant marketers, engineers, operators and HR leaders had great ideas that stalled in budget reviews, not because the ideas were weak, but because nobody had taught them to frame those ideas financially.",
    "Acumen Leadership Group exists to close that gap. Our programs skip the academic theory and teach finance the way it is used: on your own statements, with your own metrics, in the meetings where decisions are made. The goal is simple: leaders who move from financial anxiety to financial confidence, and teams that pull in the same direction because they understand what creates value.",
  ],
};

export const video = {
  title: "Watch: Why Financial Fluency Changes How Leaders Decide",
  caption: "A short introduction to the approach behind our programs.",
  playLabel: "Play video: Why Financial Fluency Changes How Leaders Decide",
  frameTitle: "Introduction video: Why Financial Fluency Changes How Leaders Decide",
};

export const testimonialsSection = {
  title: "What Leaders Say",
  testimonials: [
    {
      quote:
        "For the first time I walked into our budget review understanding every line. I challenged two assumptions and we reallocated spend to the campaign that actually paid back.",
      author: "Maya R.",
      title: "VP of Marketing, B2B software company",
    },
    {
      quote:
        "Our engineering leads now talk about unit economics without prompting. The workshop used our own numbers, so it felt like strategy work, not a class.",
      author: "Daniel K.",
      title: "Chief Technology Officer, health-tech scale-up",
    },
    {
      quote:
        "I had avoided the balance sheet for fifteen years. Two days later I presented our business case to the board, and it was approved.",
      author: "Priya S.",
      title: "Director of Operations, manufacturing company",
    },
    {
      quote:
        "The coaching gave me a framework for every capital allocation decision. Our executive team finally speaks the same financial language.",
      author: "Marcus T.",
      title: "Chief Executive Officer, consumer brand",
    },
    {
      quote:
        "Practical, fast-paced and honest. Our HR team now links every people program to its financial impact, and leadership listens.",
      author: "Elena G.",
      title: "Chief Human Resources Officer, logistics company",
    },
    {
      quote:
        "Moving from the military into a corporate role, the numbers were my blind spot. Now they are one of my strengths.",
      author: "James W.",
      title: "Senior Program Manager, aerospace company",
    },
  ] satisfies Testimonial[],
};

export const aboutClosing = {
  title: "Let's Build Your Team's Financial Confidence",
  text: "Book a free 30-minute strategy session, or write to us directly:",
  email: site.email,
  primary: scheduleCall,
};

export const aboutSeo = {
  title: `About ${site.guide.name}: Wall Street M&A Banker, CFO and Executive Coach | ${site.name}`,
  description: `${site.guide.name}, former Wall Street M&A banker, venture-backed CFO, 6x entrepreneur and certified executive coach, teaches non-finance leaders to use the numbers with confidence.`,
};
