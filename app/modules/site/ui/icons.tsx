// Named members of the namespace only: the bundler still keeps just the icons listed below.
import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";

/** Icons that content rows may name; a fixed list keeps the icon set out of the bundle. */
const icons: Record<string, LucideIcon> = {
  Award: lucide.Award,
  BookOpen: lucide.BookOpen,
  Brain: lucide.Brain,
  Calculator: lucide.Calculator,
  Code: lucide.Code2,
  Code2: lucide.Code2,
  CodeXml: lucide.CodeXml,
  GraduationCap: lucide.GraduationCap,
  Languages: lucide.Languages,
  Laptop: lucide.Laptop,
  MessagesSquare: lucide.MessagesSquare,
  School: lucide.School,
  Sigma: lucide.Sigma,
  Sparkles: lucide.Sparkles,
  Users: lucide.Users,
};

export const iconNames = Object.keys(icons);

export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? lucide.Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
