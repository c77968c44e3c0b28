import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { ViewSection } from "~/components/admin/admin-view";

type DigestAnswer = { ok: true; digestEnabled: boolean } | { ok: false; error: string };
export type DigestPreview = { subject: string; html: string; text: string };

/**
 * /admin/security's weekly digest (product.md §10.13): the admin's own switch, and this week's digest
 * so far as GET /api/admin/digest/preview answers it (its text).
 */
export function DigestSection({ enabled, preview }: { enabled: boolean; preview: DigestPreview }) {
  const fetcher = useFetcher<DigestAnswer>({ key: "digest" });
  const answer = fetcher.data;
  // Shown as sent while the post is under way; the loader's value once it is answered.
  const pending = fetcher.formData?.get("enabled");
  const on = pending !== undefined && pending !== null ? pending === "true" : enabled;
  return (
    <ViewSection headingId="digest-heading" title="Weekly digest" className="mt-8 grid max-w-2xl gap-3">
      <p>
        Every Monday at 09:00 (the site's time zone), the week's figures by e-mail: visitors, leads, sales,
        the top sources and pages and the follow-ups due; and an alert when no visitor has been counted for 24
        hours. {on ? "You receive them." : "You have turned them off."}
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="digest" />
        <input type="hidden" name="enabled" value={String(!on)} />
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
          {on ? "Turn the weekly digest off" : "Turn the weekly digest on"}
        </Button>
      </fetcher.Form>
      <FieldError>{answer && !answer.ok ? answer.error : undefined}</FieldError>
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium">This week so far: {preview.subject}</summary>
        <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{preview.text}</pre>
      </details>
    </ViewSection>
  );
}
