import type { Route } from "./+types/brochure-print-student";
import "#app/modules/print-brochures/print.css";
import { courseIn } from "#app/modules/print-brochures/courses.ts";
import { printBrochureMeta } from "#app/modules/print-brochures/meta.ts";
import { loadPrintBrochure } from "#app/modules/print-brochures/print-data.server.ts";
import { studentCourseCopy } from "#app/modules/print-brochures/student-copy.ts";
import { BrochureDeck } from "#app/modules/print-brochures/ui/slide.tsx";
import {
  DiscoverSlide,
  FunSlide,
  StudentCourseSlide,
  StudentCoverSlide,
  TrialSlide,
} from "#app/modules/print-brochures/ui/student-slides.tsx";

export function loader() {
  return loadPrintBrochure("parents");
}

export const meta: Route.MetaFunction = printBrochureMeta(
  "Student Brochure",
  (courses) =>
    `A colourful brochure for students and parents: ${courses}, Fun Zone games, Story Time and a free trial class, ready to print or save as an A4 PDF.`,
);

export default function StudentBrochure({ loaderData }: Route.ComponentProps) {
  return (
    <BrochureDeck title="Student Brochure">
      <StudentCoverSlide {...loaderData} />
      <DiscoverSlide {...loaderData} />
      {studentCourseCopy.map((copy) => (
        <StudentCourseSlide key={copy.id} course={courseIn(loaderData.courses, copy.id)} copy={copy} />
      ))}
      <FunSlide />
      <TrialSlide {...loaderData} />
    </BrochureDeck>
  );
}
