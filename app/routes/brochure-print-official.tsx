import type { Route } from "./+types/brochure-print-official";
import "#app/modules/print-brochures/print.css";
import { courseIn } from "#app/modules/print-brochures/courses.ts";
import { printBrochureMeta } from "#app/modules/print-brochures/meta.ts";
import { officialCourseCopy } from "#app/modules/print-brochures/official-copy.ts";
import { loadPrintBrochure } from "#app/modules/print-brochures/print-data.server.ts";
import {
  OfficialAboutSlide,
  OfficialContactSlide,
  OfficialCourseSlide,
  OfficialCoverSlide,
  WorkshopSlide,
} from "#app/modules/print-brochures/ui/official-slides.tsx";
import { BrochureDeck } from "#app/modules/print-brochures/ui/slide.tsx";

export function loader() {
  return loadPrintBrochure("schools");
}

export const meta: Route.MetaFunction = printBrochureMeta(
  "Official Brochure",
  (courses) =>
    `The SkillSprouts brochure for school partners: ${courses} programs, teacher workshops and demo booking, ready to print or save as an A4 PDF.`,
);

export default function OfficialBrochure({ loaderData }: Route.ComponentProps) {
  return (
    <BrochureDeck title="Official Brochure">
      <OfficialCoverSlide {...loaderData} />
      <OfficialAboutSlide {...loaderData} />
      {officialCourseCopy.map((copy) => (
        <OfficialCourseSlide key={copy.id} course={courseIn(loaderData.courses, copy.id)} copy={copy} />
      ))}
      <WorkshopSlide {...loaderData} />
      <OfficialContactSlide {...loaderData} />
    </BrochureDeck>
  );
}
