import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  assessmentMessages as m,
  assessmentSubmissionSchema,
  awarenessSchema,
  experienceSchema,
  knowledgeSchema,
  personalInfoSchema,
  preferencesSchema,
} from "./schema";
import { validSubmission } from "../../../tests/integration/assessment-fixture";

/** { path: first message } of a failed parse. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

describe("step schemas give product.md §5's messages", () => {
  it("step 1: Personal Information (empty form as the wizard starts it)", () => {
    const empty = { name: "", email: "", company: "", jobTitle: "", role: "", teamSize: "", trainingFor: "" };
    expect(errorsOf(personalInfoSchema, empty)).toEqual({
      name: "Full name is required",
      email: "Valid email is required",
      company: "Company name is required",
      jobTitle: "Job title is required",
      role: "Please select your role",
      teamSize: "Please select team size",
      trainingFor: "Please select who you're exploring training for",
    });
  });

  it("step 1: minimum lengths count trimmed text, e-mail must be valid", () => {
    const v = validSubmission();
    expect(
      errorsOf(personalInfoSchema, { ...v, name: " A ", company: "X", jobTitle: "  ", email: "no-at" }),
    ).toEqual({
      name: m.name,
      company: m.company,
      jobTitle: m.jobTitle,
      email: m.email,
    });
    expect(errorsOf(personalInfoSchema, { ...v, name: "Al" })).toEqual({});
  });

  it("step 2: Current Experience", () => {
    expect(errorsOf(experienceSchema, { currentAcumen: "", dataConfidence: "", challenges: [] })).toEqual({
      currentAcumen: m.currentAcumen,
      dataConfidence: m.dataConfidence,
      challenges: m.challenges,
    });
  });

  it("step 3: every knowledge question needs an answer", () => {
    const { q4: _q4, ...eight } = validSubmission().knowledgeAnswers;
    expect(errorsOf(knowledgeSchema, { knowledgeAnswers: { ...eight, q9: null } })).toEqual({
      "knowledgeAnswers.q4": "Please select an answer",
      "knowledgeAnswers.q9": "Please select an answer",
    });
    expect(errorsOf(knowledgeSchema, {})).toEqual({
      knowledgeAnswers: "Please answer all knowledge questions",
    });
  });

  it("step 4: every awareness statement needs a 1-5 rating", () => {
    expect(errorsOf(awarenessSchema, {})).toEqual({
      awarenessAnswers: "Please rate all problem awareness statements",
    });
    const e = errorsOf(awarenessSchema, { awarenessAnswers: { q1: 1, q2: 0, q3: 6, q4: 2.5 } });
    expect(Object.keys(e).sort()).toEqual([
      "awarenessAnswers.q2",
      "awarenessAnswers.q3",
      "awarenessAnswers.q4",
      "awarenessAnswers.q5",
    ]);
  });

  it("step 5: Training Preferences", () => {
    const topicInterests = validSubmission().topicInterests;
    expect(errorsOf(preferencesSchema, { urgency: "", topicInterests, formatPreferences: [] })).toEqual({
      urgency: "Please select urgency level",
      formatPreferences: "Please select at least one format preference",
    });
  });
});

describe("the whole submission", () => {
  it("accepts the wizard's data, drops the 'other' boxes and the browser's own scores", () => {
    const r = assessmentSubmissionSchema.parse(
      validSubmission({
        otherRole: "Chief of Staff",
        knowledgeScore: 40,
        awarenessScore: 25,
        recommendedLevel: 3,
      }),
    );
    expect(r).not.toHaveProperty("otherRole");
    expect(r).not.toHaveProperty("knowledgeScore");
    expect(r).not.toHaveProperty("recommendedLevel");
    expect(r.name).toBe("Avery Quinn Jones");
  });

  it.each([
    ["role", { role: "Astronaut" }],
    ["teamSize", { teamSize: "5000+" }],
    ["trainingFor", { trainingFor: "My cat" }],
    ["currentAcumen", { currentAcumen: "Guru" }],
    ["dataConfidence", { dataConfidence: "I guess" }],
    ["challenges.1", { challenges: ["Managing cash flow", "Juggling"] }],
    ["challenges", { challenges: ["Managing cash flow", "Managing cash flow"] }],
    ["knowledgeAnswers.q1", { knowledgeAnswers: { ...validSubmission().knowledgeAnswers, q1: "EBITDA" } }],
    // The right answer to another question is not an option of this one.
    ["knowledgeAnswers.q2", { knowledgeAnswers: { ...validSubmission().knowledgeAnswers, q2: "EBIT" } }],
    ["urgency", { urgency: "Yesterday" }],
    ["formatPreferences.0", { formatPreferences: ["Carrier pigeon"] }],
    ["topicInterests.budgeting", { topicInterests: { ...validSubmission().topicInterests, budgeting: 9 } }],
    ["name", { name: "x".repeat(101) }],
    ["company", { company: "x".repeat(201) }],
  ])("refuses an unknown or out-of-bounds value at %s", (path, override) => {
    expect(Object.keys(errorsOf(assessmentSubmissionSchema, validSubmission(override)))).toEqual([path]);
  });
});
