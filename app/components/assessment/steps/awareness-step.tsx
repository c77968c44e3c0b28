import { awarenessStatementIds, awarenessStatements, ratingScale } from "~/assessment/awareness";
import { pickRatings } from "../draft";
import { ChoiceQuestions } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load on first focus or Next, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.awarenessSchema);

const scale = ratingScale.map((r) => ({ value: r.value, label: `${r.value} – ${r.label}` }));
const statements = awarenessStatements.map((s, i) => ({ id: s.id, legend: `${i + 1}. ${s.text}`, options: scale }));

export function AwarenessStep(props: StepProps) {
  const form = useStepForm(
    loadSchema,
    () => ({ awarenessAnswers: pickRatings(props.draft.awarenessAnswers, awarenessStatementIds) }),
    props,
  );
  return (
    <StepForm
      step={3}
      intro="How much do these statements describe your organization? Rate each from Strongly Disagree (1) to Strongly Agree (5)."
      form={form}
      wizard={props}
    >
      <ChoiceQuestions
        name="awarenessAnswers"
        questions={statements}
        answers={form.values.awarenessAnswers}
        errors={form.errors}
        onChange={(answers) => form.setValue("awarenessAnswers", answers)}
        required
        boxed
        className="sm:grid-cols-5"
        optionClassName="sm:flex-col sm:items-center sm:text-center"
      />
    </StepForm>
  );
}
