import { Controller } from "react-hook-form";
import { awarenessStatementIds, awarenessStatements, ratingScale } from "~/assessment/awareness";
import { pickRatings } from "../draft";
import { FieldGroup, RadioOptions } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load with the first Next press, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.awarenessSchema);

const scale = ratingScale.map((r) => ({ value: r.value, label: `${r.value} – ${r.label}` }));

export function AwarenessStep(props: StepProps) {
  const { form, onSubmit, onBack } = useStepForm(
    loadSchema,
    { awarenessAnswers: pickRatings(props.draft.awarenessAnswers, awarenessStatementIds) as never },
    props,
  );
  const { control, formState } = form;
  return (
    <StepForm
      step={3}
      intro="How much do these statements describe your organization? Rate each from Strongly Disagree (1) to Strongly Agree (5)."
      errors={formState.errors}
      attempt={formState.submitCount}
      onSubmit={onSubmit}
      onBack={onBack}
      ready={props.ready}
      submitting={props.submitting}
    >
      {awarenessStatements.map((s, i) => (
        <Controller
          key={s.id}
          control={control}
          name={`awarenessAnswers.${s.id}`}
          render={({ field, fieldState }) => (
            <div className="rounded-lg border border-slate-200 p-4">
              <FieldGroup name={`awarenessAnswers.${s.id}`} legend={`${i + 1}. ${s.text}`} required error={fieldState.error?.message}>
                <RadioOptions
                  name={`awarenessAnswers.${s.id}`}
                  options={scale}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className="sm:grid-cols-5"
                  optionClassName="sm:flex-col sm:items-center sm:text-center"
                />
              </FieldGroup>
            </div>
          )}
        />
      ))}
    </StepForm>
  );
}
