import { Search } from "~/components/ui/icons";
import { useMemo, useState } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { levelLabels, resourcesPage } from "~/content/resources-page";
import type { PublicResource } from "~/features/resources/public.server";
import { ALL, distinct, filterResources } from "~/utils/resource-filter";
import { ResourceCard } from "./resource-card";
import { Select } from "~/components/ui/select";
import { cn } from "~/utils/cn";

/** The searchable library: every published resource, filtered in the browser over the loaded rows. */
export function ResourceLibrary({
  resources,
  onRequest,
}: {
  resources: PublicResource[];
  onRequest: (r: PublicResource) => void;
}) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState(ALL);
  const [level, setLevel] = useState(ALL);
  const categories = useMemo(() => distinct(resources, (r) => r.category), [resources]);
  const levels = useMemo(() => distinct(resources, (r) => r.level), [resources]);
  const shown = filterResources(resources, { query, category, level });

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-[1fr_220px_180px]" role="search" aria-label="Resource library">
        <div className="grid gap-1.5">
          <Label htmlFor="resource-search">Search resources</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <Input
              id="resource-search"
              type="search"
              className="pl-9"
              placeholder="Title, topic or tag"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          id="resource-category"
          label="Category"
          all="All categories"
          value={category}
          onChange={setCategory}
          options={categories}
        />
        <FilterSelect
          id="resource-level"
          label="Level"
          all="All levels"
          value={level}
          onChange={setLevel}
          options={levels}
          labelOf={(l) => levelLabels[l] ?? l}
        />
      </div>
      <p className="mt-4 text-sm text-muted" role="status">
        {shown.length} of {resources.length} resources
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center text-muted">
          {resourcesPage.empty}
        </p>
      ) : (
        <ResourceGrid className="mt-6" resources={shown} onRequest={onRequest} />
      )}
    </div>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  /** The first option's text, which filters nothing out. */
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  labelOf?: (option: string) => string;
};

/** One of the library's filters: a labelled select of the values found in the rows, or all of them. */
function FilterSelect({ id, label, all, value, onChange, options, labelOf = (o) => o }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL}>{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Resources as a grid of cards: the featured ones, and the library's matches. */
export function ResourceGrid({
  resources,
  onRequest,
  className,
}: {
  resources: PublicResource[];
  onRequest: (r: PublicResource) => void;
  className: string;
}) {
  return (
    <ul className={cn(className, "grid gap-5 sm:grid-cols-2 lg:grid-cols-3")}>
      {resources.map((r) => (
        <li key={r.id}>
          <ResourceCard resource={r} onRequest={onRequest} />
        </li>
      ))}
    </ul>
  );
}
