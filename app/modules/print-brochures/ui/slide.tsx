import { Printer, X, type LucideIcon } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { PageLink } from "#app/ui/page-link.tsx";
import { Sprout } from "#app/components/shell/logo.tsx";
import { StepNumber } from "#app/modules/pages/ui/lists.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";

/** One A4 landscape page at 96 px per inch (297 × 210 mm), rounded to whole pixels. */
export const SLIDE_WIDTH = 1123;
export const SLIDE_HEIGHT = 794;
export const SLIDE_COUNT = 8;

/**
 * The whole printable page: the toolbar, then the slides stacked on a grey background. On a screen narrower
 * than a slide, each slide is shrunk to the screen's width (print.css); printed, each fills an A4 page.
 */
export function BrochureDeck({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="brochure-screen min-h-dvh bg-slate-200">
      <PrintToolbar title={title} />
      <main
        id="main"
        className="brochure-deck flex flex-col items-center gap-6 px-3 pt-6 pb-16 sm:gap-10 sm:px-6 sm:pt-8"
      >
        {children}
      </main>
    </div>
  );
}

/** Print and Close, shown on screen only. The print button needs JavaScript; without it the page says how. */
export function PrintToolbar({ title }: { title: string }) {
  const hydrated = useHydrated();
  return (
    <div className="no-print sticky top-0 z-10 border-b border-slate-300 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-3 px-3 py-3 sm:px-6">
        {hydrated ? (
          <button type="button" onClick={() => window.print()} className={buttonClasses("primary", "md")}>
            <Printer aria-hidden="true" className="size-5" />
            Print & Save PDF
          </button>
        ) : (
          <p className="flex min-h-11 items-center gap-2 rounded-2xl bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 sm:text-base">
            <Printer aria-hidden="true" className="size-5 shrink-0" />
            Press Ctrl+P (or Share → Print on a phone) to save as PDF
          </p>
        )}
        <PageLink to="/brochures" className={buttonClasses("secondary", "md")}>
          <X aria-hidden="true" className="size-5" />
          Close
        </PageLink>
        <p className="text-sm text-slate-700 sm:ml-3">
          <strong className="text-slate-900">{title}</strong>: {SLIDE_COUNT} A4 landscape pages. In the print dialog,
          choose “Save as PDF” and keep “Background graphics” on.
        </p>
      </div>
    </div>
  );
}

type SlideProps = {
  /** The id of the slide's h1 or h2, which names the section. */
  headingId: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * One fixed-size page of the brochure, in a frame that takes the slide's size on screen after any shrinking
 * (a scaled box keeps its full size in the layout, the frame does not).
 */
export function Slide({ headingId, className, style, children }: SlideProps) {
  return (
    <div className="brochure-frame">
      <section
        aria-labelledby={headingId}
        className={cn("brochure-slide relative overflow-hidden bg-white text-slate-900 shadow-xl", className)}
        style={{ width: `${SLIDE_WIDTH}px`, height: `${SLIDE_HEIGHT}px`, ...style }}
      >
        {children}
      </section>
    </div>
  );
}

/** A big soft shape behind the content. */
export function Blob({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div aria-hidden="true" className={cn("pointer-events-none absolute rounded-full", className)} style={style} />
  );
}

type Tone = "light" | "dark";

/** The sprout mark and name; "dark" is for dark backgrounds. */
export function BrandLockup({ tone = "light", className }: { tone?: Tone; className?: string }) {
  return (
    <p className={cn("inline-flex items-center gap-3", className)}>
      <Sprout className="size-12" />
      <span
        className={cn(
          "font-display text-3xl font-extrabold tracking-tight",
          tone === "dark" ? "text-white" : "text-brand-700",
        )}
      >
        Skill<span className={tone === "dark" ? "text-amber-300" : "text-amber-700"}>Sprouts</span>
      </span>
    </p>
  );
}

/** Page number and brochure name along the bottom edge. */
export function SlideFooter({
  page,
  label,
  tone = "light",
  positionClassName = "inset-x-14 bottom-6",
}: {
  page: number;
  label: string;
  tone?: Tone;
  /** Where the footer sits; by default along the whole bottom edge. */
  positionClassName?: string;
}) {
  return (
    <div
      className={cn(
        "absolute flex items-center justify-between text-sm font-semibold",
        tone === "dark" ? "text-white" : "text-slate-700",
        positionClassName,
      )}
    >
      <span className="inline-flex items-center gap-2">
        <Sprout className="size-5" />
        SkillSprouts · {label}
      </span>
      <span>
        Page {page} of {SLIDE_COUNT}
      </span>
    </div>
  );
}

/** A small label above a heading. */
export function Kicker({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-bold tracking-wide uppercase",
        className,
      )}
    >
      {children}
    </p>
  );
}

