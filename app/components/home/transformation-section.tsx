import { ArrowRight } from "~/components/ui/icons";
import { transformation } from "~/content/home";
import { Section } from "./section";

/** The before/after table of six behaviours (product.md §1), a real table for assistive technology. */
export function TransformationSection() {
  return (
    <Section id="transformation" eyebrow={transformation.eyebrow} title={transformation.title} tone="tint">
      <div className="mx-auto max-w-4xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{transformation.caption}</caption>
          <thead>
            <tr className="bg-brand-900 text-white">
              <th
                scope="col"
                className="w-1/2 px-4 py-3 text-sm font-semibold uppercase tracking-wider sm:px-6"
              >
                Before
              </th>
              <th scope="col" className="px-4 py-3 text-sm font-semibold uppercase tracking-wider sm:px-6">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {transformation.rows.map((row) => (
              <tr key={row.before} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-4 font-normal text-muted sm:px-6">
                  {row.before}
                </th>
                <td className="px-4 py-4 font-semibold sm:px-6">
                  <span className="flex items-center gap-2">
                    <ArrowRight aria-hidden className="hidden h-4 w-4 shrink-0 text-emerald-700 sm:block" />
                    {row.after}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-8 text-center font-serif text-2xl font-bold text-brand-900">
        {transformation.closing}
      </p>
    </Section>
  );
}
