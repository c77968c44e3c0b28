import { Controller } from "react-hook-form";
import {
  DEFAULT_TOPIC_RATING,
  OTHER,
  formatOptions,
  topicInterestKeys,
  topicInterestLabels,
  urgencyOptions,
} from "~/assessment/options";
import { pickRatings, str, strList } from "../draft";
import { CheckboxOptions, FieldGroup, OtherField, RadioOptions } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load with the first Next press, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.preferencesSchema);

const urgencyChoices = urgencyOptions.map((o) => ({ value: o, label: o }));
const interestScale = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

export function PreferencesStep(props: StepProps) {
  const d = props.draft;
  const { form, onSubmit, onBack } = useStepForm(
    loadSchema,
    {
      urgency: (str(d.urgency) || undefined) as never,
      otherUrgency: str(d.otherUrgency),
      // SPEC §9: every topic starts at 3.
      topicInterests: pickRatings(d.topicInterests, topicInterestKeys, DEFAULT_TOPIC_RATING) as never,
      formatPreferences: strList(d.formatPreferences) as never,
      otherFormat: str(d.otherFormat),
    },
    props,
  );
  const { register, control, formState } = form;
  return (
    <StepForm
      step={4}
      intro="Tell us how and when you'd like to learn, and we'll match you with the right track."
      errors={formState.errors}
      attempt={formState.submitCount}
      onSubmit={onSubmit}
      onBack={onBack}
      ready={props.ready}
      submitting={props.submitting}
      submitError={props.submitError}
    >
      <Controller
        control={control}
        name="urgency"
        render={({ field, fieldState }) => (
          <FieldGroup name="urgency" legend="How urgent is this training need?" required error={fieldState.error?.message}>
            <RadioOptions name="urgency" options={urgencyChoices} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            {field.value === OTHER && <OtherField label="Please describe your timing" {...register("otherUrgency")} />}
          </FieldGroup>
        )}
      />
      <div>
        <h3 className="text-sm font-medium text-ink">How interested are you in these topics?</h3>
        <p className="mt-1 text-sm text-muted">
          1 = not interested, 5 = very interested.
        </p>
        <div className="mt-3 grid gap-4">
          {topicInterestKeys.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`topicInterests.${key}`}
              render={({ field, fieldState }) => (
                <FieldGroup name={`topicInterests.${key}`} legend={topicInterestLabels[key]} error={fieldState.error?.message}>
                  <RadioOptions
                    name={`topicInterests.${key}`}
                    options={interestScale}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    className="grid-cols-5"
                    optionClassName="justify-center"
                  />
                </FieldGroup>
              )}
            />
          ))}
        </div>
      </div>
      <Controller
        control={control}
        name="formatPreferences"
        render={({ field, fieldState }) => (
          <FieldGroup
            name="formatPreferences"
            legend="Which training formats would you prefer?"
            hint="Select all that apply."
            required
            error={fieldState.error?.message}
          >
            <CheckboxOptions name="formatPreferences" options={formatOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            {field.value?.includes(OTHER) && <OtherField label="Please describe your preferred format" {...register("otherFormat")} />}
          </FieldGroup>
        )}
      />
    </StepForm>
  );
}
