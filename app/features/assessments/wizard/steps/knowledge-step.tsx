import { knowledgeQuestionIds, knowledgeQuestions } from "~/assessment/questions";
import { pickStrings } from "~/features/assessments/wizard/draft";
import { questionsStep } from "./questions-step";

export const KnowledgeStep = questionsStep({
  step: 2,
  intro: "Nine quick questions. Pick the answer you think is right; there's no penalty for guessing.",
  name: "knowledgeAnswers",
  questions: knowledgeQuestions.map((q, i) => ({
    id: q.id,
    legend: `${i + 1}. ${q.question}`,
    options: q.options.map((o) => ({ value: o, label: o })),
  })),
  pick: (saved) => pickStrings(saved, knowledgeQuestionIds),
});
