/** Copy and display data of /training-programs (product.md §1 training levels, formats, inclusions, add-ons). */

export type Skill = { name: string; description: string };

/** A program level card (product.md §3 display data). */
export type ProgramLevel = {
  level: 1 | 2 | 3;
  title: string;
  subtitle: string;
  tagline: string;
  audience: string;
  duration: string;
  /** ISO 8601 workload for the Course structured data. */
  durationIso: string;
  summary: string;
  skills: Skill[];
  outcomes: string[];
  popular: boolean;
};

/** The page's two calls to action: at its top, and again at its end. */
const trainingActions = {
  primary: { label: "Book Your Strategy Session", href: "/contact" },
  secondary: { label: "Take Free Assessment", href: "/assessment" },
};

export const trainingHero = {
  eyebrow: "Training Programs",
  title: "Financial Acumen Training Programs",
  lead: "Hands-on programs that teach non-finance leaders to read the numbers, question them and use them to decide, taught by a former Wall Street M&A banker and 6x entrepreneur. Real-world execution, not academic theory.",
  ...trainingActions,
};

export const philosophy = {
  title: "Our Training Philosophy",
  lead: "Three principles shape every session, whichever level or format you choose.",
  principles: [
    {
      title: "Real-world execution over academic theory",
      description:
        "Every concept is taught the way it is used in budget reviews, deal rooms and board meetings, by someone who has sat on both sides of the table.",
    },
    {
      title: "Your numbers, your decisions",
      description:
        "Exercises use your company's own financial statements, metrics and business cases, so the skills transfer to Monday morning.",
    },
    {
      title: "Confidence through practice",
      description:
        "Participants read, challenge and present numbers in every session until speaking the CFO's language feels natural, not intimidating.",
    },
  ],
};

export const programLevels: ProgramLevel[] = [
  {
    level: 1,
    title: "Speak Finance",
    subtitle: "Foundation Level",
    tagline: "Financial literacy fundamentals",
    audience: "New managers and non-finance leaders",
    duration: "1-3 days",
    durationIso: "P1D",
    summary:
      "Build a strong foundation in finance: read the statements, follow the cash and join the conversation with confidence.",
    popular: true,
    skills: [
      {
        name: "Reading the income statement",
        description: "Revenue, margins and operating profit: what drives them and where they leak.",
      },
      {
        name: "Understanding the balance sheet",
        description: "What the company owns and owes, and why it matters to your team.",
      },
      {
        name: "Following the cash",
        description: "Why profit is not cash, and how to read the cash flow statement.",
      },
      {
        name: "Budgeting basics",
        description: "How budgets are built, approved and tracked, and how to question one.",
      },
      {
        name: "Key financial ratios",
        description: "Margins, liquidity and efficiency ratios that signal health or trouble.",
      },
      {
        name: "Speaking the language of finance",
        description: "The vocabulary to follow, and contribute to, every finance discussion.",
      },
    ],
    outcomes: [
      "Read the three financial statements with confidence",
      "Explain how your team's work shows up in profit and cash",
      "Ask sharper questions in budget and performance reviews",
      "Spot early warning signs in the numbers",
      "Stop avoiding financial reports and start using them",
    ],
  },
  {
    level: 2,
    title: "Think Finance",
    subtitle: "Strategic Level",
    tagline: "Strategic financial analysis",
    audience: "Managers and business unit leaders",
    duration: "2-3 days",
    durationIso: "P2D",
    summary:
      "Connect numbers to strategy: analyze profit drivers, build the business case and steer resources where they earn the most.",
    popular: false,
    skills: [
      {
        name: "Profit drivers and unit economics",
        description: "Find which levers move margin, and by how much.",
      },
      {
        name: "Forecasting and planning",
        description: "Build forecasts that hold up and re-plan when the facts change.",
      },
      {
        name: "Business cases and ROI",
        description: "Frame initiatives with return, payback, NPV and IRR finance will back.",
      },
      {
        name: "Working capital",
        description: "Receivables, inventory and payables: how they tie up or free cash.",
      },
      {
        name: "Scenario and sensitivity analysis",
        description: "Stress-test plans before committing people and money.",
      },
      {
        name: "Metrics that matter",
        description: "Choose KPIs that track value creation, not just activity.",
      },
    ],
    outcomes: [
      "Build compelling, financially framed business cases",
      "Challenge budget assumptions and optimize resource allocation",
      "Link team goals to the company's profit drivers",
      "Make trade-offs with a clear view of return and risk",
      "Unify your team around value creation",
    ],
  },
  {
    level: 3,
    title: "Lead with Finance",
    subtitle: "Executive Level",
    tagline: "Executive financial leadership",
    audience: "C-suite and senior executives",
    duration: "3 days",
    durationIso: "P3D",
    summary:
      "Drive capital allocation, influence the board and lead the organization's financial conversation.",
    popular: false,
    skills: [
      {
        name: "Capital allocation",
        description: "Decide where the next dollar goes: grow, invest, acquire or return.",
      },
      {
        name: "Value creation",
        description: "ROIC versus the cost of capital, and what really builds shareholder value.",
      },
      {
        name: "Valuation and M&A",
        description: "How companies are valued and how deals create or destroy value.",
      },
      {
        name: "Board and investor communication",
        description: "Present the numbers with a clear, credible strategic story.",
      },
      {
        name: "Financial risk and resilience",
        description: "Liquidity, leverage and scenario planning for uncertain markets.",
      },
      {
        name: "Leading a finance-fluent culture",
        description: "Make financial thinking part of how every leader decides.",
      },
    ],
    outcomes: [
      "Speak the CFO's language in the boardroom",
      "Lead capital allocation decisions with conviction",
      "Defend strategy with financial evidence, not intuition",
      "Align the executive team on what drives value",
      "Build financial fluency across the organization",
    ],
  },
];

