/** Copy and display data of the Home page (product.md §1 marketing content, §2 Home). */
import { site } from "./site";

const guideFirstName = site.guide.name.split(" ")[0];

/** The page's two calls to action, offered in the hero, under the levels and in the closing cards. */
const strategySession = { label: "Book a Strategy Session", href: "/consultation" };
const quiz = { label: "Take the Financial Acumen Quiz", href: "/assessment" };

export const hero = {
  eyebrow: "Financial acumen training & executive coaching",
  headline: "Financial fluency for leaders who aren't in finance",
  lead: "Practical workshops, cohort programs and 1:1 coaching that help managers and executives read the numbers, connect them to strategy and lead with confidence, taught by a former Wall Street M&A banker and 6x entrepreneur. Real-world execution, not academic theory.",
  primaryCta: strategySession,
  secondaryCta: quiz,
  proofPoints: [
    "1-3 day intensive workshops",
    "For teams at companies of 10-500 employees",
    "100% satisfaction guarantee",
  ],
};

export type ProblemItem = { title: string; description: string };

export const challenge = {
  eyebrow: "The challenge",
  title: "Great leaders get stuck when the conversation turns to numbers",
  intro:
    "Most managers were promoted for what they do well, not for reading a P&L. The gap shows up everywhere:",
  problems: [
    {
      title: "Budgets are a black box",
      description: "Leaders approve and defend budgets without knowing which assumptions drive the numbers.",
    },
    {
      title: "Strategy without financial weight",
      description:
        "Good plans stall because they are never framed in margins, cash flow and return on investment.",
    },
    {
      title: "Teams talk past each other",
      description:
        "Finance speaks EBITDA and working capital; everyone else speaks customers, projects and headcount.",
    },
    {
      title: "Rising talent plateaus",
      description: "High-potential managers stall when the next role asks them to own a P&L.",
    },
    {
      title: "The wrong metrics win",
      description:
        "Without financial fluency, teams chase activity metrics instead of the drivers of profit and cash.",
    },
    {
      title: "Execs defend alone",
      description: "The CEO and CFO carry every financial conversation because no one else at the table can.",
    },
  ] satisfies ProblemItem[],
  costTitle: "The cost of financial illiteracy",
  costs: ["Slow pivots", "Missed signals", "Resource misalignment", "Competitive disadvantage"],
  quote: {
    text: "Accounting is the language of business.",
    author: "Warren Buffett",
    title: "Chairman and CEO, Berkshire Hathaway",
  },
};

export type AudienceCard = {
  title: string;
  description: string;
  subtext: string;
  roles: string[];
  theme: "blue" | "amber" | "emerald";
};

export const audience = {
  eyebrow: "Who it's for",
  title: "Built for leaders who make decisions but don't live in spreadsheets",
  cards: [
    {
      title: "Rising Leaders",
      description: "High-potential managers preparing for bigger roles and P&L responsibility.",
      subtext: "Including women leaders, professionals moving from the military and nonprofit leaders.",
      roles: [
        "New & high-potential managers",
        "Team leads",
        "Women leaders",
        "Military transition leaders",
        "Nonprofit leaders",
      ],
      theme: "blue",
    },
    {
      title: "Business & Functional Leaders",
      description: "Heads of functions who need to connect their team's work to financial results.",
      subtext: "For leaders who own budgets, headcount and targets but not the finance function.",
      roles: ["Head of Marketing", "VP of Operations", "Head of Product", "HR Director", "Head of Sales"],
      theme: "amber",
    },
    {
      title: "Senior Executives",
      description: "Executives and boards who steer capital allocation and speak for the company's numbers.",
      subtext: "For leadership teams at companies with 10-500 employees.",
      roles: ["CEO", "COO", "CMO", "CTO", "CFO", "CHRO", "Founder", "Board member"],
      theme: "emerald",
    },
  ] satisfies AudienceCard[],
};

