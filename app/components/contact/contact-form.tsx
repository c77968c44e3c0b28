import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { companySizeOptions, roleOptions, timelineOptions, trainingInterestOptions, type Option } from "~/content/contact-options";
import { ApiError, submitPublicForm } from "~/utils/api-client";
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

function Select({ id, label, options, placeholder, ...rest }: { id: string; label: string; options: readonly Option[]; placeholder: string } & React.SelectHTMLAttributes<HTMLSelectElement>) {
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

/**
 * The inquiry form. On submit SPEC §5's checks run in SPEC's order, each with its toast; the server
 * checks everything again. The submit button stays disabled while sending; without a solved captcha it
 * is marked disabled (aria-disabled) yet still answers a press with the 'CAPTCHA Required' message.
 */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { register, handleSubmit, control, setValue, setError, clearErrors, formState } = useForm<Values>({ defaultValues: empty });
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [website, setWebsite] = useState("");
  const captcha = useRef<CaptchaHandle>(null);
  const hydrated = useHydrated();
  const role = useWatch({ control, name: "role" });
  const errors = formState.errors;

  const onToken = (t: string | null) => {
    setToken(t);
    if (t) setCaptchaError(null);
  };

  // Every failed attempt needs a fresh captcha solution (the server accepts each one once).
  const fail = (title: string, description: string) => {
    toast({ title, description, variant: "destructive" });
    captcha.current?.reset();
  };

  const onSubmit = async (v: Values) => {
    if (pending) return;
    clearErrors();
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
    const payload = {
      ...v,
      otherRole: v.role === "other" ? v.otherRole.trim() : "",
      captchaToken: token,
      website,
    };
    setPending(true);
    // Formats and lengths, with the same schema the server uses, loaded now rather than with the
    // page (zod is ~22 KB compressed and only a submit needs it).
    let parsed: ReturnType<(typeof import("~/schemas/contact-inquiry"))["contactInquirySchema"]["safeParse"]>;
    try {
      parsed = (await import("~/schemas/contact-inquiry")).contactInquirySchema.safeParse(payload);
    } catch (err) {
      console.error("The inquiry checks could not be loaded", err);
      setPending(false);
      return fail("Error", "There was an issue submitting your inquiry. Please try again.");
    }
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, i) => {
        const name = String(issue.path[0]);
        if (name in empty) setError(name as keyof Values, { message: issue.message }, { shouldFocus: i === 0 });
      });
      setPending(false);
      return fail("Error", "There was an issue submitting your inquiry. Please try again.");
    }
    try {
      await submitPublicForm("/api/contact-inquiry", payload);
      toast({ title: "Inquiry Submitted", description: "Thanks for reaching out! We'll review your goals and follow up with next steps." });
      onSubmitted();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = (JSON.parse(err.body || "{}") as { fields?: Record<string, string> }).fields ?? {};
        for (const [name, message] of Object.entries(fields)) {
          if (name === "captchaToken") setCaptchaError(CAPTCHA_INLINE);
          else if (name in empty) setError(name as keyof Values, { message });
        }
      }
      fail("Error", "There was an issue submitting your inquiry. Please try again.");
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof Values) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  });

  return (
    <form method="post" noValidate onSubmit={(e) => handleSubmit(onSubmit)(e)} className="grid gap-5" aria-label="Training inquiry">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="fullName">Full Name *</Label>
          <Input id="fullName" autoComplete="name" {...register("fullName")} {...field("fullName")} />
          <FieldError id="fullName-error">{errors.fullName?.message}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="workEmail">Work Email *</Label>
          <Input id="workEmail" type="email" autoComplete="email" {...register("workEmail")} {...field("workEmail")} />
          <FieldError id="workEmail-error">{errors.workEmail?.message}</FieldError>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="companyName">Company Name *</Label>
          <Input id="companyName" autoComplete="organization" {...register("companyName")} {...field("companyName")} />
          <FieldError id="companyName-error">{errors.companyName?.message}</FieldError>
        </div>
        <Select
          id="role"
          label="Your Role"
          placeholder="Select your role"
          options={roleOptions}
          {...register("role", { onChange: (e) => e.target.value !== "other" && setValue("otherRole", "") })}
        />
      </div>
      {role === "other" && (
        <div className="grid gap-1.5">
          <Label htmlFor="otherRole">Please specify your role *</Label>
          <Input id="otherRole" autoComplete="organization-title" {...register("otherRole")} {...field("otherRole")} />
          <FieldError id="otherRole-error">{errors.otherRole?.message}</FieldError>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Select id="companySize" label="Company Size" placeholder="Select company size" options={companySizeOptions} {...register("companySize")} />
        <Select id="timeline" label="Timeline" placeholder="When would you like to start?" options={timelineOptions} {...register("timeline")} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Training Interest (select all that apply)</legend>
        {trainingInterestOptions.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm">
            <input type="checkbox" value={o.value} className="h-5 w-5 accent-brand-700" {...register("trainingInterest")} />
            <span>{o.label}</span>
            {"popular" in o && o.popular && <Badge tone="accent" className="ml-auto">Most Popular</Badge>}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="needsDescription">Tell us about your needs</Label>
        <Textarea
          id="needsDescription"
          rows={5}
          placeholder="What should your team be able to do after the training?"
          {...register("needsDescription")}
          {...field("needsDescription")}
        />
        <FieldError id="needsDescription-error">{errors.needsDescription?.message}</FieldError>
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
    </form>
  );
}
