import { useOnResult } from "~/utils/use-on-result";
import { toast } from "~/components/ui/use-toast";
import type { FormActionData } from "~/forms/form-action-data";

/**
 * product.md's toasts for the registration's answers once hydrated. Called by the page, which outlives the
 * form (the success screen replaces it).
 */
export function useWebinarToasts(answer: FormActionData | undefined) {
  useOnResult(answer, (r) => {
    if (r.ok && r.place === "waitlisted") {
      toast({ title: "You're on the Waitlist", description: r.message });
    } else if (r.ok && r.place === "interest") {
      toast({ title: "Thank You!", description: r.message });
    } else if (r.ok && r.place === "invoice") {
      // Team seats by invoice (product.md §10.15): held, not yet bought.
      toast({ title: "Your Seats Are Held", description: r.message });
    } else if (r.ok) {
      toast({ title: "Registration Successful!", description: r.message });
    } else if (r.unavailable || r.result.error?.[""]) {
      // Not sent, or refused as a whole (too many tries, or the session no longer takes registrations:
      // started, cancelled or unpublished since the page was shown) rather than a field. A full
      // session is no refusal: the registrant gets a waitlist place.
      const description = r.result.error?.[""]?.[0] ?? "Please try again or contact us directly.";
      toast({ title: "Registration Failed", description, variant: "destructive" });
    }
  });
}
