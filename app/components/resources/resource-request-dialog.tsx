import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { resourceRequestFormSchema } from "~/schemas/resource-request";
import type { PublicResource } from "~/services/resources.server";
import { submitPublicForm } from "~/utils/api-client";

type FormInput = z.input<typeof resourceRequestFormSchema>;
type FormOutput = z.output<typeof resourceRequestFormSchema>;
const blank: FormInput = { name: "", email: "" };

type Props = {
  /** The resource asked for; null keeps the dialog closed. */
  resource: PublicResource | null;
  onClose: () => void;
};

/**
 * Request access to one resource (SPEC §4): the form, then a confirmation panel. The dialog's content
 * unmounts when it closes, so every opening starts from an empty form (SPEC: opening resets the form).
 */
export function ResourceRequestDialog({ resource, onClose }: Props) {
  return (
    <Dialog open={resource !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{resource && <RequestPanel resource={resource} />}</DialogContent>
    </Dialog>
  );
}

function RequestPanel({ resource }: { resource: PublicResource }) {
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const [website, setWebsite] = useState("");
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resourceRequestFormSchema),
    defaultValues: blank,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await submitPublicForm("/api/resource-request", {
        ...values,
        resourceTitle: resource.title,
        resourceType: resource.type,
        resourceCategory: resource.category,
        website,
      });
    } catch (err) {
      console.error("Resource request failed", err);
      toast({
        title: "Request Failed",
        description: "Please try again or contact us directly.",
        variant: "destructive",
      });
      // The modal hides the rest of the page (the toast too) from screen readers: say it here as well.
      setFailed(true);
      return;
    }
    toast({
      title: "Request Submitted!",
      description: "We'll notify you when this resource becomes available.",
    });
    setDone(true);
  });

  const described = (name: keyof FormInput) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `request-${name}-error` : undefined,
  });

  if (done) {
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
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Request access">
        <div className="grid gap-1.5">
          <Label htmlFor="request-name">Name *</Label>
          <Input id="request-name" autoComplete="name" {...register("name")} {...described("name")} />
          <FieldError id="request-name-error">{errors.name?.message}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="request-email">Email *</Label>
          <Input
            id="request-email"
            type="email"
            autoComplete="email"
            {...register("email")}
            {...described("email")}
          />
          <FieldError id="request-email-error">{errors.email?.message}</FieldError>
        </div>
        <Honeypot value={website} onChange={setWebsite} />
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            Your request did not go through. Please try again or contact us directly.
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Request Access"}
        </Button>
      </form>
    </>
  );
}
