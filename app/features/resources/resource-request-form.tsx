import { getFormProps } from "@conform-to/react";
import { useOnResult } from "~/utils/use-on-result";
import type { FetcherWithComponents } from "react-router";
import { AttributionFields } from "~/components/ui/attribution-fields";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { TextField } from "~/components/ui/form-field";
import { Honeypot } from "~/components/ui/honeypot";
import { toast } from "~/components/ui/use-toast";
import type { PublicResource } from "~/features/resources/public.server";
import type { FormActionData } from "~/forms/form-action-data";
import { usePublicForm } from "~/forms/use-public-form";

// The shared schema (POST /api/resource-request's), loaded on first use: zod stays out of the page.
const loadValidator = () =>
  Promise.all([import("~/features/resources/request-schema"), import("~/schemas/parse-form")]).then(
    ([{ resourceRequestSchema }, { parseForm }]) =>
      (formData: FormData) =>
        parseForm(formData, resourceRequestSchema),
  );

/** Where the form posts: the /resources page action, which names the resource in its query when JavaScript is off. */
export const requestActionPath = (resource: PublicResource) => `/resources?request=${resource.id}`;

/**
 * product.md's toasts for a request's answers once hydrated. Called by the form's container, which outlives
 * the form (the confirmation replaces it).
 */
export function useResourceRequestToasts(answer: FormActionData | undefined) {
  useOnResult(answer, (r) => {
    if (r.ok) {
      toast({ title: "Request Submitted!", description: r.message });
    } else if (r.unavailable || r.result.error?.[""]) {
      console.error("Resource request failed", r.result.error);
      toast({
        title: "Request Failed",
        description: "Please try again or contact us directly.",
        variant: "destructive",
      });
    }
  });
}

type Props = {
  /** The form's id, unique on the page (the dialog's and the page's form may both be there). */
  id: string;
  resource: PublicResource;
  fetcher: FetcherWithComponents<FormActionData>;
  /** The action's answer to a submit made without JavaScript (rendered by the server). */
  actionData?: FormActionData;
};

/**
 * Request access to one resource (product.md §4): a post to /resources' action with the resource's title,
 * with or without JavaScript; product.md's toasts once hydrated. The dialog shows it once hydrated; without
 * JavaScript the card's button leads to the same form in the page (routes/resources.tsx).
 */
export function ResourceRequestForm({ id, resource, fetcher, actionData }: Props) {
  const answer = fetcher.data ?? actionData;
  const { form, fields, preload } = usePublicForm(id, answer?.result, loadValidator);
  const isSubmitting = fetcher.state !== "idle";
  // A modal hides the rest of the page (the toast too) from screen readers: say it here as well.
  const failure = answer?.unavailable
    ? "Your request did not go through. Please try again or contact us directly."
    : form.errors?.[0];

  return (
    <fetcher.Form
      method="post"
      action={requestActionPath(resource)}
      {...getFormProps(form)}
      className="grid gap-4"
      aria-label="Request access"
    >
      <TextField meta={fields.name} label="Name *" onFocus={preload} autoComplete="name" />
      <TextField meta={fields.email} label="Email *" type="email" onFocus={preload} autoComplete="email" />
      {/* The server stores the published resource with this title, its own type and category. */}
      <input type="hidden" name="resourceTitle" value={resource.title} />
      <input type="hidden" name="resourceType" value={resource.type} />
      <input type="hidden" name="resourceCategory" value={resource.category} />
      <Honeypot />
      <AttributionFields />
      <FieldError id={form.errorId}>{failure}</FieldError>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Request Access"}
      </Button>
    </fetcher.Form>
  );
}
