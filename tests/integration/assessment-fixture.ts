import { knowledgeQuestions } from "~/assessment/questions";

/** Answers with the first `correct` questions right and the others wrong. */
export function knowledgeAnswers(correct: number) {
  return Object.fromEntries(
    knowledgeQuestions.map((q, i) => [
      q.id,
      i < correct ? q.correct : q.options.find((o) => o !== q.correct)!,
    ]),
  );
}

export const ratings = (...v: number[]) => Object.fromEntries(v.map((r, i) => [`q${i + 1}`, r]));

/** A complete, valid submission as the wizard sends it (7 right → knowledge 35, awareness 15 → level 2). */
export function validSubmission(overrides: Record<string, unknown> = {}) {
  return {
    name: "Avery Quinn Jones",
    email: "avery@example.com",
    company: "Northwind Traders",
    jobTitle: "VP Operations",
    role: "Operations",
    teamSize: "51-200",
    trainingFor: "Your team",
    currentAcumen: "Intermediate",
    dataConfidence: "I read reports but struggle to act on them",
    challenges: ["Managing cash flow", "Presenting to executives or the board"],
    knowledgeAnswers: knowledgeAnswers(7),
    awarenessAnswers: ratings(3, 3, 3, 3, 3),
    urgency: "Important – Within 3–6 months",
    topicInterests: {
      statements: 3,
      budgeting: 4,
      strategic: 5,
      communication: 3,
      investment: 2,
      presenting: 1,
    },
    formatPreferences: ["Custom team training", "1:1 executive coaching"],
    ...overrides,
  };
}
