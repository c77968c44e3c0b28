import {
  DEFAULT_TOPIC_RATING,
  OTHER,
  formatOptions,
  topicInterestKeys,
  topicInterestLabels,
  urgencyOptions,
} from "~/assessment/options";
import { pickStrings, pickRatings, str, strList, type Draft } from "~/features/assessments/wizard/draft";
import {
  CheckboxOptions,
  ChoiceQuestions,
  FieldGroup,
  OtherField,
  RadioOptions,
} from "~/features/assessments/wizard/fields";
import { StepForm } from "~/features/assessments/wizard/step-form";
import { useStepForm, type StepProps } from "~/features/assessments/wizard/use-step-form";

const urgencyChoices = urgencyOptions.map((o) => ({ value: o, label: o }));
const interestScale = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));
const topics = topicInterestKeys.map((key) => ({
  id: key,
  legend: topicInterestLabels[key],
  options: interestScale,
}));

const pick = (d: Draft) => ({
  urgency: str(d.urgency),
  otherUrgency: str(d.otherUrgency),
  // product.md §9: every topic starts at 3.
  topicInterests: pickRatings(d.topicInterests, topicInterestKeys, DEFAULT_TOPIC_RATING),
  formatPreferences: strList(d.formatPreferences),
  otherFormat: str(d.otherFormat),
});

export function PreferencesStep(props: StepProps) {
  const form = useStepForm(4, pick, props);
  const { errors: e, text, initial, value } = form;
  return (
    <StepForm
      step={4}
      intro="Tell us how and when you'd like to learn, and we'll match you with the right track."
      form={form}
      wizard={props}
    >
      <FieldGroup name="urgency" legend="How urgent is this training need?" required error={e.urgency}>
        <RadioOptions name="urgency" options={urgencyChoices} defaultValue={str(initial("urgency"))} />
        {value("urgency") === OTHER && (
          <OtherField label="Please describe your timing" {...text("otherUrgency")} />
        )}
      </FieldGroup>
      <div>
        <h3 className="text-sm font-medium text-ink">How interested are you in these topics?</h3>
        <p className="mt-1 text-sm text-muted">1 = not interested, 5 = very interested.</p>
        <div className="mt-3 grid gap-4">
          <ChoiceQuestions
            name="topicInterests"
            questions={topics}
            defaults={pickStrings(initial("topicInterests"), topicInterestKeys)}
            errors={e}
            className="grid-cols-5"
            optionClassName="justify-center"
          />
        </div>
      </div>
      <FieldGroup
        name="formatPreferences"
        legend="Which training formats would you prefer?"
        hint="Select all that apply."
        required
        error={e.formatPreferences}
      >
        <CheckboxOptions
          name="formatPreferences"
          options={formatOptions}
          defaultValue={strList(initial("formatPreferences"))}
        />
        {strList(value("formatPreferences")).includes(OTHER) && (
          <OtherField label="Please describe your preferred format" {...text("otherFormat")} />
        )}
      </FieldGroup>
    </StepForm>
  );
}
