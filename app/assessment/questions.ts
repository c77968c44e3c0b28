/**
 * The nine knowledge questions of the assessment (topics in product.md §2, correct answers in §9).
 * Answers are stored as the option text, so the correct option's text is the key to scoring.
 */
export type KnowledgeQuestion = {
  id: KnowledgeQuestionId;
  question: string;
  options: readonly [string, string, string, string];
  correct: string;
};

export const knowledgeQuestionIds = ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9"] as const;
export type KnowledgeQuestionId = (typeof knowledgeQuestionIds)[number];

export const knowledgeQuestions: readonly KnowledgeQuestion[] = [
  {
    id: "q1",
    question: "Which metric shows a company's operating profit before interest and taxes are deducted?",
    options: ["Net Income", "EBIT", "Gross Margin", "Free Cash Flow"],
    correct: "EBIT",
  },
  {
    id: "q2",
    question:
      "A company reports strong profits, yet its cash balance keeps shrinking. What does this most likely mean?",
    options: [
      "The company is unusually efficient",
      "Revenue is declining",
      "Profits aren't converting to cash",
      "Taxes are too low",
    ],
    correct: "Profits aren't converting to cash",
  },
  {
    id: "q3",
    question:
      "A company's current ratio (current assets ÷ current liabilities) is below 1. What might that suggest?",
    options: [
      "It might struggle with short-term bills",
      "It is highly profitable",
      "It holds too much cash",
      "It has no long-term debt",
    ],
    correct: "It might struggle with short-term bills",
  },
  {
    id: "q4",
    question:
      "Which measures are most commonly used to decide whether a long-term investment is worth making?",
    options: [
      "Gross margin and markup",
      "Current ratio and quick ratio",
      "Headcount and payroll",
      "NPV or IRR",
    ],
    correct: "NPV or IRR",
  },
  {
    id: "q5",
    question:
      "When a company's return on invested capital (ROIC) is below its weighted average cost of capital (WACC), it…",
    options: [
      "Creates shareholder value",
      "Destroys shareholder value",
      "Has no effect on value",
      "Automatically raises its share price",
    ],
    correct: "Destroys shareholder value",
  },
  {
    id: "q6",
    question: "Which financial statement shows how cash moved in and out of the business over a period?",
    options: ["Income Statement", "Balance Sheet", "Statement of Retained Earnings", "Cash Flow Statement"],
    correct: "Cash Flow Statement",
  },
  {
    id: "q7",
    question: "Accounts receivable are growing much faster than sales. What could this signal?",
    options: [
      "Strong customer demand",
      "Lower operating costs",
      "Issues with collections or revenue timing",
      "Better inventory management",
    ],
    correct: "Issues with collections or revenue timing",
  },
  {
    id: "q8",
    question: "What does inventory turnover measure?",
    options: [
      "The total value of inventory on hand",
      "How quickly inventory is sold and replaced",
      "The cost of storing inventory",
      "How many suppliers the company uses",
    ],
    correct: "How quickly inventory is sold and replaced",
  },
  {
    id: "q9",
    question:
      "When presenting financial results to non-finance stakeholders, the most effective approach is to…",
    options: [
      "Share every detailed spreadsheet",
      "Use as much technical terminology as possible",
      "Focus only on the bottom line",
      "Explain numbers in plain language with strategic insights",
    ],
    correct: "Explain numbers in plain language with strategic insights",
  },
];

export function questionById(id: string): KnowledgeQuestion | undefined {
  return knowledgeQuestions.find((q) => q.id === id);
}
