import { OTHER, acumenOptions, challengeOptions, dataConfidenceOptions } from "~/assessment/options";
import { str, strList, type Draft } from "~/features/assessments/wizard/draft";
import {
  CheckboxOptions,
  FieldGroup,
  OtherField,
  RadioOptions,
  SelectField,
} from "~/features/assessments/wizard/fields";
import { StepForm } from "~/features/assessments/wizard/step-form";
import { useStepForm, type StepProps } from "~/features/assessments/wizard/use-step-form";

const confidenceChoices = dataConfidenceOptions.map((o) => ({ value: o, label: o }));

const pick = (d: Draft) => ({
  currentAcumen: str(d.currentAcumen),
  otherAcumen: str(d.otherAcumen),
  dataConfidence: str(d.dataConfidence),
  otherConfidence: str(d.otherConfidence),
  challenges: strList(d.challenges),
  otherChallenge: str(d.otherChallenge),
});

export function ExperienceStep(props: StepProps) {
  const form = useStepForm(1, pick, props);
  const { errors: e, text, initial, value } = form;
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
          {...text("currentAcumen")}
        />
        {value("currentAcumen") === OTHER && (
          <OtherField label="Please describe your financial acumen level" {...text("otherAcumen")} />
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
          defaultValue={str(initial("dataConfidence"))}
        />
        {value("dataConfidence") === OTHER && (
          <OtherField label="Please describe how you handle financial data" {...text("otherConfidence")} />
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
          defaultValue={strList(initial("challenges"))}
        />
        {strList(value("challenges")).includes(OTHER) && (
          <OtherField label="Please describe your other challenge" {...text("otherChallenge")} />
        )}
      </FieldGroup>
    </StepForm>
  );
}