/** A rounded label with an optional icon. */
export function Pill({
  icon: Icon,
  children,
  className,
}: {
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2 rounded-full px-4 py-2 font-bold", className)}>
      {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null}
      {children}
    </span>
  );
}

export type PillItem = { key: string; icon?: LucideIcon; label: ReactNode; className?: string };

/** A row of pills as a list: `pillClassName` styles every pill, an item's own `className` adds its colour. */
export function PillList({
  pills,
  className,
  pillClassName,
}: {
  pills: readonly PillItem[];
  className?: string;
  pillClassName?: string;
}) {
  return (
    <ul className={className}>
      {pills.map((pill) => (
        <li key={pill.key}>
          <Pill icon={pill.icon} className={cn(pillClassName, pill.className)}>
            {pill.label}
          </Pill>
        </li>
      ))}
    </ul>
  );
}

export type Feature = { icon: LucideIcon; title: string; text: string };

type FeatureGridProps = {
  features: readonly Feature[];
  columns?: 2 | 3;
  className?: string;
  /** Classes for each card: background, border, text colour. */
  cardClassName?: string;
  /** Classes for the icon's rounded square. */
  iconClassName?: string;
  /** Classes for each card's text under the title. */
  textClassName?: string;
};

/** Features as a grid of cards: icon, title (h3) and one or two lines of text. */
export function FeatureGrid({
  features,
  columns = 2,
  className,
  cardClassName = "bg-white p-5 ring-1 ring-slate-200",
  iconClassName = "bg-brand-100 text-brand-700",
  textClassName = "text-slate-700",
}: FeatureGridProps) {
  return (
    <ul className={cn("grid gap-4", columns === 3 ? "grid-cols-3" : "grid-cols-2", className)}>
      {features.map((feature) => (
        <li key={feature.title} className={cn("flex gap-4 rounded-3xl", cardClassName)}>
          <span className={cn("flex size-12 shrink-0 items-center justify-center rounded-2xl", iconClassName)}>
            <feature.icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 className="text-lg leading-tight font-extrabold">{feature.title}</h3>
            <p className={cn("mt-1 text-[15px] leading-snug", textClassName)}>{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export type Stat = {
  value: string;
  label: string;
  /** Background and text colour of this stat's card. */
  className: string;
};

/** Big numbers with their labels. */
export function StatGrid({
  stats,
  className,
  valueClassName = "text-5xl",
}: {
  stats: readonly Stat[];
  className?: string;
  /** The numbers' size. */
  valueClassName?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className={cn("flex flex-col-reverse rounded-3xl p-6", stat.className)}>
          <dt className="mt-1 text-lg font-bold">{stat.label}</dt>
          <dd className={cn("font-display leading-none font-black tracking-tight", valueClassName)}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered steps in a row. */
export function Steps({
  steps,
  className,
  itemClassName,
  numberClassName,
  textClassName,
}: {
  steps: readonly { title: string; text: string }[];
  className?: string;
  itemClassName?: string;
  numberClassName?: string;
  textClassName?: string;
}) {
  return (
    <ol className={cn("grid auto-cols-fr grid-flow-col gap-4", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={cn("rounded-3xl p-5", itemClassName)}>
          <div className="flex items-center gap-3">
            <StepNumber number={index + 1} className={cn("size-10 text-xl font-black", numberClassName)} />
            <h3 className="text-lg leading-tight font-extrabold">{step.title}</h3>
          </div>
          <p className={cn("mt-2 text-[15px] leading-snug", textClassName)}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A QR code on a white card (scanners need the contrast), rendered on the server: the SVG string comes
 * from our own code, never from user input. Its URL is printed underneath for anyone who cannot scan it
 * ("or visit …": a link in running text, which WCAG's target size exempts where a phone shrinks the slide).
 */
export function QrCode({
  svg,
  url,
  label = "QR code: book a free trial class",
  className,
  codeClassName = "size-48",
}: {
  svg: string;
  url: string;
  label?: string;
  className?: string;
  codeClassName?: string;
}) {
  return (
    <figure className={cn("flex flex-col items-center rounded-3xl bg-white p-4 text-slate-900", className)}>
      <div
        role="img"
        aria-label={label}
        className={cn("[&>svg]:block [&>svg]:size-full", codeClassName)}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="mt-2 max-w-full text-center text-sm font-bold break-words">
        <span className="font-semibold">or visit </span>
        <a href={url} className="underline decoration-2 underline-offset-2">
          <BreakableUrl url={url} />
        </a>
      </figcaption>
    </figure>
  );
}

/** A URL that, when it must wrap, wraps after the host rather than mid-word. */
function BreakableUrl({ url }: { url: string }) {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart < 0) return url;
  return (
    <>
      {url.slice(0, pathStart)}
      <wbr />
      <span className="whitespace-nowrap">{url.slice(pathStart)}</span>
    </>
  );
}
