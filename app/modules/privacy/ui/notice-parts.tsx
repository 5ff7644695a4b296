import type { ReactNode } from "react";

/* The building blocks of the privacy notice: its sections, and the cards that say what is kept, why and how long. */

export const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Item({ title, children }: { title: string; children: ReactNode }) {
  // Titles are unique on the page, so each makes its heading's id.
  const headingId = `item-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h3>
      <dl className="mt-3 grid gap-2 text-base sm:grid-cols-[9rem_1fr]">{children}</dl>
    </section>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export const Kept = ({ children }: { children: ReactNode }) => <Row label="What we keep">{children}</Row>;
export const Why = ({ children }: { children: ReactNode }) => <Row label="Why">{children}</Row>;
export const HowLong = ({ children }: { children: ReactNode }) => <Row label="How long">{children}</Row>;
