import { acumenOptions, challengeOptions, dataConfidenceOptions } from "~/assessment/options";
import { str, strList, type Draft } from "~/features/assessments/wizard/draft";
import { ChoiceGroup, SelectWithOther } from "~/features/assessments/wizard/fields";
import { StepForm } from "~/features/assessments/wizard/step-form";
import { useStepForm, type StepProps } from "~/features/assessments/wizard/use-step-form";

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
  return (
    <StepForm
      step={1}
      intro="Where are you today with financial data and decisions?"
      form={form}
      wizard={props}
    >
      <SelectWithOther
        form={form}
        name="currentAcumen"
        label="Current Financial Acumen Level"
        placeholder="Select your level"
        options={acumenOptions}
        other={{ name: "otherAcumen", label: "Please describe your financial acumen level" }}
      />
      <ChoiceGroup
        form={form}
        name="dataConfidence"
        legend="How do you typically handle financial data?"
        options={dataConfidenceOptions}
        other={{ name: "otherConfidence", label: "Please describe how you handle financial data" }}
      />
      <ChoiceGroup
        form={form}
        name="challenges"
        legend="What are your biggest financial challenges?"
        hint="Select all that apply."
        multiple
        options={challengeOptions}
        other={{ name: "otherChallenge", label: "Please describe your other challenge" }}
      />
    </StepForm>
  );
}