export const trainingFormats = [
  {
    title: "1-3 day intensive workshops",
    description: "Immersive, in-person or virtual sessions that build fluency fast.",
    popular: true,
  },
  {
    title: "4-6 week cohort programs",
    description: "Weekly sessions with practice between them, for learning that sticks.",
    popular: false,
  },
  {
    title: "Custom team training",
    description: "A program built around your industry, your data and your team's goals.",
    popular: false,
  },
  {
    title: "1:1 executive coaching",
    description: "Private coaching for leaders preparing for bigger financial responsibility.",
    popular: false,
    // product.md §10.16: coaching packs are bought on /coaching.
    coachingLink: "See coaching packs",
  },
];

export const inclusions = {
  title: "Every Program Includes",
  items: [
    "Participant workbook",
    "Slides",
    "Tools",
    "Templates",
    "Financial models",
    "Quick reference guides",
  ],
};

export const addOns = {
  title: "Optional Add-ons",
  items: [
    { title: "Group coaching", description: "Follow-up sessions that turn new skills into team habits." },
    {
      title: "Individual coaching",
      description: "One-to-one support for leaders applying the material to their own role.",
    },
    {
      title: "Office hours and email support",
      description: "3 months of weekly office hours with email support after the program.",
    },
    {
      title: "AI chatbots and custom agents",
      description: "Assistants trained on the program material and your financial terms.",
    },
  ],
};

export const guarantee = {
  title: "100% Satisfaction Guarantee",
  text: "If a program does not meet your expectations, we will fix it or give you a full refund.",
};

export const customisationNote =
  "The program levels above are illustrative. Every engagement is customized to your organization and built on your own financial data.";

export const trainingClosing = {
  title: "Ready to Build Financial Confidence in Your Team?",
  text: "Start with a free strategy session, or take the five-minute assessment to find the right level.",
  ...trainingActions,
};

export const trainingSeo = {
  title: "Financial Acumen Training Programs for Non-Finance Leaders | Acumen Leadership Group",
  description:
    "Three levels of financial acumen training (Speak Finance, Think Finance, Lead with Finance) as workshops, cohort programs, custom team training and 1:1 executive coaching.",
};
