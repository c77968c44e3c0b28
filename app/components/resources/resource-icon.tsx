import {
  BarChart3,
  BookOpen,
  Calculator,
  FileSpreadsheet,
  FileText,
  Lightbulb,
  PieChart,
  Presentation,
  Target,
  TrendingUp,
  Users,
  Video,
  type LucideIcon,
} from "lucide-react";

// Only these icons are bundled; an unknown name falls back to FileText (the column's default).
const icons: Record<string, LucideIcon> = {
  BarChart3,
  BookOpen,
  Calculator,
  FileSpreadsheet,
  FileText,
  Lightbulb,
  PieChart,
  Presentation,
  Target,
  TrendingUp,
  Users,
  Video,
};

export function ResourceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? FileText;
  return <Icon className={className} aria-hidden />;
}
