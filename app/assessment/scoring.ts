import { awarenessStatementIds } from "./awareness";
import { knowledgeQuestions } from "./questions";

/** product.md §9-§10: 5 points per correct answer, capped at 40. */
export const POINTS_PER_CORRECT = 5;
export const MAX_KNOWLEDGE_SCORE = 40;
export const MAX_AWARENESS_SCORE = 25;

export type KnowledgeAnswers = Partial<Record<string, string | null | undefined>>;
export type AwarenessAnswers = Partial<Record<string, number | null | undefined>>;

/** A missing answer counts as the empty string, which is never correct. */
export function isCorrectAnswer(questionId: string, answer: string | null | undefined): boolean {
  const q = knowledgeQuestions.find((k) => k.id === questionId);
  return !!q && (answer ?? "") === q.correct;
}

export function countCorrect(answers: KnowledgeAnswers): number {
  return knowledgeQuestions.filter((q) => isCorrectAnswer(q.id, answers[q.id])).length;
}

export function knowledgeScore(answers: KnowledgeAnswers): number {
  return Math.min(countCorrect(answers) * POINTS_PER_CORRECT, MAX_KNOWLEDGE_SCORE);
}

/** The sum of the five 1-5 ratings; a missing rating counts 0. */
export function awarenessScore(answers: AwarenessAnswers): number {
  return awarenessStatementIds.reduce((sum, id) => {
    const v = answers[id];
    return sum + (typeof v === "number" && Number.isFinite(v) ? v : 0);
  }, 0);
}

/** product.md §9: level 3 above 35; level 2 at 21 or more with awareness under 20; otherwise level 1. */
export function recommendLevel(knowledge: number, awareness: number): 1 | 2 | 3 {
  if (knowledge > 35) return 3;
  if (knowledge >= 21 && awareness < 20) return 2;
  return 1;
}

export function scoreAssessment(input: {
  knowledgeAnswers: KnowledgeAnswers;
  awarenessAnswers: AwarenessAnswers;
}) {
  const k = knowledgeScore(input.knowledgeAnswers);
  const a = awarenessScore(input.awarenessAnswers);
  return { knowledgeScore: k, awarenessScore: a, recommendedLevel: recommendLevel(k, a) };
}
