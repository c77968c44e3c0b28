import { Card } from "~/components/ui/card";
import type { CertificateFacts } from "./facts";

/** A certificate's facts as its public page shows them: the same words as its PDF (facts.ts). */
export function CertificateCard({ facts }: { facts: CertificateFacts }) {
  return (
    <Card className="p-8 text-center">
      <p className="font-semibold text-muted">{facts.business}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{facts.heading}</h1>
      <p className="mt-4 text-lg text-ink">{facts.statement}</p>
      {facts.revoked && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 font-semibold text-ink" role="status">
          {facts.revoked}
        </p>
      )}
      <dl className="mx-auto mt-6 grid max-w-xl gap-x-4 gap-y-2 text-left sm:grid-cols-[max-content_1fr]">
        {facts.lines.map((l) => (
          <div key={l.label} className="contents">
            <dt className="font-semibold text-muted">{l.label}</dt>
            <dd className="break-words text-ink">{l.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
