import type { ReactNode } from "react";

/** The coloured band at the top of an inner page. */
export function PageHero({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {intro ? <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
