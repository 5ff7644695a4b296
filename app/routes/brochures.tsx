import { Download, ExternalLink, GraduationCap, School, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/brochures";
import { SimplePage } from "#app/components/simple-page.tsx";
import { listBrochureFiles } from "#app/modules/content/brochure-files/brochure-files.server.ts";
import { schoolBrochurePdfHref } from "#app/modules/print-brochures/brochure-pdf-href.ts";
import { officialBrochureContents } from "#app/modules/print-brochures/official-copy.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader() {
  return { uploaded: await listBrochureFiles() };
}

const title = "Brochures";
const description =
  "Our brochures for school partners and for students and parents, ready to view, print or save as PDF.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

const cards: {
  href: string;
  icon: LucideIcon;
  title: string;
  audience: string;
  text: string;
  colour: string;
  /** The same brochure as a PDF to download and forward. */
  pdf?: string;
}[] = [
  {
    href: "/brochures/print/official",
    icon: School,
    title: "Official Brochure",
    audience: "For school partners",
    text: officialBrochureContents,
    colour: "from-brand-600 to-emerald-500",
    pdf: schoolBrochurePdfHref,
  },
  {
    href: "/brochures/print/student",
    icon: GraduationCap,
    title: "Student Brochure",
    audience: "For students and parents",
    text: "A colourful tour of our courses, games and stories, with a free trial class to book.",
    colour: "from-fuchsia-600 to-violet-600",
  },
];

export default function Brochures({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={title} intro={description}>
      <ul className="grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <li
            key={card.href}
            className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <div className={`flex items-center gap-4 bg-gradient-to-br p-6 text-white ${card.colour}`}>
              <card.icon aria-hidden="true" className="size-12" />
              <div>
                <h2 className="text-2xl font-extrabold">{card.title}</h2>
                <p className="font-semibold">{card.audience}</p>
              </div>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="flex-1 text-slate-700">{card.text}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <a
                  href={card.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses("primary", "md")}
                >
                  View &amp; Print <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> the {card.title} (opens in a new tab)</span>
                </a>
                {card.pdf ? (
                  <a href={card.pdf} download className={buttonClasses("secondary", "md")}>
                    <Download aria-hidden="true" className="size-4" /> Download the school brochure (PDF)
                  </a>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {loaderData.uploaded.length > 0 ? (
        <section aria-labelledby="downloads-heading" className="mt-12">
          <h2 id="downloads-heading" className="text-2xl font-extrabold">
            More brochures to download
          </h2>
          <ul className="mt-4 space-y-3">
            {loaderData.uploaded.map((brochure) => (
              <li
                key={brochure.id}
                className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-slate-50 p-5"
              >
                <div>
                  <h3 className="text-lg font-bold">{brochure.name}</h3>
                  <p className="text-slate-700">{brochure.description}</p>
                </div>
                <a href={`/media/${brochure.fileKey}`} download className={buttonClasses("secondary", "sm")}>
                  <Download aria-hidden="true" className="size-4" /> Download PDF (
                  {Math.max(1, Math.round(brochure.sizeBytes / 1024))} KB)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </SimplePage>
  );
}

export const handle = staticPageHandle;
