import type { ReactNode } from "react";
import { PageHero } from "./page-hero.tsx";

/** An inner page: the hero band, then readable content. */
export function SimplePage({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <>
      <PageHero title={title} intro={intro} />
      {children ? <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">{children}</div> : null}
    </>
  );
}
