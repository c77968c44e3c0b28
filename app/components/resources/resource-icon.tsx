import { RESOURCE_ICONS } from "~/schemas/resource";
import { SpriteIcon } from "~/components/ui/icons";

const known = new Set<string>(RESOURCE_ICONS);

/** A resource card's icon from the sprite; an unknown name falls back to FileText (the column's default). */
export function ResourceIcon({ name, className }: { name: string; className?: string }) {
  const icon = known.has(name) ? (name as (typeof RESOURCE_ICONS)[number]) : "FileText";
  return <SpriteIcon name={icon} className={className} />;
}
