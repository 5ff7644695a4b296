import type { Route } from "./+types/brochure-print-student";
import { pageMeta } from "#app/modules/site/meta.ts";
import "#app/modules/print-brochures/print.css";
import { courseIn, titlesInProse, writtenCourses } from "#app/modules/print-brochures/courses.ts";
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

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    location,
    title: "Student Brochure",
    description: `A colourful brochure for students and parents: ${titlesInProse(loaderData?.courses ?? writtenCourses)}, Fun Zone games, Story Time and a free trial class, ready to print or save as an A4 PDF.`,
  });

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
