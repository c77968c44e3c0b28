import { Search } from "~/components/ui/icons";
import { useMemo, useState } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { levelLabels, resourcesPage } from "~/content/resources-page";
import type { PublicResource } from "~/features/resources/public.server";
import { ALL, distinct, filterResources } from "~/utils/resource-filter";
import { ResourceCard } from "./resource-card";
import { Select } from "~/components/ui/select";

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
        <div className="grid gap-1.5">
          <Label htmlFor="resource-category">Category</Label>
          <Select id="resource-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value={ALL}>All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="resource-level">Level</Label>
          <Select id="resource-level" value={level} onChange={(e) => setLevel(e.target.value)}>
            <option value={ALL}>All levels</option>
            {levels.map((l) => (
              <option key={l} value={l}>
                {levelLabels[l] ?? l}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted" role="status">
        {shown.length} of {resources.length} resources
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center text-muted">
          {resourcesPage.empty}
        </p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} onRequest={onRequest} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
