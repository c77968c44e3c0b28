import type { ReactNode } from "react";

type Items = Array<[string, ReactNode]>;

/** A record's fields as a definition list (the detail dialogs). Empty values show as "—". */
export function DetailsList({ items }: { items: Items }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="whitespace-pre-wrap break-words text-ink">
            {value === null || value === undefined || value === "" ? "—" : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a detail dialog: its heading, then what it holds (by default a list of fields). */
export function DetailsSection({
  title,
  items,
  children,
}: {
  title: string;
  items?: Items;
  children?: ReactNode;
}) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold text-brand-800">{title}</h3>
      {items ? <DetailsList items={items} /> : children}
    </section>
  );
}

/** An e-mail address among a record's fields, as a link that writes to it. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a className="text-brand-700 underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
}
