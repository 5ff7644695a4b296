import { pageMeta } from "#app/modules/site/meta.ts";
import { titlesInProse, writtenCourses, type BrochureCourse } from "./courses.ts";

type MetaArgs = Omit<Parameters<typeof pageMeta>[0], "title" | "description" | "type"> & {
  loaderData: { courses: readonly BrochureCourse[] } | undefined;
};

/**
 * A print brochure's meta. `describe` words the description around the courses' titles in prose: those the
 * loader read from Manage Programs, or the brochure's own list where there is no loader data.
 */
export function printBrochureMeta(title: string, describe: (courseTitles: string) => string) {
  return ({ matches, location, loaderData }: MetaArgs) =>
    pageMeta({
      matches,
      location,
      title,
      description: describe(titlesInProse(loaderData?.courses ?? writtenCourses)),
    });
}
