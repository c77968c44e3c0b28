import type { KnowledgeQuestionId } from "./questions";

/**
 * Why each knowledge question's correct answer is right, shown in the result's review. Apart from
 * the questions so the wizard's page does not load them: they are needed only after a submit.
 */
export const knowledgeExplanations: Record<KnowledgeQuestionId, string> = {
  q1: "EBIT (Earnings Before Interest and Taxes) measures the profit the core operations generate, before financing costs and taxes, so it compares operating performance across companies.",
  q2: "Profit is an accounting measure; cash is what pays the bills. Slow customer payments, growing inventory or heavy capital spending can keep reported profits from turning into cash.",
  q3: "Below 1, the obligations due within a year exceed the assets that turn into cash within a year, so the company may have trouble paying suppliers, payroll or short-term debt on time.",
  q4: "Net Present Value and Internal Rate of Return weigh an investment's future cash flows against its cost, taking the time value of money into account.",
  q5: "If the return on the capital a business uses is lower than what that capital costs, every dollar invested earns less than investors require: growth in that state destroys value.",
  q6: "The Cash Flow Statement tracks cash from operating, investing and financing activities, showing where cash came from and where it went.",
  q7: "When receivables outpace sales, customers are taking longer to pay or revenue is being recognised before cash is collected; both tie up cash and deserve a closer look.",
  q8: "Inventory turnover (cost of goods sold ÷ average inventory) shows how many times inventory is sold and replaced in a period; higher usually means less cash tied up in stock.",
  q9: "Stakeholders act on what they understand. Translating the numbers into plain language and tying them to strategy turns data into decisions.",
};
