/** The contact form's choices (product.md §9): stored values with the labels people read. */
export type Option<V extends string = string> = { value: V; label: string; popular?: boolean };

export const roleOptions = [
  { value: "ceo", label: "Chief Executive Officer (CEO)" },
  { value: "cfo", label: "Chief Financial Officer (CFO)" },
  { value: "chro", label: "Chief Human Resources Officer (CHRO)" },
  { value: "cto", label: "Chief Technology Officer (CTO)" },
  { value: "cro", label: "Chief Revenue Officer (CRO)" },
  { value: "cpo", label: "Chief Product Officer (CPO)" },
  { value: "founder", label: "Founder / Owner" },
  { value: "senior-vp", label: "Senior Vice President" },
  { value: "board-director", label: "Board Director" },
  { value: "director", label: "Director" },
  { value: "manager", label: "Manager" },
  { value: "operations", label: "Operations Leader" },
  { value: "marketing-executive", label: "Marketing Executive" },
  { value: "it", label: "IT Leader" },
  { value: "legal", label: "Legal / General Counsel" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const companySizeOptions = [
  { value: "1-10", label: "1–10 employees" },
  { value: "11-50", label: "11–50 employees" },
  { value: "51-200", label: "51–200 employees" },
  { value: "201-500", label: "201–500 employees" },
  { value: "500+", label: "500+ employees" },
] as const satisfies readonly Option[];

export const trainingInterestOptions = [
  { value: "1-3-day-workshop", label: "1–3 Day Workshop", popular: true },
  { value: "4-6-week-cohort", label: "4–6 Week Cohort Program" },
  { value: "custom-team-training", label: "Custom Team Training" },
  { value: "not-sure", label: "Not sure yet" },
] as const satisfies readonly Option[];

export const timelineOptions = [
  { value: "asap", label: "As soon as possible" },
  { value: "30-days", label: "Within 30 days" },
  { value: "1-3-months", label: "In 1–3 months" },
  { value: "exploring", label: "Just exploring" },
] as const satisfies readonly Option[];

/** The form's selects: each one's label, placeholder and options, by field name. */
export const contactSelects = {
  role: { label: "Your Role", placeholder: "Select your role", options: roleOptions },
  companySize: { label: "Company Size", placeholder: "Select company size", options: companySizeOptions },
  timeline: { label: "Timeline", placeholder: "When would you like to start?", options: timelineOptions },
};

type Values<T extends readonly Option[]> = { [K in keyof T]: T[K]["value"] };
const values = <T extends readonly Option[]>(opts: T) => opts.map((o) => o.value) as unknown as Values<T>;

export const roleValues = values(roleOptions);
export const companySizeValues = values(companySizeOptions);
export const trainingInterestValues = values(trainingInterestOptions);
export const timelineValues = values(timelineOptions);

/** The label of a stored value (a typed 'other' role is its own label). */
export function labelOf(options: readonly Option[], value: string | null | undefined) {
  if (!value) return undefined;
  return options.find((o) => o.value === value)?.label ?? value;
}
