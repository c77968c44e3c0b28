import type { ComponentProps, ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/utils/cn";
import { Select } from "~/components/ui/select";

/** Element ids of the wizard's fields, derived from the form path ("knowledgeAnswers.q1"). */
export const fieldId = (path: string) => `assessment-${path.replace(/\./g, "-")}`;
export const errorId = (path: string) => `${fieldId(path)}-error`;

/** aria-invalid and aria-describedby for a field with or without an error. */
export function describedBy(path: string, error?: string, hint?: string) {
  const ids = [hint, error ? errorId(path) : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

/**
 * The inline message under a field. Not a live region: the error summary at the top of the step is
 * the one announcement, so a screen reader does not read every message at once.
 */
export function InlineError({ path, message }: { path: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(path)} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = ComponentProps<"input"> & { name: string; label: string; error?: string };

type ShellProps = { name: string; label: string; error?: string; required?: boolean; children: ReactNode };

/** A labelled field's frame: the label (with its required mark), the control, the inline message. */
function FieldShell({ name, label, error, required, children }: ShellProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={fieldId(name)}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Label>
      {children}
      <InlineError path={name} message={error} />
    </div>
  );
}

/** The id, name and aria attributes of a labelled field's control. */
const controlProps = (name: string, error?: string, required?: boolean) => ({
  id: fieldId(name),
  name,
  "aria-required": required || undefined,
  ...describedBy(name, error),
});

export function TextField({ name, label, error, required, ...props }: TextFieldProps) {
  return (
    <FieldShell name={name} label={label} error={error} required={required}>
      <Input {...controlProps(name, error, required)} {...props} />
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<"select"> & {
  name: string;
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string;
};

export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  required,
  ...props
}: SelectFieldProps) {
  return (
    <FieldShell name={name} label={label} error={error} required={required}>
      <Select {...controlProps(name, error, required)} {...props}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}

type GroupProps = {
  name: string;
  legend: ReactNode;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A fieldset whose legend names the group and whose error is tied to it. */
export function FieldGroup({ name, legend, hint, error, required, className, children }: GroupProps) {
  const hintId = hint ? `${fieldId(name)}-hint` : undefined;
  return (
    <fieldset id={fieldId(name)} {...describedBy(name, error, hintId)} className={cn("min-w-0", className)}>
      <legend className="text-sm font-medium text-ink">
        {legend}
        {required && <span aria-hidden> *</span>}
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-2">{children}</div>
      <InlineError path={name} message={error} />
    </fieldset>
  );
}

type ChoiceProps<T extends string | number> = {
  name: string;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  /** The option checked at first, as form text ("3" for 3). */
  defaultValue?: string;
  className?: string;
  optionClassName?: string;
};

/** Native radio buttons (arrow keys move between them) styled as tappable rows. */
export function RadioOptions<T extends string | number>({
  name,
  options,
  defaultValue,
  className,
  optionClassName,
}: ChoiceProps<T>) {
  return (
    <div className={cn("grid gap-2", className)}>
      {options.map((o, i) => {
        const id = `${fieldId(name)}-${i}`;
        return (
          <label
            key={String(o.value)}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2.5 text-sm hover:bg-slate-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600",
              optionClassName,
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={String(o.value)}
              defaultChecked={String(o.value) === defaultValue}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}

export type Question<T> = {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
};

type QuestionsProps<T extends string | number> = {
  /** The group's name in the step's values ("knowledgeAnswers"); each question is `${name}.${id}`. */
  name: string;
  questions: readonly Question<T>[];
  /** The answers checked at first, by question id, as form text. */
  defaults: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  required?: boolean;
  /** Each question in its own bordered box. */
  boxed?: boolean;
  className?: string;
  optionClassName?: string;
};

/** A list of single-choice questions answered into one object: the quiz, the ratings, the topics. */
export function ChoiceQuestions<T extends string | number>({
  name,
  questions,
  defaults,
  errors,
  required,
  boxed,
  className,
  optionClassName,
}: QuestionsProps<T>) {
  return questions.map((q) => {
    const path = `${name}.${q.id}`;
    const group = (
      <FieldGroup key={q.id} name={path} legend={q.legend} required={required} error={errors[path]}>
        <RadioOptions
          name={path}
          options={q.options}
          defaultValue={defaults[q.id]}
          className={className}
          optionClassName={optionClassName}
        />
      </FieldGroup>
    );
    return boxed ? (
      <div key={q.id} className="rounded-lg border border-slate-200 p-4">
        {group}
      </div>
    ) : (
      group
    );
  });
}

type CheckboxProps = {
  name: string;
  options: readonly string[];
  /** The options ticked at first. */
  defaultValue: readonly string[];
};

/** Several choices, sent in the options' own order. */
export function CheckboxOptions({ name, options, defaultValue }: CheckboxProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((o, i) => {
        const id = `${fieldId(name)}-${i}`;
        return (
          <label
            key={o}
            htmlFor={id}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2.5 text-sm hover:bg-slate-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input
              id={id}
              type="checkbox"
              name={name}
              value={o}
              defaultChecked={defaultValue.includes(o)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span>{o}</span>
          </label>
        );
      })}
    </div>
  );
}

/** The free-text box shown when 'Other' is picked; kept in the draft, never submitted (product.md §3). */
export function OtherField({ name, label, error, ...props }: TextFieldProps) {
  return (
    <div className="mt-3 grid gap-1.5">
      <Label htmlFor={fieldId(name)}>{label}</Label>
      <Input id={fieldId(name)} name={name} maxLength={200} {...describedBy(name, error)} {...props} />
      <InlineError path={name} message={error} />
    </div>
  );
}
