import { href } from "react-router";
import { getCollectionProps, getFormProps, getSelectProps } from "@conform-to/react";
import { useOnResult } from "~/utils/use-on-result";
import { useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { AttributionFields } from "~/components/ui/attribution-fields";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError } from "~/components/ui/field-error";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { contactSelects, trainingInterestOptions, type Option } from "~/content/contact-options";
import { site } from "~/content/site";
import { cn } from "~/utils/cn";
import type { FormActionData } from "~/forms/form-action-data";
import { usePublicForm } from "~/forms/use-public-form";
import { CaptchaWidget, type CaptchaHandle } from "~/components/ui/captcha-widget";
import { Select } from "~/components/ui/select";

// The shared schema (and zod), loaded on first use (focus anywhere in the form) rather than with the page.
const loadValidator = () =>
  Promise.all([import("~/features/contact/schema"), import("~/schemas/parse-form")]).then(
    ([{ contactInquirySchema }, { parseForm }]) =>
      (formData: FormData) =>
        parseForm(formData, contactInquirySchema),
  );

/**
 * product.md §5's submit checks, in its order, as the toast that names the first one failed; the field
 * messages themselves come from the shared schema (in the browser or from the action). Anything else
 * (a bad format, a refused captcha, no answer from the server: no `values`) is product.md §8's generic failure.
 */
function inquiryFailureToast(values?: Record<string, unknown>) {
  const blank = (name: string) => typeof values?.[name] !== "string" || !(values[name] as string).trim();
  if (!values) {
    return { title: "Error", description: "There was an issue submitting your inquiry. Please try again." };
  }
  if (["fullName", "workEmail", "companyName"].some(blank)) {
    return { title: "Missing Information", description: "Please fill in all required fields." };
  }
  if (values.role === "other" && blank("otherRole")) {
    return { title: "Missing Role Information", description: "Please specify your role in the text field." };
  }
  if (blank("captchaToken")) {
    return { title: "CAPTCHA Required", description: "Please complete the CAPTCHA verification." };
  }
  return { title: "Error", description: "There was an issue submitting your inquiry. Please try again." };
}

function ChoiceField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: Parameters<typeof getSelectProps>[0];
  label: string;
  options: readonly Option[];
  placeholder: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      <Select {...getSelectProps(meta, { ariaAttributes: true })} key={meta.key}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <FieldError id={meta.errorId}>{meta.errors?.[0]}</FieldError>
    </div>
  );
}

type Props = {
  fetcher: FetcherWithComponents<FormActionData>;
  /** The action's answer to a submit made without JavaScript (rendered by the server). */
  actionData?: FormActionData;
};

/**
 * The inquiry form: a post to /contact's action, checked there (and, once its schema has loaded, in
 * the browser) with the shared schema. A failed submit shows the schema's messages by the fields,
 * product.md's toast for the first of its three checks that failed, and resets the captcha. The captcha
 * needs JavaScript: without it the page says so beside the button, and the action refuses the post
 * with the captcha's message. Without a solved captcha the button is marked disabled (aria-disabled)
 * yet still answers a press with the 'CAPTCHA Required' message.
 */
export function ContactForm({ fetcher, actionData }: Props) {
  const answer = fetcher.data ?? actionData;
  const { form, fields, preload } = usePublicForm("contact", answer?.result, loadValidator);
  const [token, setToken] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const pending = fetcher.state !== "idle";

  // Every failed attempt needs a fresh captcha solution (the server accepts each one once).
  const failed = (values?: Record<string, unknown>) => {
    toast({ ...inquiryFailureToast(values), variant: "destructive" });
    captcha.current?.reset();
  };
  useOnResult(fetcher.data, (r) => {
    if (!r.ok) failed(r.unavailable ? undefined : (r.result.initialValue ?? {}));
  });
  // Checked in the browser and refused there (Conform cancels the post): the same toast and reset.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    if (event.defaultPrevented) failed(Object.fromEntries(new FormData(event.currentTarget)));
  };

  const interest = fields.trainingInterest;
  // product.md §5 checks the captcha last: its inline message shows once the fields are in order, and
  // goes once it is solved (its hidden field changes without an input event).
  const fieldsInError = Object.keys(form.allErrors).some((name) => name !== "captchaToken" && name !== "");
  const captchaError = token || fieldsInError ? undefined : fields.captchaToken.errors?.[0];

  return (
    <fetcher.Form
      method="post"
      action={href("/contact")}
      {...getFormProps(form)}
      onSubmit={onSubmit}
      onFocus={preload}
      className="grid gap-5"
      aria-label="Training inquiry"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.fullName} label="Full Name *" autoComplete="name" />
        <TextField meta={fields.workEmail} label="Work Email *" type="email" autoComplete="email" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.companyName} label="Company Name *" autoComplete="organization" />
        <ChoiceField meta={fields.role} {...contactSelects.role} />
      </div>
      {/* Shown for 'other' (product.md §4); any other choice removes the box and with it the typed text. */}
      {fields.role.value === "other" && (
        <TextField
          meta={fields.otherRole}
          label="Please specify your role *"
          autoComplete="organization-title"
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField meta={fields.companySize} {...contactSelects.companySize} />
        <ChoiceField meta={fields.timeline} {...contactSelects.timeline} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">
          Training Interest (select all that apply)
        </legend>
        {getCollectionProps(interest, {
          type: "checkbox",
          options: trainingInterestOptions.map((o) => o.value),
        }).map(({ key, ...props }, i) => {
          const o = trainingInterestOptions[i];
          return (
            <label
              key={key}
              className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <input {...props} className="h-5 w-5 accent-brand-700" />
              <span>{o.label}</span>
              {"popular" in o && o.popular && (
                <Badge tone="accent" className="ml-auto">
                  Most Popular
                </Badge>
              )}
            </label>
          );
        })}
        <FieldError id={interest.errorId}>{interest.errors?.[0]}</FieldError>
      </fieldset>
      <TextAreaField
        meta={fields.needsDescription}
        label="Tell us about your needs"
        rows={5}
        placeholder="What should your team be able to do after the training?"
      />
      <Honeypot />
      <AttributionFields />
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-ink">Verification *</span>
        <CaptchaWidget ref={captcha} onToken={setToken} />
        <input type="hidden" name={fields.captchaToken.name} value={token ?? ""} />
        <FieldError id={fields.captchaToken.errorId}>{captchaError}</FieldError>
      </div>
      {/* Refused as a whole (too many tries); a refused captcha already says so by the captcha. */}
      <FieldError id={form.errorId}>
        {fields.captchaToken.errors?.length ? undefined : form.errors?.[0]}
      </FieldError>
      <Button
        type="submit"
        size="lg"
        disabled={pending}
        aria-disabled={!token || undefined}
        className={cn("w-full sm:w-auto", !token && "cursor-not-allowed opacity-60")}
      >
        {pending ? "Submitting..." : "Submit Inquiry"}
      </Button>
      <noscript>
        <p className="text-sm text-red-700">
          This form's verification needs JavaScript, which is turned off in your browser. Please turn it on to
          send the form, or e-mail us at <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </noscript>
    </fetcher.Form>
  );
}
