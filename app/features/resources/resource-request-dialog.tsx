import { CheckCircle2 } from "~/components/ui/icons";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { PublicResource } from "~/features/resources/public.server";
import type { FormActionData } from "~/forms/form-action-data";
import { ResourceRequestForm, useResourceRequestToasts } from "./resource-request-form";

type Props = {
  /** The resource asked for; null keeps the dialog closed. */
  resource: PublicResource | null;
  onClose: () => void;
};

/**
 * Request access to one resource (product.md §4) once hydrated: the form, then a confirmation panel. The
 * dialog's content unmounts when it closes, so every opening starts from an empty form (product.md §4: opening
 * resets the form), with a fetcher of its own.
 */
export function ResourceRequestDialog({ resource, onClose }: Props) {
  return (
    <Dialog open={resource !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{resource && <RequestPanel resource={resource} />}</DialogContent>
    </Dialog>
  );
}

function RequestPanel({ resource }: { resource: PublicResource }) {
  const fetcher = useFetcher<FormActionData>();
  useResourceRequestToasts(fetcher.data);
  if (fetcher.data?.ok) {
    return (
      <div className="grid justify-items-center gap-3 py-4 text-center">
        <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden />
        <DialogTitle>Request Received</DialogTitle>
        <DialogDescription>
          Thanks! We'll notify you when “{resource.title}” becomes available.
        </DialogDescription>
        <DialogClose asChild>
          <Button className="mt-2">Done</Button>
        </DialogClose>
      </div>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Request Access</DialogTitle>
        <DialogDescription>Tell us where to send “{resource.title}”.</DialogDescription>
      </DialogHeader>
      <ResourceRequestForm id="resource-request-dialog" resource={resource} fetcher={fetcher} />
    </>
  );
}
