import { Controller } from "react-hook-form";
import { knowledgeQuestionIds, knowledgeQuestions } from "~/assessment/questions";
import { pickStrings } from "../draft";
import { FieldGroup, RadioOptions } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load with the first Next press, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.knowledgeSchema);

export function KnowledgeStep(props: StepProps) {
  const { form, onSubmit, onBack } = useStepForm(
    loadSchema,
    { knowledgeAnswers: pickStrings(props.draft.knowledgeAnswers, knowledgeQuestionIds) as never },
    props,
  );
  const { control, formState } = form;
  return (
    <StepForm
      step={2}
      intro="Nine quick questions. Pick the answer you think is right; there's no penalty for guessing."
      errors={formState.errors}
      attempt={formState.submitCount}
      onSubmit={onSubmit}
      onBack={onBack}
      ready={props.ready}
      submitting={props.submitting}
    >
      {knowledgeQuestions.map((q, i) => (
        <Controller
          key={q.id}
          control={control}
          name={`knowledgeAnswers.${q.id}`}
          render={({ field, fieldState }) => (
            <div className="rounded-lg border border-slate-200 p-4">
            <FieldGroup
              name={`knowledgeAnswers.${q.id}`}
              legend={`${i + 1}. ${q.question}`}
              required
              error={fieldState.error?.message}
            >
              <RadioOptions
                name={`knowledgeAnswers.${q.id}`}
                options={q.options.map((o) => ({ value: o, label: o }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FieldGroup>
            </div>
          )}
        />
      ))}
    </StepForm>
  );
}
