import { pickStrings, type Draft } from "~/features/assessments/wizard/draft";
import { ChoiceQuestions, type Question } from "~/features/assessments/wizard/fields";
import { StepForm } from "~/features/assessments/wizard/step-form";
import { useStepForm, type StepProps } from "~/features/assessments/wizard/use-step-form";

type Config<T extends string | number> = {
  step: number;
  intro: string;
  /** The answers' object in the step's values and in the submission. */
  name: string;
  questions: readonly Question<T>[];
  /** The answers of a draft or of the form, checked (app/features/assessments/wizard/draft.ts). */
  pick: (saved: unknown) => Partial<Record<string, T>>;
  className?: string;
  optionClassName?: string;
};

/** A step that is one list of single-choice questions, each required (the quiz, the ratings). */
export function questionsStep<T extends string | number>({
  step,
  intro,
  name,
  questions,
  pick,
  ...looks
}: Config<T>) {
  const pickStep = (d: Draft) => ({ [name]: pick(d[name]) });
  const ids = questions.map((q) => q.id);
  return function QuestionsStep(props: StepProps) {
    const form = useStepForm(step, pickStep, props);
    return (
      <StepForm step={step} intro={intro} form={form} wizard={props}>
        <ChoiceQuestions
          name={name}
          questions={questions}
          defaults={pickStrings(form.initial(name), ids)}
          errors={form.errors}
          required
          boxed
          {...looks}
        />
      </StepForm>
    );
  };
}
