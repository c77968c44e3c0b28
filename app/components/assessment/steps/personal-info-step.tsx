import { OTHER, roleOptions, teamSizeOptions, trainingForOptions } from "~/assessment/options";
import { str } from "../draft";
import { OtherField, SelectField, TextField } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load on first focus or Next, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.personalInfoSchema);

export function PersonalInfoStep(props: StepProps) {
  const d = props.draft;
  const form = useStepForm(
    loadSchema,
    () => ({
      name: str(d.name),
      email: str(d.email),
      company: str(d.company),
      jobTitle: str(d.jobTitle),
      role: str(d.role),
      otherRole: str(d.otherRole),
      teamSize: str(d.teamSize),
      trainingFor: str(d.trainingFor),
      otherTrainingFor: str(d.otherTrainingFor),
    }),
    props,
  );
  const { values, errors: e, field } = form;
  return (
    <StepForm
      step={0}
      intro="Tell us a little about yourself and your organization."
      form={form}
      wizard={props}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Full Name" required autoComplete="name" error={e.name} {...field("name")} />
        <TextField
          label="Email Address"
          type="email"
          required
          autoComplete="email"
          error={e.email}
          {...field("email")}
        />
        <TextField
          label="Company Name"
          required
          autoComplete="organization"
          error={e.company}
          {...field("company")}
        />
        <TextField
          label="Job Title"
          required
          autoComplete="organization-title"
          error={e.jobTitle}
          {...field("jobTitle")}
        />
      </div>
      <div>
        <SelectField
          label="Your Role"
          required
          placeholder="Select your role"
          options={roleOptions}
          error={e.role}
          {...field("role")}
        />
        {values.role === OTHER && <OtherField label="Please specify your role" {...field("otherRole")} />}
      </div>
      <SelectField
        label="Team Size"
        required
        placeholder="Select team size"
        options={teamSizeOptions}
        error={e.teamSize}
        {...field("teamSize")}
      />
      <div>
        <SelectField
          label="Who are you exploring training for?"
          required
          placeholder="Select an option"
          options={trainingForOptions}
          error={e.trainingFor}
          {...field("trainingFor")}
        />
        {values.trainingFor === OTHER && (
          <OtherField label="Please specify who the training is for" {...field("otherTrainingFor")} />
        )}
      </div>
    </StepForm>
  );
}
