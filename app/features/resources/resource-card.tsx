import { href } from "react-router";
import { Lock } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { levelLabels } from "~/content/resources-page";
import type { PublicResource } from "~/features/resources/public.server";
import { ResourceIcon } from "./resource-icon";

/** product.md §9: a card shows at most 3 tags. */
export const MAX_TAGS = 3;

type Props = {
  resource: PublicResource;
  onRequest: (resource: PublicResource) => void;
  /** Heading level inside its section. */
  headingLevel?: "h3" | "h4";
};

export function ResourceCard({ resource: r, onRequest, headingLevel: Heading = "h3" }: Props) {
  const size = r.pages ? `${r.pages} pages` : r.duration;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
          <ResourceIcon name={r.iconName} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <Heading className="font-semibold leading-snug text-ink">{r.title}</Heading>
          <p className="mt-1 text-xs text-muted">
            {r.type} · {r.category}
            {size ? ` · ${size}` : ""}
          </p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-muted">{r.description}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Topics">
        <li>
          <Badge tone="muted">{levelLabels[r.level] ?? r.level}</Badge>
        </li>
        {r.tags.slice(0, MAX_TAGS).map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </ul>
      {/*
        Once hydrated the button opens the request dialog; before that (or without JavaScript) it
        loads the page with the request form for this resource in it (routes/resources.tsx).
      */}
      <form method="get" action={`${href("/resources")}#request-access`} className="mt-5">
        <input type="hidden" name="request" value={r.id} />
        {/* The name starts with the visible text (WCAG 2.5.3) and says which resource it is for. */}
        <Button
          type="submit"
          variant="outline"
          className="w-full"
          aria-label={`Request Access: ${r.title}`}
          onClick={(e) => {
            e.preventDefault();
            onRequest(r);
          }}
        >
          <Lock className="h-4 w-4" aria-hidden />
          Request Access
        </Button>
      </form>
    </Card>
  );
}
