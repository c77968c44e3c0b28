import type { ReactNode } from "react";
import { href } from "react-router";
import { FileDown } from "lucide-react";

/** A person's assessment on their record: its report's PDF to download (product.md §10.13), then its fields. */
export function ReportDownload({ id, fields }: { id: string; fields: ReactNode }) {
  return (
    <div className="grid gap-2">
      {/* `download`, as every download link: the browser fetches the file beside the page, rather
          than navigating the page until the answer turns out to be a file; the name is the
          answer's (Content-Disposition). */}
      <a
        href={href("/api/admin/assessments/:id/report.pdf", { id })}
        download
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        <FileDown className="h-4 w-4" aria-hidden />
        Download the report (PDF)
      </a>
      {fields}
    </div>
  );
}
