/**
 * The lucide icons the public pages show, drawn from one SVG sprite (app/components/ui/icons.svg,
 * written by `npx tsx scripts/icon-sprite.ts` from lucide-react's own drawings): a page carries a
 * ~100-byte `<svg><use href="…#Name"/></svg>` per icon instead of each icon's paths, and the sprite
 * is one cached file (decision 0090). To add an icon: add its lucide-react name here, run the
 * script, and export it from icons.tsx.
 */
export const SPRITE_ICONS = [
  "AlertCircle",
  "AlertTriangle",
  "ArrowLeft",
  "ArrowRight",
  "BarChart3",
  "BookOpen",
  "Calculator",
  "Calendar",
  "CalendarCheck",
  "CalendarDays",
  "Check",
  "CheckCircle2",
  "ChevronDown",
  "ClipboardCheck",
  "Clock",
  "ExternalLink",
  "FileSpreadsheet",
  "FileText",
  "Info",
  "Lightbulb",
  "Loader2",
  "Lock",
  "Mail",
  "MapPin",
  "Menu",
  "Newspaper",
  "Phone",
  "PieChart",
  "Play",
  "Presentation",
  "Quote",
  "RefreshCw",
  "RotateCcw",
  "Search",
  "SearchX",
  "ShieldCheck",
  "Sparkles",
  "Target",
  "TrendingUp",
  "Users",
  "Video",
  "X",
  "XCircle",
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];
