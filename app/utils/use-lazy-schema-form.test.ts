import { describe, expect, it } from "vitest";
import { z } from "zod";
import { summaryMessages } from "~/components/assessment/error-summary";
import { assessmentMessages } from "~/assessment/messages";
import { knowledgeSchema, personalInfoSchema } from "~/schemas/assessment";
import { checkWith } from "./use-lazy-schema-form";

describe("checkWith", () => {
  it("returns the parsed data and no errors for valid values", () => {
    const schema = z.object({ name: z.string().trim().min(2, "Too short") });
    expect(checkWith(schema, { name: "  Ada " })).toEqual({ data: { name: "Ada" }, errors: {} });
  });

  it("keeps the first message of each field, keyed by its dotted path", () => {
    const schema = z.object({
      email: z.string().min(1, "Required").email("Not an e-mail"),
      answers: z.object({ q1: z.number({ error: "Pick one" }) }),
    });
    const { data, errors } = checkWith(schema, { email: "", answers: {} });
    expect(data).toBeUndefined();
    expect(errors).toEqual({ email: "Required", "answers.q1": "Pick one" });
  });
});

describe("the assessment's error summary", () => {
  it("lists SPEC's message per field, in the order of the fields", () => {
    const { errors } = checkWith(personalInfoSchema, {});
    expect(summaryMessages(errors)).toEqual([
      assessmentMessages.name,
      assessmentMessages.email,
      assessmentMessages.company,
      assessmentMessages.jobTitle,
      assessmentMessages.role,
      assessmentMessages.teamSize,
      assessmentMessages.trainingFor,
    ]);
  });

  it("names a group of unanswered questions once, with the group's message", () => {
    const { errors } = checkWith(knowledgeSchema, { knowledgeAnswers: { q1: "EBIT" } });
    expect(Object.keys(errors)).toHaveLength(8);
    expect(summaryMessages(errors)).toEqual([assessmentMessages.knowledgeAnswers]);
  });
});
