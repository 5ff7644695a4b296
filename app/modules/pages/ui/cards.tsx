import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
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

/**
 * A content section built around a grid of icon cards: a centred heading, a sentence introducing the cards, then
 * the cards. The pages that explain the company (methodology, schools) each open their argument this way.
 */
export function IconCardSection({
  headingId,
  title,
  intro,
  items,
  columns,
}: {
  headingId: string;
  title: string;
  intro: string;
  items: readonly IconCardItem[];
  columns?: 3 | 4;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id={headingId} className="text-center text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{intro}</p>
      <IconCardGrid items={items} columns={columns} />
    </section>
  );
}

/** The company's headline figures as a description list, styled like the home page's numbers. */
export function FactsList({ facts, className }: { facts: { value: string; label: string }[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse items-center rounded-3xl bg-amber-50 p-5 text-center">
          <dt className="mt-1 font-semibold text-slate-700">{fact.label}</dt>
          <dd className="font-display text-3xl font-extrabold text-brand-700 sm:text-4xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The closing band of a page: a heading, one sentence and a row of buttons. */
export function CtaSection({
  headingId,
  title,
  text,
  note,
  children,
}: {
  headingId: string;
  title: string;
  text: string;
  /** Optional small print under the buttons, such as a phone number. */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="bg-gradient-to-r from-amber-100 to-brand-100">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id={headingId} className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        {note ? <p className="mx-auto mt-6 max-w-2xl text-slate-700">{note}</p> : null}
      </div>
    </section>
  );
}

/** The sunny tick before each point of a list of reasons (decorative: the list says the rest). */
export function TickMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-7 shrink-0 items-center justify-center rounded-full bg-sun-400 text-brand-900",
        className,
      )}
    >
      ✓
    </span>
  );
}
