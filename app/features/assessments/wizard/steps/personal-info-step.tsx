import { OTHER, roleOptions, teamSizeOptions, trainingForOptions } from "~/assessment/options";
import { str, type Draft } from "~/features/assessments/wizard/draft";
import { OtherField, SelectField, TextField } from "~/features/assessments/wizard/fields";
import { StepForm } from "~/features/assessments/wizard/step-form";
import { useStepForm, type StepProps } from "~/features/assessments/wizard/use-step-form";

const pick = (d: Draft) => ({
  name: str(d.name),
  email: str(d.email),
  company: str(d.company),
  jobTitle: str(d.jobTitle),
  role: str(d.role),
  otherRole: str(d.otherRole),
  teamSize: str(d.teamSize),
  trainingFor: str(d.trainingFor),
  otherTrainingFor: str(d.otherTrainingFor),
});

export function PersonalInfoStep(props: StepProps) {
  const form = useStepForm(0, pick, props);
  const { text, value } = form;
  return (
    <StepForm
      step={0}
      intro="Tell us a little about yourself and your organization."
      form={form}
      wizard={props}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Full Name" required autoComplete="name" {...text("name")} />
        <TextField label="Email Address" type="email" required autoComplete="email" {...text("email")} />
        <TextField label="Company Name" required autoComplete="organization" {...text("company")} />
        <TextField label="Job Title" required autoComplete="organization-title" {...text("jobTitle")} />
      </div>
      <div>
        <SelectField
          label="Your Role"
          required
          placeholder="Select your role"
          options={roleOptions}
          {...text("role")}
        />
        {value("role") === OTHER && <OtherField label="Please specify your role" {...text("otherRole")} />}
      </div>
      <SelectField
        label="Team Size"
        required
        placeholder="Select team size"
        options={teamSizeOptions}
        {...text("teamSize")}
      />
      <div>
        <SelectField
          label="Who are you exploring training for?"
          required
          placeholder="Select an option"
          options={trainingForOptions}
          {...text("trainingFor")}
        />
        {value("trainingFor") === OTHER && (
          <OtherField label="Please specify who the training is for" {...text("otherTrainingFor")} />
        )}
      </div>
    </StepForm>
  );
}
