import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import {
  companySizeOptions,
  roleOptions,
  timelineOptions,
  trainingInterestOptions,
  type Option,
} from "~/content/contact-options";
import { ApiError, submitPublicForm } from "~/utils/api-client";
import { site } from "~/content/site";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import { CaptchaWidget, type CaptchaHandle } from "./captcha-widget";

type Values = {
  fullName: string;
  workEmail: string;
  companyName: string;
  role: string;
  otherRole: string;
  companySize: string;
  trainingInterest: string[];
  timeline: string;
  needsDescription: string;
};

const empty: Values = {
  fullName: "",
  workEmail: "",
  companyName: "",
  role: "",
  otherRole: "",
  companySize: "",
  trainingInterest: [],
  timeline: "",
  needsDescription: "",
};

const CAPTCHA_INLINE = "Please complete the CAPTCHA verification";
const selectClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600";

function Select({
  id,
  label,
  options,
  placeholder,
  ...rest
}: {
  id: string;
  label: string;
  options: readonly Option[];
  placeholder: string;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

// The shared schema (and zod, ~22 KB compressed), loaded on first use (focus or submit) rather than
// with the page; the promise is kept so the download happens once.
let schemaPromise: Promise<(typeof import("~/schemas/contact-inquiry"))["contactInquirySchema"]> | undefined;
const loadSchema = () => {
  schemaPromise ??= import("~/schemas/contact-inquiry").then((m) => m.contactInquirySchema);
  // A failed download (offline, a new deploy) is tried again on the next use.
  schemaPromise.catch(() => (schemaPromise = undefined));
  return schemaPromise;
};

type Errors = Partial<Record<keyof Values, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The inquiry form. On submit SPEC §5's checks run in SPEC's order, each with its toast; the server
 * checks everything again. The submit button stays disabled while sending; without a solved captcha it
 * is marked disabled (aria-disabled) yet still answers a press with the 'CAPTCHA Required' message.
 * Plain React state, no form library: the page's JavaScript stays within its budget.
 */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [website, setWebsite] = useState("");
  const captcha = useRef<CaptchaHandle>(null);
  const hydrated = useHydrated();
  const role = values.role;

  // A corrected field loses its message (the next submit checks everything again).
  const clearError = (name: keyof Values) =>
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _, ...rest } = e;
      return rest;
    });

  const set = (name: Exclude<keyof Values, "trainingInterest">, value: string) => {
    setValues((v) => ({
      ...v,
      [name]: value,
      // Only the 'other' role keeps a typed role; any other choice hides and clears the box.
      ...(name === "role" && value !== "other" ? { otherRole: "" } : {}),
    }));
    clearError(name);
  };

  const toggleInterest = (value: string, checked: boolean) => {
    setValues((v) => ({
      ...v,
      // In the list's order, as the checkboxes appear.
      trainingInterest: trainingInterestOptions
        .map((o) => o.value)
        .filter((i) => (i === value ? checked : v.trainingInterest.includes(i))),
    }));
    clearError("trainingInterest");
  };

  const onToken = (t: string | null) => {
    setToken(t);
    if (t) setCaptchaError(null);
  };

  // Every failed attempt needs a fresh captcha solution (the server accepts each one once).
  const fail = (title: string, description: string) => {
    toast({ title, description, variant: "destructive" });
    captcha.current?.reset();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const v = values;
    setErrors({});
    if (!v.fullName.trim() || !v.workEmail.trim() || !v.companyName.trim()) {
      return fail("Missing Information", "Please fill in all required fields.");
    }
    if (v.role === "other" && !v.otherRole.trim()) {
      return fail("Missing Role Information", "Please specify your role in the text field.");
    }
    if (!token) {
      setCaptchaError(CAPTCHA_INLINE);
      return fail("CAPTCHA Required", "Please complete the CAPTCHA verification.");
    }
    // SPEC §5: the typed role replaces 'other' in the payload.
    const typedRole = v.role === "other" ? v.otherRole.trim() : "";
    const payload = {
      ...v,
      role: typedRole || v.role,
      otherRole: typedRole,
      captchaToken: token,
      website,
    };
    setPending(true);
    // Formats and lengths, with the same schema the server uses.
    let parsed: ReturnType<Awaited<ReturnType<typeof loadSchema>>["safeParse"]>;
    try {
      parsed = (await loadSchema()).safeParse(payload);
    } catch (err) {
      console.error("The inquiry checks could not be loaded", err);
      setPending(false);
      return fail("Error", "There was an issue submitting your inquiry. Please try again.");
    }
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        if (name in empty) found[name as keyof Values] = issue.message;
      }
      setErrors(found);
      // The field of the first problem takes focus (for the checkboxes, the first one).
      const first = String(parsed.error.issues[0]?.path[0]);
      if (first in empty) {
        const target = form.elements.namedItem(first);
        (target instanceof RadioNodeList
          ? (target[0] as HTMLElement | undefined)
          : (target as HTMLElement | null)
        )?.focus();
      }
      setPending(false);
      return fail("Error", "There was an issue submitting your inquiry. Please try again.");
    }
    try {
      await submitPublicForm("/api/contact-inquiry", payload);
      toast({
        title: "Inquiry Submitted",
        description: "Thanks for reaching out! We'll review your goals and follow up with next steps.",
      });
      onSubmitted();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = (JSON.parse(err.body || "{}") as { fields?: Record<string, string> }).fields ?? {};
        const found: Errors = {};
        for (const [name, message] of Object.entries(fields)) {
          if (name === "captchaToken") setCaptchaError(CAPTCHA_INLINE);
          else if (name in empty) found[name as keyof Values] = message;
        }
        setErrors(found);
      }
      fail("Error", "There was an issue submitting your inquiry. Please try again.");
    } finally {
      setPending(false);
    }
  };

  /** Name, value and change handler for the text field or select `name`. */
  const bind = (name: Exclude<keyof Values, "trainingInterest">) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<FieldElement>) => set(name, e.target.value),
  });

  const field = (name: keyof Values) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadSchema().catch(() => {})}
      className="grid gap-5"
      aria-label="Training inquiry"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="fullName">Full Name *</Label>
          <Input id="fullName" autoComplete="name" {...bind("fullName")} {...field("fullName")} />
          <FieldError id="fullName-error">{errors.fullName}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="workEmail">Work Email *</Label>
          <Input
            id="workEmail"
            type="email"
            autoComplete="email"
            {...bind("workEmail")}
            {...field("workEmail")}
          />
          <FieldError id="workEmail-error">{errors.workEmail}</FieldError>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="companyName">Company Name *</Label>
          <Input
            id="companyName"
            autoComplete="organization"
            {...bind("companyName")}
            {...field("companyName")}
          />
          <FieldError id="companyName-error">{errors.companyName}</FieldError>
        </div>
        <Select
          id="role"
          label="Your Role"
          placeholder="Select your role"
          options={roleOptions}
          {...bind("role")}
        />
      </div>
      {role === "other" && (
        <div className="grid gap-1.5">
          <Label htmlFor="otherRole">Please specify your role *</Label>
          <Input
            id="otherRole"
            autoComplete="organization-title"
            {...bind("otherRole")}
            {...field("otherRole")}
          />
          <FieldError id="otherRole-error">{errors.otherRole}</FieldError>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          id="companySize"
          label="Company Size"
          placeholder="Select company size"
          options={companySizeOptions}
          {...bind("companySize")}
        />
        <Select
          id="timeline"
          label="Timeline"
          placeholder="When would you like to start?"
          options={timelineOptions}
          {...bind("timeline")}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">
          Training Interest (select all that apply)
        </legend>
        {trainingInterestOptions.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              name="trainingInterest"
              value={o.value}
              checked={values.trainingInterest.includes(o.value)}
              onChange={(e) => toggleInterest(o.value, e.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            <span>{o.label}</span>
            {"popular" in o && o.popular && (
              <Badge tone="accent" className="ml-auto">
                Most Popular
              </Badge>
            )}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="needsDescription">Tell us about your needs</Label>
        <Textarea
          id="needsDescription"
          rows={5}
          placeholder="What should your team be able to do after the training?"
          {...bind("needsDescription")}
          {...field("needsDescription")}
        />
        <FieldError id="needsDescription-error">{errors.needsDescription}</FieldError>
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-ink">Verification *</span>
        <CaptchaWidget ref={captcha} onToken={onToken} />
        <FieldError id="captcha-error">{captchaError}</FieldError>
      </div>
      <Button
        type="submit"
        size="lg"
        // Disabled until hydrated (a click before then would post a plain form) and while sending.
        disabled={!hydrated || pending}
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
    </form>
  );
}
