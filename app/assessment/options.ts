/**
 * The wizard's option lists. The stored value is the option's text (product.md §3 keeps answers as text),
 * so no value here contains a comma where the list is stored comma-joined (challenges, formats).
 */
import { keysOf } from "~/utils/choices";

export const OTHER = "Other";

export const roleOptions = [
  "Operations",
  "Marketing / Sales",
  "Product / Engineering",
  "People / HR",
  "Strategy / Finance",
  "Executive (GM, VP, C-suite)",
  OTHER,
] as const;

export const teamSizeOptions = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;

export const trainingForOptions = [
  "Yourself",
  "Your team",
  "Your entire company",
  "Not sure yet",
  OTHER,
] as const;

export const acumenOptions = ["Beginner", "Intermediate", "Advanced", "Executive", OTHER] as const;

/** How the visitor typically handles financial data. */
export const dataConfidenceOptions = [
  "I avoid financial reports when I can",
  "I rely on finance to interpret the numbers for me",
  "I read reports but struggle to act on them",
  "I analyze the numbers and use them in my decisions",
  "I build financial models and business cases myself",
  OTHER,
] as const;

export const challengeOptions = [
  "Understanding financial statements",
  "Building and managing budgets",
  "Connecting my work to ROI",
  "Making data-driven decisions",
  "Communicating with finance and the CFO",
  "Presenting to executives or the board",
  "Building business cases for new initiatives",
  "Aligning teams around profit drivers",
  "Managing cash flow",
  "Evaluating investments and priorities",
  "Forecasting and planning",
  OTHER,
] as const;

export const urgencyOptions = [
  "Urgent – We need this now",
  "Important – Within 3–6 months",
  "Useful – Maybe this year",
  "Just exploring",
  OTHER,
] as const;

export const formatOptions = [
  "1–3 day intensive workshop",
  "4–6 week cohort program",
  "Custom team training",
  "1:1 executive coaching",
  "Group coaching",
  "Live virtual sessions",
  "In-person sessions",
  "Self-paced online modules",
  "Lunch-and-learn sessions",
  "Weekly office hours with email support",
  OTHER,
] as const;

export const topicInterestLabels = {
  statements: "Reading and understanding financial statements",
  budgeting: "Budgeting and forecasting",
  strategic: "Strategic financial decision-making",
  communication: "Communicating with finance teams",
  investment: "Investment analysis and ROI",
  presenting: "Presenting financials to executives and the board",
} as const;
export type TopicInterestKey = keyof typeof topicInterestLabels;
export const topicInterestKeys = keysOf(topicInterestLabels);

/** product.md §9: every topic starts at 3. */
export const DEFAULT_TOPIC_RATING = 3;
