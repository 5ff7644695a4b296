import type { ReactNode } from "react";
import { cn } from "#app/ui/cn.ts";
import { FactsList, IconCardGrid, type Fact, type IconCardItem } from "./cards.tsx";

/*
 * The sections the pages that explain the company (About, Our Methodology, For Schools) are built from, so that
 * their headings, widths and spacing stay the same from page to page.
 */

const sectionWidth = "mx-auto max-w-7xl px-4 py-16 sm:px-6";

/** A section's h2 in the pages' type scale. */
export function SectionHeading({
  id,
  centred = false,
  className,
  children,
}: {
  id: string;
  centred?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      className={cn(centred && "text-center", "text-3xl font-extrabold text-slate-900 sm:text-4xl", className)}
    >
      {children}
    </h2>
  );
}

/**
 * A section that opens on a centred heading and a sentence introducing what follows. `band` colours the page's
 * full width behind it; the content keeps the usual width.
 */
export function CentredSection({
  headingId,
  title,
  intro,
  band,
  children,
}: {
  headingId: string;
  title: string;
  intro: string;
  /** Background classes for a full-width band. */
  band?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      <SectionHeading id={headingId} centred>
        {title}
      </SectionHeading>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{intro}</p>
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={headingId} className={band}>
      <div className={sectionWidth}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={headingId} className={sectionWidth}>
      {content}
    </section>
  );
}

/** A centred section built around a grid of icon cards: how the explaining pages open each argument. */
export function IconCardSection({
  items,
  columns,
  ...section
}: {
  headingId: string;
  title: string;
  intro: string;
  band?: string;
  items: readonly IconCardItem[];
  columns?: 3 | 4;
}) {
  return (
    <CentredSection {...section}>
      <IconCardGrid items={items} columns={columns} />
    </CentredSection>
  );
}

/** A grey band: a heading and a few paragraphs on one side, the company's headline figures on the other. */
export function FactsSection({
  headingId,
  title,
  facts,
  children,
}: {
  headingId: string;
  title: string;
  facts: readonly Fact[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id={headingId}>{title}</SectionHeading>
          {children}
        </div>
        <FactsList facts={facts} />
      </div>
    </section>
  );
}

/** A drawing beside a heading and its content; on phones the drawing comes first. */
export function IllustratedSection({
  headingId,
  title,
  art,
  columnsClassName,
  children,
}: {
  headingId: string;
  title: string;
  art: ReactNode;
  /** The desktop grid's columns, such as `lg:grid-cols-2`. */
  columnsClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={sectionWidth}>
      <div className={cn("grid items-center gap-10", columnsClassName)}>
        {art}
        <div>
          <SectionHeading id={headingId}>{title}</SectionHeading>
          {children}
        </div>
      </div>
    </section>
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
        <SectionHeading id={headingId}>{title}</SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        {note ? <p className="mx-auto mt-6 max-w-2xl text-slate-700">{note}</p> : null}
      </div>
    </section>
  );
}
