import { CheckCircle2 } from "~/components/ui/icons";
import { useActionData, useFetcher } from "react-router";
import type { PublicResource } from "~/features/resources/public.server";
import type { FormActionData } from "~/forms/form-action-data";
import { ResourceRequestForm, useResourceRequestToasts } from "./resource-request-form";

/** The request form in the page, for a visitor whose browser has not run the dialog's JavaScript. */
export function RequestSection({ resource }: { resource: PublicResource }) {
  const fetcher = useFetcher<FormActionData>({ key: `resource-request-${resource.id}` });
  const actionData = useActionData<FormActionData>();
  const answer = fetcher.data ?? actionData;
  useResourceRequestToasts(fetcher.data);
  return (
    <section id="request-access" aria-labelledby="request-access-heading" className="bg-brand-50">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {answer?.ok ? (
          <div role="status" className="grid justify-items-center gap-3 text-center">
            <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden />
            <h2 id="request-access-heading" className="text-2xl font-bold text-ink">
              Request Received
            </h2>
            <p className="font-semibold text-ink">Request Submitted! {answer.message}</p>
            <p className="text-muted">Thanks! We'll notify you when “{resource.title}” becomes available.</p>
          </div>
        ) : (
          <>
            <h2 id="request-access-heading" className="text-2xl font-bold text-ink">
              Request Access
            </h2>
            <p className="mb-6 mt-2 text-muted">Tell us where to send “{resource.title}”.</p>
            <ResourceRequestForm
              id="resource-request-page"
              resource={resource}
              fetcher={fetcher}
              actionData={actionData}
            />
          </>
        )}
      </div>
    </section>
  );
}
