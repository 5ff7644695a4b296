import type { ReactNode } from "react";
import { cn } from "#app/ui/cn.ts";

/** The back office's colours for a word about a record; each pairs text and background that pass contrast. */
const tones = {
  brand: "bg-brand-50 text-brand-800",
  sky: "bg-sky-50 text-sky-900",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
  slate: "bg-slate-100",
  dark: "bg-slate-900 font-bold text-white",
} as const;

/** A short word about a record beside its name (Draft, Closed, Hidden, Admin, Expired), in one shape everywhere. */
export function Pill({
  tone,
  className,
  children,
}: {
  tone: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn("inline-block rounded-full px-3 py-1 text-sm font-semibold", tones[tone], className)}>
      {children}
    </span>
  );
}
