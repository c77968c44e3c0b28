import { OTHER, acumenOptions, challengeOptions, dataConfidenceOptions } from "~/assessment/options";
import { str, strList } from "../draft";
import { CheckboxOptions, FieldGroup, OtherField, RadioOptions, SelectField } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load on first focus or Next, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.experienceSchema);

const confidenceChoices = dataConfidenceOptions.map((o) => ({ value: o, label: o }));

export function ExperienceStep(props: StepProps) {
  const d = props.draft;
  const form = useStepForm(
    loadSchema,
    () => ({
      currentAcumen: str(d.currentAcumen),
      otherAcumen: str(d.otherAcumen),
      dataConfidence: str(d.dataConfidence),
      otherConfidence: str(d.otherConfidence),
      challenges: strList(d.challenges),
      otherChallenge: str(d.otherChallenge),
    }),
    props,
  );
  const { values, errors: e, field, setValue } = form;
  return (
    <StepForm
      step={1}
      intro="Where are you today with financial data and decisions?"
      form={form}
      wizard={props}
    >
      <div>
        <SelectField
          label="Current Financial Acumen Level"
          required
          placeholder="Select your level"
          options={acumenOptions}
          error={e.currentAcumen}
          {...field("currentAcumen")}
        />
        {values.currentAcumen === OTHER && (
          <OtherField label="Please describe your financial acumen level" {...field("otherAcumen")} />
        )}
      </div>
      <FieldGroup
        name="dataConfidence"
        legend="How do you typically handle financial data?"
        required
        error={e.dataConfidence}
      >
        <RadioOptions
          name="dataConfidence"
          options={confidenceChoices}
          value={values.dataConfidence}
          onChange={(v) => setValue("dataConfidence", v)}
        />
        {values.dataConfidence === OTHER && (
          <OtherField label="Please describe how you handle financial data" {...field("otherConfidence")} />
        )}
      </FieldGroup>
      <FieldGroup
        name="challenges"
        legend="What are your biggest financial challenges?"
        hint="Select all that apply."
        required
        error={e.challenges}
      >
        <CheckboxOptions
          name="challenges"
          options={challengeOptions}
          value={values.challenges}
          onChange={(v) => setValue("challenges", v)}
        />
        {values.challenges.includes(OTHER) && (
          <OtherField label="Please describe your other challenge" {...field("otherChallenge")} />
        )}
      </FieldGroup>
    </StepForm>
  );
}
