import { describe, expect, it } from "vitest";
import { assessmentMessages } from "~/assessment/messages";
import { knowledgeSchema, personalInfoSchema } from "~/features/assessments/schema";
import { parseForm } from "~/schemas/parse-form";
import { firstMessages, summaryMessages } from "./error-summary";

/** A step's form as the browser (Conform) and the page action read it, with its fields filled in. */
function check(schema: Parameters<typeof parseForm>[1], fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("step", "0");
  form.set("answers", "{}");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return firstMessages(parseForm(form, schema).reply().error);
}

describe("the assessment's error summary", () => {
  it("lists product.md's message per field, in the order of the fields", () => {
    expect(summaryMessages(check(personalInfoSchema))).toEqual([
      assessmentMessages.name,
      assessmentMessages.email,
      assessmentMessages.company,
      assessmentMessages.jobTitle,
      assessmentMessages.role,
      assessmentMessages.teamSize,
      assessmentMessages.trainingFor,
    ]);
  });

  it("names a group of unanswered questions once, with the group's message, each with its own inline message", () => {
    const errors = check(knowledgeSchema, { "knowledgeAnswers.q1": "EBIT" });
    expect(Object.keys(errors)).toHaveLength(8);
    expect(errors["knowledgeAnswers.q2"]).toBe(assessmentMessages.knowledgeAnswer);
    expect(summaryMessages(errors)).toEqual([assessmentMessages.knowledgeAnswers]);
  });

  it("shows a message for the whole form (the page action's refusal) as it is", () => {
    expect(summaryMessages(firstMessages({ "": ["Too many submissions"], name: null }))).toEqual([
      "Too many submissions",
    ]);
  });
});
