import { OTHER, roleOptions, teamSizeOptions, trainingForOptions } from "~/assessment/options";
import { str } from "../draft";
import { OtherField, SelectField, TextField } from "../fields";
import { StepForm } from "../step-form";
import { useStepForm, type StepProps } from "../use-step-form";

// The step's checks (zod) load with the first Next press, not with the page.
const loadSchema = () => import("~/schemas/assessment").then((m) => m.personalInfoSchema);

export function PersonalInfoStep(props: StepProps) {
  const d = props.draft;
  const { form, onSubmit, onBack } = useStepForm(
    loadSchema,
    {
      name: str(d.name),
      email: str(d.email),
      company: str(d.company),
      jobTitle: str(d.jobTitle),
      role: str(d.role) as never,
      otherRole: str(d.otherRole),
      teamSize: str(d.teamSize) as never,
      trainingFor: str(d.trainingFor) as never,
      otherTrainingFor: str(d.otherTrainingFor),
    },
    props,
  );
  const { register, watch, formState } = form;
  const e = formState.errors;
  return (
    <StepForm
      step={0}
      intro="Tell us a little about yourself and your organization."
      errors={e}
      attempt={formState.submitCount}
      onSubmit={onSubmit}
      onBack={onBack}
      ready={props.ready}
      submitting={props.submitting}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Full Name" required autoComplete="name" error={e.name?.message} {...register("name")} />
        <TextField label="Email Address" type="email" required autoComplete="email" error={e.email?.message} {...register("email")} />
        <TextField label="Company Name" required autoComplete="organization" error={e.company?.message} {...register("company")} />
        <TextField label="Job Title" required autoComplete="organization-title" error={e.jobTitle?.message} {...register("jobTitle")} />
      </div>
      <div>
        <SelectField label="Your Role" required placeholder="Select your role" options={roleOptions} error={e.role?.message} {...register("role")} />
        {watch("role") === OTHER && <OtherField label="Please specify your role" {...register("otherRole")} />}
      </div>
      <SelectField
        label="Team Size"
        required
        placeholder="Select team size"
        options={teamSizeOptions}
        error={e.teamSize?.message}
        {...register("teamSize")}
      />
      <div>
        <SelectField
          label="Who are you exploring training for?"
          required
          placeholder="Select an option"
          options={trainingForOptions}
          error={e.trainingFor?.message}
          {...register("trainingFor")}
        />
        {watch("trainingFor") === OTHER && (
          <OtherField label="Please specify who the training is for" {...register("otherTrainingFor")} />
        )}
      </div>
    </StepForm>
  );
}
