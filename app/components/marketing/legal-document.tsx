import { Fragment, type ReactNode } from "react";
import type { LegalBlock, LegalDocumentContent } from "~/content/legal";
import { site } from "~/content/site";
import { webPageMeta } from "~/content/structured-data";
// Inline, as app.css is: linked, this 1.4 KB was the one render-blocking request of a public page
// after the document, a whole round trip before the text painted (decision 0090, 2026-11-26).
import legalProse from "./prose.css?inline";

/** Turns each mention of the business e-mail address into a mailto link. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(site.email);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <a href={`mailto:${site.email}`}>{site.email}</a>}
    </Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{withEmailLinks(block)}</p>;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{withEmailLinks(item)}</li>
      ))}
    </ul>
  );
}

/** A legal page's meta: its SEO words, and the document's title and date for the WebPage data. */
export const legalPageMeta = (
  doc: LegalDocumentContent,
  seo: { title: string; description: string },
  path: string,
) => webPageMeta({ ...seo, path, name: doc.title, dateModified: doc.lastUpdatedIso });

/** A legal page: title, last-updated date, a table of contents and readable long-form text. */
export function LegalPage({ doc }: { doc: LegalDocumentContent }) {
  return (
    <main id="main">
      <LegalDocument doc={doc} />
    </main>
  );
}

function LegalDocument({ doc }: { doc: LegalDocumentContent }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <style href="legal-prose" precedence="default">
        {legalProse}
      </style>
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-muted">
          Last updated: <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
        </p>
      </header>
      <div className="legal-prose mt-8">
        {doc.intro.map((p) => (
          <p key={p}>{withEmailLinks(p)}</p>
        ))}
        <nav aria-label="Contents" className="legal-toc">
          <h2>Contents</h2>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.heading}</h2>
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
