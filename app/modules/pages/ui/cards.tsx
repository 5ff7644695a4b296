import type { LucideIcon } from "lucide-react";
import { cn } from "#app/ui/cn.ts";

export type IconCardItem = { icon: LucideIcon; title: string; text: string };

/** One card in a grid: a decorative icon, an h3 title and a short description. */
export function IconCard({ icon: Icon, title, text }: IconCardItem) {
  return (
    <li className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon aria-hidden="true" className="size-11 shrink-0 rounded-2xl bg-brand-50 p-2 text-brand-600" />
      <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{text}</p>
    </li>
  );
}

/** A responsive list of icon cards: one column on phones, two on tablets, `columns` on desktops. */
export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCardItem[]; columns?: 3 | 4 }) {
  return (
    <ul className={cn("mt-10 grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {items.map((item) => (
        <IconCard key={item.title} {...item} />
      ))}
    </ul>
  );
}

/** `lang` marks a label still in English on a Hindi or Marathi page. */
export type Fact = { value: string; label: string; lang?: string };

/**
 * The company's headline figures as a description list: two by two beside a section's text, or as a full-width
 * `row` of four (the home page's numbers).
 */
export function FactsList({
  facts,
  layout = "beside",
  className,
}: {
  facts: readonly Fact[];
  layout?: "beside" | "row";
  className?: string;
}) {
  const row = layout === "row";
  return (
    <dl className={cn("grid grid-cols-2", row ? "gap-4 sm:gap-6 lg:grid-cols-4" : "gap-4", className)}>
      {facts.map((fact) => (
        <div
          key={fact.label}
          className={cn(
            "@container flex flex-col-reverse items-center rounded-3xl bg-amber-50 text-center",
            row ? "p-4 sm:p-6" : "p-4 sm:p-5",
          )}
        >
          <dt lang={fact.lang} className="mt-1 font-semibold text-slate-700">
            {fact.label}
          </dt>
          {/* Sized to its card: "100,000+" is about 5.4 em wide and must fit two cards to a row on a 320 px phone. */}
          <dd className="font-display text-[min(2.25rem,18cqi)] font-extrabold whitespace-nowrap text-brand-700">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
