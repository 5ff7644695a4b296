import { cn } from "#app/ui/cn.ts";

/** The sprout mark: two leaves on a stem in the brand's green and sun colours. */
export function Sprout({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cn("shrink-0", className)}>
      <circle cx="24" cy="24" r="24" fill="#dcfce9" />
      <path d="M24 40V22" stroke="#15803d" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M24 26c-9 0-14-5-14-13 8 0 14 4 14 13Z" fill="#16a34a" />
      <path d="M24 22c0-8 5-13 14-13 0 9-6 13-14 13Z" fill="#f59e0b" />
    </svg>
  );
}

export function Logo({ logoUrl, className }: { logoUrl: string | null; className?: string }) {
  if (logoUrl) {
    return <img src={logoUrl} alt="SkillSprouts" width={160} height={40} className={cn("h-10 w-auto", className)} />;
  }
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <Sprout className="size-10" />
      <span className="font-display text-2xl font-extrabold tracking-tight text-brand-700 max-[359px]:text-xl">
        Skill<span className="text-amber-600">Sprouts</span>
      </span>
    </span>
  );
}
