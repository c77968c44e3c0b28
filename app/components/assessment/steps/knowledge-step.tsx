import { knowledgeQuestionIds, knowledgeQuestions } from "~/assessment/questions";
import { pickStrings } from "../draft";
import { ChoiceQuestions } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load on first focus or Next, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.knowledgeSchema);

const questions = knowledgeQuestions.map((q, i) => ({
  id: q.id,
  legend: `${i + 1}. ${q.question}`,
  options: q.options.map((o) => ({ value: o, label: o })),
}));

export function KnowledgeStep(props: StepProps) {
  const form = useStepForm(
    loadSchema,
    () => ({ knowledgeAnswers: pickStrings(props.draft.knowledgeAnswers, knowledgeQuestionIds) }),
    props,
  );
  return (
    <StepForm
      step={2}
      intro="Nine quick questions. Pick the answer you think is right; there's no penalty for guessing."
      form={form}
      wizard={props}
    >
      <ChoiceQuestions
        name="knowledgeAnswers"
        questions={questions}
        answers={form.values.knowledgeAnswers}
        errors={form.errors}
        onChange={(answers) => form.setValue("knowledgeAnswers", answers)}
        required
        boxed
      />
    </StepForm>
  );
}
