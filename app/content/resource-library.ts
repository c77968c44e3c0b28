import type { resources } from "~/db/schema";

type NewResource = typeof resources.$inferInsert;

/** The Resource Library's 10 starting items (product.md §3), seeded into the `resources` table. */
export const libraryResources: NewResource[] = [
  {
    title: "Financial Statements Decoded",
    description:
      "A plain-language walkthrough of the income statement, balance sheet and cash flow statement, with the ten lines every leader should check first.",
    type: "PDF",
    category: "Financial Intelligence",
    difficulty: "beginner",
    format: "Guide",
    tags: ["financial statements", "P&L", "balance sheet", "cash flow"],
    pages: 24,
    featured: true,
    iconName: "FileText",
  },
  {
    title: "Budget Conversations That Win Resources",
    description:
      "A slide deck for framing budget requests around return, risk and timing, so finance hears a business case instead of a wish list.",
    type: "PowerPoint",
    category: "Communication",
    difficulty: "intermediate",
    format: "Slide deck",
    tags: ["budgeting", "business case", "stakeholders"],
    pages: 18,
    featured: true,
    iconName: "Presentation",
  },
  {
    title: "ROI and Payback Calculator",
    description:
      "A spreadsheet model that turns a project idea into NPV, IRR and payback period, with sensitivity tables for the assumptions that matter.",
    type: "Excel",
    category: "Strategy",
    difficulty: "intermediate",
    format: "Spreadsheet model",
    tags: ["ROI", "NPV", "IRR", "capital allocation"],
    featured: true,
    iconName: "Calculator",
  },
  {
    title: "Speaking the CFO's Language",
    description:
      "A short video on how CFOs read a proposal, the questions they ask first, and how to answer them before they are asked.",
    type: "Video",
    category: "Leadership",
    difficulty: "beginner",
    format: "Video lesson",
    tags: ["CFO", "executive presence", "communication"],
    duration: "18 min",
    featured: true,
    iconName: "Video",
  },
  {
    title: "Cash Flow Early-Warning Checklist",
    description:
      "Twelve signals that profit is not turning into cash, from receivables outpacing sales to inventory piling up, and what to do about each.",
    type: "PDF",
    category: "Financial Intelligence",
    difficulty: "intermediate",
    format: "Checklist",
    tags: ["cash flow", "working capital", "receivables"],
    pages: 8,
    featured: true,
    iconName: "FileText",
  },
  {
    title: "Board-Ready Metrics Dashboard",
    description:
      "A dashboard template that links operating metrics to ROIC, margin and growth, built for quarterly board and leadership reviews.",
    type: "Excel",
    category: "Strategy",
    difficulty: "advanced",
    format: "Dashboard template",
    tags: ["KPIs", "ROIC", "board reporting", "dashboards"],
    featured: true,
    iconName: "BarChart3",
  },
  {
    title: "Unit Economics for Non-Finance Leaders",
    description:
      "How contribution margin, customer acquisition cost and lifetime value fit together, with worked examples from service and product businesses.",
    type: "PDF",
    category: "Financial Intelligence",
    difficulty: "intermediate",
    format: "Guide",
    tags: ["unit economics", "margins", "pricing"],
    pages: 16,
    iconName: "FileText",
  },
  {
    title: "Leading Through a Cost-Reduction Cycle",
    description:
      "A leader's playbook for cutting cost without cutting capability: where to look, how to communicate, and how to protect the team's trust.",
    type: "PowerPoint",
    category: "Leadership",
    difficulty: "advanced",
    format: "Playbook",
    tags: ["cost management", "change leadership", "communication"],
    pages: 22,
    iconName: "Presentation",
  },
  {
    title: "Presenting Numbers With Confidence",
    description:
      "A video workshop on turning a spreadsheet into a three-slide story: the headline, the driver, and the decision you need.",
    type: "Video",
    category: "Communication",
    difficulty: "beginner",
    format: "Video workshop",
    tags: ["presenting", "storytelling", "data"],
    duration: "32 min",
    iconName: "Video",
  },
  {
    title: "Capital Allocation Scorecard",
    description:
      "A scoring model for ranking competing investments by strategic fit, return on invested capital and risk, used in executive planning sessions.",
    type: "Excel",
    category: "Strategy",
    difficulty: "advanced",
    format: "Scoring model",
    tags: ["capital allocation", "WACC", "prioritisation", "strategy"],
    iconName: "Calculator",
  },
];
