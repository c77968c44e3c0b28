import { SpriteIcon } from "~/components/ui/icons";
import { SPRITE_ICONS, type SpriteIconName } from "~/components/ui/icon-names";

// Not RESOURCE_ICONS from the schema module: that would bring zod onto /resources' critical path.
// The sprite holds every name a resource may have (app/components/ui/icons.test.ts checks it).
const known = new Set<string>(SPRITE_ICONS);

/** A resource card's icon from the sprite; an unknown name falls back to FileText (the column's default). */
export function ResourceIcon({ name, className }: { name: string; className?: string }) {
  const icon = known.has(name) ? (name as SpriteIconName) : "FileText";
  return <SpriteIcon name={icon} className={className} />;
}
