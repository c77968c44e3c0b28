import { ViewSection } from "~/components/admin/admin-view";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { RecoveryCodes } from "~/features/security/admin/second-step-forms";
import type { SecurityFetcher } from "~/features/security/admin/security-answer";

type Factors = { totp: "off" | "pending" | "on"; passkeys: unknown[]; recoveryCodesLeft: number };

/** The recovery codes: how many are left, new ones (shown once), those just made. */
export function RecoveryCodesSection({
  factors,
  freshCodes,
  fetcher,
}: {
  factors: Factors;
  freshCodes?: string[];
  fetcher: SecurityFetcher;
}) {
  const anyFactor = factors.totp === "on" || factors.passkeys.length > 0;
  const answer = fetcher.data;
  const error = answer && !answer.ok && answer.intent === "recovery-renew" ? answer.error : undefined;
  return (
    <ViewSection headingId="recovery-heading" title="Recovery codes" className="mt-8 grid max-w-2xl gap-3">
      {freshCodes ? <RecoveryCodes codes={freshCodes} /> : null}
      {anyFactor ? (
        <>
          <p className="text-sm">Recovery codes left: {factors.recoveryCodesLeft}</p>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="recovery-renew" />
            <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
              New recovery codes
            </Button>
          </fetcher.Form>
        </>
      ) : (
        <p className="text-sm">You receive 10 when you turn on your first second factor.</p>
      )}
      <FieldError>{error}</FieldError>
    </ViewSection>
  );
}
