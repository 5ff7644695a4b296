import {
  Award,
  BookOpen,
  Brain,
  Calculator,
  Code2,
  CodeXml,
  GraduationCap,
  Languages,
  Laptop,
  MessagesSquare,
  School,
  Sigma,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";

/** Icons that content rows may name; a fixed list keeps the icon set out of the bundle. */
const icons: Record<string, LucideIcon> = {
  Award,
  BookOpen,
  Brain,
  Calculator,
  Code: Code2,
  Code2,
  CodeXml,
  GraduationCap,
  Languages,
  Laptop,
  MessagesSquare,
  School,
  Sigma,
  Sparkles,
  Users,
};

export const iconNames = Object.keys(icons);

export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