export const benefits = {
  eyebrow: "What changes",
  title: "What your leaders gain",
  items: [
    {
      title: "Smarter Decisions",
      description:
        "Weigh options by margin, cash and return instead of instinct, and see trade-offs before they cost you.",
      icon: "lightbulb",
    },
    {
      title: "Strategic Alignment",
      description:
        "Every team understands how its work moves revenue, profit and cash, so priorities stop competing.",
      icon: "target",
    },
    {
      title: "Boardroom Confidence",
      description: "Present, question and defend numbers in front of executives, investors and the board.",
      icon: "presentation",
    },
    {
      title: "Career Acceleration",
      description:
        "Financial fluency is the skill that separates functional experts from enterprise leaders.",
      icon: "trending-up",
    },
  ] as const,
};

export const transformation = {
  eyebrow: "The transformation",
  title: "Before and after the training",
  caption: "How six everyday leadership behaviours change after the training",
  rows: [
    { before: "Avoids financial reports", after: "Reads and applies them confidently" },
    { before: "Approves budgets blindly", after: "Challenges assumptions and optimizes" },
    { before: "Fails to link work to ROI", after: "Makes financially aligned decisions" },
    { before: "Intimidated in board meetings", after: "Speaks the CFO's language" },
    { before: "Great ideas lack financial framing", after: "Builds compelling business cases" },
    { before: "Teams misaligned on profit drivers", after: "Unifies teams around value creation" },
  ],
  closing: "From financial anxiety to financial confidence in just days.",
};

export type TrainingLevelCard = {
  level: number;
  title: string;
  subtitle: string;
  duration: string;
  audience: string;
  description: string;
};

export const solution = {
  eyebrow: "The Solution",
  title: "Three levels, from speaking finance to leading with it",
  intro:
    "Each level builds on the last and runs as an intensive workshop, a cohort program or custom team training.",
  levels: [
    {
      level: 1,
      title: "Speak Finance",
      subtitle: "Foundation Level",
      duration: "1-2 days",
      audience: "New managers and non-finance leaders",
      description:
        "Financial literacy fundamentals: read the income statement, balance sheet and cash flow statement, and talk about margins, budgets and cash with confidence.",
    },
    {
      level: 2,
      title: "Think Finance",
      subtitle: "Strategic Level",
      duration: "2-3 days",
      audience: "Managers and business unit leaders",
      description:
        "Strategic financial analysis: connect numbers to strategy, evaluate investments with ROI, NPV and payback, and build business cases that get approved.",
    },
    {
      level: 3,
      title: "Lead with Finance",
      subtitle: "Executive Level",
      duration: "3 days",
      audience: "C-suite and senior executives",
      description:
        "Executive financial leadership: drive capital allocation, influence the board and investors, and lead the organisation around value creation.",
    },
  ] satisfies TrainingLevelCard[],
  note: "Levels are illustrative and are customized to your company's own financial data and goals.",
  ctas: {
    details: { label: "View Complete Program Details", href: "/training-programs" },
    consultation: strategySession,
    quiz,
  },
};

export const guideSection = {
  eyebrow: "Meet your guide",
  journey: ["Wall Street M&A banker", "Venture-backed CFO", "6x founder & CEO", "Certified executive coach"],
  story: `After years on both sides of the table, from structuring deals on Wall Street to running the numbers as a CFO and building companies as a founder, ${guideFirstName} saw the same pattern everywhere: capable leaders held back not by talent but by the language of finance. The programs teach that language the way it is used in real companies, with your own numbers, not textbook cases.`,
  moreLink: { label: "Read the full story", href: "/about" },
};

export const getStarted = {
  title: "Ready to Get Started?",
  intro: "Two easy ways to take the first step.",
  cards: [
    {
      title: "Strategy Session",
      description:
        "A free 30-minute consultation to discuss your team's goals, where the financial skill gaps are, and which program fits.",
      cta: strategySession,
      icon: "calendar",
    },
    {
      title: "Financial Acumen Quiz",
      description:
        "Answer a few questions in about 5 minutes and get a personalized recommendation: Level 1, 2 or 3.",
      cta: quiz,
      icon: "clipboard",
    },
  ] as const,
};

export const homeMeta = {
  title: "Financial Acumen Training for Non-Finance Leaders | Acumen Leadership Group",
  description:
    "Workshops, cohort programs, custom team training and executive coaching that give managers and executives real financial fluency. Book a free strategy session or take the 5-minute quiz.",
};
