import { FileText } from "~/components/ui/icons";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { AssessmentReport, ReportBlock } from "./content";

function RatingList({ block, id }: { block: ReportBlock; id: string }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-ink">
        {block.heading}
      </h3>
      <dl className="mt-3 grid gap-2 text-sm">
        {block.lines.map((line) => (
          <div
            key={line.label}
            className="flex justify-between gap-4 border-b border-slate-100 pb-2 last:border-0"
          >
            <dt className="text-ink">{line.label?.replace(/:?\s+$/, "")}</dt>
            <dd className="shrink-0 text-right font-medium text-ink">{line.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The result page's part of the report (product.md §10.13) that the rest of the page does not show:
 * who and when, the awareness ratings, the topic interests, and the PDF to download. Drawn from the
 * same content as the PDF (decision 0098).
 */
export function ReportSection({ report, pdfHref }: { report: AssessmentReport; pdfHref: string }) {
  const booking = report.booking.lines[0];
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="report-heading" className="grid gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="report-heading" className="text-2xl font-bold text-ink">
              {report.title}
            </h2>
            <p className="mt-2 text-sm text-muted">
              {report.preparedFor.map((line, i) => (
                <span key={line.label}>
                  {i > 0 && " · "}
                  {line.label}
                  <span className="font-medium text-ink">{line.text}</span>
                </span>
              ))}
            </p>
          </div>
          {/* A file, not a page: a plain link, so the browser downloads it. */}
          <a href={pdfHref} className={buttonVariants({ variant: "outline" })} download>
            <FileText className="h-5 w-5" aria-hidden />
            Download your report (PDF)
          </a>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <RatingList block={report.awareness} id="report-awareness" />
          <RatingList block={report.topics} id="report-topics" />
        </div>
        {booking && (
          <p className="text-sm text-muted">
            {booking.label}
            <a href={booking.link} className="font-medium text-brand-700 underline">
              {booking.text}
            </a>
          </p>
        )}
      </section>
    </Card>
  );
}
