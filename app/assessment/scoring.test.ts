import { describe, expect, it } from "vitest";
import { knowledgeQuestions } from "./questions";
import { knowledgeExplanations } from "./explanations";
import {
  awarenessScore,
  countCorrect,
  isCorrectAnswer,
  knowledgeScore,
  recommendLevel,
  scoreAssessment,
} from "./scoring";

/** Answers with the first `n` questions right and the rest wrong (a wrong option, not a blank). */
function answersWithCorrect(n: number) {
  return Object.fromEntries(
    knowledgeQuestions.map((q, i) => [q.id, i < n ? q.correct : q.options.find((o) => o !== q.correct)!]),
  );
}

const ratings = (...values: number[]) => Object.fromEntries(values.map((v, i) => [`q${i + 1}`, v]));

describe("the question bank", () => {
  it("has nine questions with four distinct options, the correct one among them", () => {
    expect(knowledgeQuestions.map((q) => q.id)).toEqual([
      "q1",
      "q2",
      "q3",
      "q4",
      "q5",
      "q6",
      "q7",
      "q8",
      "q9",
    ]);
    for (const q of knowledgeQuestions) {
      expect(new Set(q.options).size).toBe(4);
      expect(q.options).toContain(q.correct);
      expect(knowledgeExplanations[q.id].length).toBeGreaterThan(20);
    }
  });

  it("marks product.md §9's correct answers", () => {
    expect(knowledgeQuestions.map((q) => q.correct)).toEqual([
      "EBIT",
      "Profits aren't converting to cash",
      "It might struggle with short-term bills",
      "NPV or IRR",
      "Destroys shareholder value",
      "Cash Flow Statement",
      "Issues with collections or revenue timing",
      "How quickly inventory is sold and replaced",
      "Explain numbers in plain language with strategic insights",
    ]);
  });
});

describe("knowledge score", () => {
  it.each([
    [0, 0],
    [4, 20],
    [5, 25],
    [7, 35],
    [8, 40],
    [9, 40], // 45 by the rule, capped at 40
  ])("%i correct answers score %i", (n, score) => {
    expect(countCorrect(answersWithCorrect(n))).toBe(n);
    expect(knowledgeScore(answersWithCorrect(n))).toBe(score);
  });

  it("counts a missing, empty or null answer as wrong", () => {
    const all = answersWithCorrect(9);
    const { q1: _drop, ...missingQ1 } = all;
    expect(knowledgeScore(missingQ1)).toBe(40); // 8 right
    expect(countCorrect({ ...all, q2: "", q3: null, q4: undefined })).toBe(6);
    expect(knowledgeScore({})).toBe(0);
    expect(isCorrectAnswer("q1", "")).toBe(false);
    expect(isCorrectAnswer("q1", undefined)).toBe(false);
    expect(isCorrectAnswer("q10", "EBIT")).toBe(false);
  });

  it("matches answers exactly (no case folding or trimming)", () => {
    expect(isCorrectAnswer("q1", "EBIT")).toBe(true);
    expect(isCorrectAnswer("q1", "ebit")).toBe(false);
    expect(isCorrectAnswer("q1", " EBIT")).toBe(false);
  });
});

describe("awareness score", () => {
  it("sums the five ratings", () => {
    expect(awarenessScore(ratings(1, 1, 1, 1, 1))).toBe(5);
    expect(awarenessScore(ratings(5, 5, 5, 5, 5))).toBe(25);
    expect(awarenessScore(ratings(4, 4, 4, 4, 3))).toBe(19);
  });

  it("counts a missing rating as 0 and ignores keys other than q1-q5", () => {
    expect(awarenessScore({ q1: 5, q2: 5 })).toBe(10);
    expect(awarenessScore({ ...ratings(1, 1, 1, 1, 1), q6: 5, other: 5 })).toBe(5);
    expect(awarenessScore({})).toBe(0);
  });
});

describe("recommended level", () => {
  it.each([
    // [knowledge, awareness, level]
    [40, 5, 3],
    [40, 25, 3],
    [35, 5, 2], // 35 is not above 35
    [35, 19, 2],
    [35, 20, 1],
    [25, 19, 2],
    [25, 20, 1], // awareness 20 is not under 20
    [21, 19, 2],
    [20, 19, 1], // knowledge 20 is under 21
    [20, 20, 1],
    [0, 5, 1],
    [0, 25, 1],
  ])("knowledge %i, awareness %i → level %i", (k, a, level) => {
    expect(recommendLevel(k, a)).toBe(level);
  });
});

describe("scoreAssessment", () => {
  it.each([
    [0, ratings(3, 3, 3, 3, 3), { knowledgeScore: 0, awarenessScore: 15, recommendedLevel: 1 }],
    [4, ratings(1, 1, 1, 1, 1), { knowledgeScore: 20, awarenessScore: 5, recommendedLevel: 1 }],
    [5, ratings(4, 4, 4, 4, 3), { knowledgeScore: 25, awarenessScore: 19, recommendedLevel: 2 }],
    [5, ratings(4, 4, 4, 4, 4), { knowledgeScore: 25, awarenessScore: 20, recommendedLevel: 1 }],
    [7, ratings(2, 2, 2, 2, 2), { knowledgeScore: 35, awarenessScore: 10, recommendedLevel: 2 }],
    [8, ratings(5, 5, 5, 5, 5), { knowledgeScore: 40, awarenessScore: 25, recommendedLevel: 3 }],
    [9, ratings(1, 2, 3, 4, 5), { knowledgeScore: 40, awarenessScore: 15, recommendedLevel: 3 }],
  ])("%i correct with %o", (n, awarenessAnswers, expected) => {
    expect(scoreAssessment({ knowledgeAnswers: answersWithCorrect(n), awarenessAnswers })).toEqual(expected);
  });
});
