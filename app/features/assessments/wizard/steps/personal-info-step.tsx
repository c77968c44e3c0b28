import { roleOptions, teamSizeOptions, trainingForOptions } from "~/assessment/options";
import { str, type Draft } from "~/features/assessments/wizard/draft";
import { SelectField, SelectWithOther, TextField } from "~/features/assessments/wizard/fields";
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
  const { text } = form;
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
      <SelectWithOther
        form={form}
        name="role"
        label="Your Role"
        placeholder="Select your role"
        options={roleOptions}
        other={{ name: "otherRole", label: "Please specify your role" }}
      />
      <SelectField
        label="Team Size"
        required
        placeholder="Select team size"
        options={teamSizeOptions}
        {...text("teamSize")}
      />
      <SelectWithOther
        form={form}
        name="trainingFor"
        label="Who are you exploring training for?"
        placeholder="Select an option"
        options={trainingForOptions}
        other={{ name: "otherTrainingFor", label: "Please specify who the training is for" }}
      />
    </StepForm>
  );
}
