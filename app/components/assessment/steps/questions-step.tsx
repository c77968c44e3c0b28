import type { z } from "zod";
import { ChoiceQuestions, type Question } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

type Config<T extends string | number> = {
  step: number;
  intro: string;
  /** The answers' object in the step's values and in the submission. */
  name: string;
  questions: readonly Question<T>[];
  /** The saved answers of a draft, checked (app/components/assessment/draft.ts). */
  pick: (saved: unknown) => Partial<Record<string, T>>;
  loadSchema: () => Promise<z.ZodType>;
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
  loadSchema,
  ...looks
}: Config<T>) {
  return function QuestionsStep(props: StepProps) {
    const form = useStepForm(loadSchema, () => ({ [name]: pick(props.draft[name]) }), props);
    return (
      <StepForm step={step} intro={intro} form={form} wizard={props}>
        <ChoiceQuestions
          name={name}
          questions={questions}
          answers={form.values[name] ?? {}}
          errors={form.errors}
          onChange={(answers) => form.setValue(name, answers)}
          required
          boxed
          {...looks}
        />
      </StepForm>
    );
  };
}
