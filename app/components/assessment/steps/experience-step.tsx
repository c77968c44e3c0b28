import { Controller } from "react-hook-form";
import { OTHER, acumenOptions, challengeOptions, dataConfidenceOptions } from "~/assessment/options";
import { str, strList } from "../draft";
import { CheckboxOptions, FieldGroup, OtherField, RadioOptions, SelectField } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load with the first Next press, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.experienceSchema);

const confidenceChoices = dataConfidenceOptions.map((o) => ({ value: o, label: o }));

export function ExperienceStep(props: StepProps) {
  const d = props.draft;
  const { form, onSubmit, onBack } = useStepForm(
    loadSchema,
    {
      currentAcumen: str(d.currentAcumen) as never,
      otherAcumen: str(d.otherAcumen),
      dataConfidence: (str(d.dataConfidence) || undefined) as never,
      otherConfidence: str(d.otherConfidence),
      challenges: strList(d.challenges) as never,
      otherChallenge: str(d.otherChallenge),
    },
    props,
  );
  const { register, watch, control, formState } = form;
  const e = formState.errors;
  return (
    <StepForm
      step={1}
      intro="Where are you today with financial data and decisions?"
      errors={e}
      attempt={formState.submitCount}
      onSubmit={onSubmit}
      onBack={onBack}
      ready={props.ready}
      submitting={props.submitting}
    >
      <div>
        <SelectField
          label="Current Financial Acumen Level"
          required
          placeholder="Select your level"
          options={acumenOptions}
          error={e.currentAcumen?.message}
          {...register("currentAcumen")}
        />
        {watch("currentAcumen") === OTHER && (
          <OtherField label="Please describe your financial acumen level" {...register("otherAcumen")} />
        )}
      </div>
      <Controller
        control={control}
        name="dataConfidence"
        render={({ field, fieldState }) => (
          <FieldGroup name="dataConfidence" legend="How do you typically handle financial data?" required error={fieldState.error?.message}>
            <RadioOptions name="dataConfidence" options={confidenceChoices} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            {field.value === OTHER && (
              <OtherField label="Please describe how you handle financial data" {...register("otherConfidence")} />
            )}
          </FieldGroup>
        )}
      />
      <Controller
        control={control}
        name="challenges"
        render={({ field, fieldState }) => (
          <FieldGroup
            name="challenges"
            legend="What are your biggest financial challenges?"
            hint="Select all that apply."
            required
            error={fieldState.error?.message}
          >
            <CheckboxOptions name="challenges" options={challengeOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            {field.value?.includes(OTHER) && <OtherField label="Please describe your other challenge" {...register("otherChallenge")} />}
          </FieldGroup>
        )}
      />
    </StepForm>
  );
}
