import type { SVGProps } from "react";
import { cn } from "~/utils/cn";
import type { SpriteIconName } from "./icon-names";
// A hashed asset: same origin (an external <use> must be), cached for good, one request for every icon.
import sprite from "./icons.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * An icon from the sprite (icon-names.ts), a drop-in for the lucide-react component of that name:
 * `icon` (app/styles/theme.css) gives lucide's 24 px, stroke and line joins, which classes override
 * (`h-5 w-5`, `fill-…`). Decorative unless labelled, as lucide's: aria-hidden without an aria-label.
 */
export function SpriteIcon({ name, className, ...props }: IconProps & { name: SpriteIconName }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      className={cn("icon", className)}
      aria-hidden={labelled ? undefined : true}
      role={labelled ? "img" : undefined}
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

// The named icons the components use (the resource cards' icons are drawn by name: ResourceIcon).
function spriteIcon(name: SpriteIconName) {
  const Icon = (props: IconProps) => <SpriteIcon {...props} name={name} />;
  Icon.displayName = name;
  return Icon;
}

export const AlertCircle = spriteIcon("AlertCircle");
export const AlertTriangle = spriteIcon("AlertTriangle");
export const ArrowLeft = spriteIcon("ArrowLeft");
export const ArrowRight = spriteIcon("ArrowRight");
export const Calendar = spriteIcon("Calendar");
export const CalendarCheck = spriteIcon("CalendarCheck");
export const CalendarDays = spriteIcon("CalendarDays");
export const Check = spriteIcon("Check");
export const CheckCircle2 = spriteIcon("CheckCircle2");
export const ChevronDown = spriteIcon("ChevronDown");
export const ClipboardCheck = spriteIcon("ClipboardCheck");
export const Clock = spriteIcon("Clock");
export const ExternalLink = spriteIcon("ExternalLink");
export const FileText = spriteIcon("FileText");
export const Info = spriteIcon("Info");
export const Lightbulb = spriteIcon("Lightbulb");
export const Loader2 = spriteIcon("Loader2");
export const Lock = spriteIcon("Lock");
export const Mail = spriteIcon("Mail");
export const MapPin = spriteIcon("MapPin");
export const Menu = spriteIcon("Menu");
export const Newspaper = spriteIcon("Newspaper");
export const Phone = spriteIcon("Phone");
export const Play = spriteIcon("Play");
export const Presentation = spriteIcon("Presentation");
export const Quote = spriteIcon("Quote");
export const RefreshCw = spriteIcon("RefreshCw");
export const RotateCcw = spriteIcon("RotateCcw");
export const Search = spriteIcon("Search");
export const SearchX = spriteIcon("SearchX");
export const ShieldCheck = spriteIcon("ShieldCheck");
export const Sparkles = spriteIcon("Sparkles");
export const Target = spriteIcon("Target");
export const TrendingUp = spriteIcon("TrendingUp");
export const Users = spriteIcon("Users");
export const Video = spriteIcon("Video");
export const X = spriteIcon("X");
export const XCircle = spriteIcon("XCircle");
