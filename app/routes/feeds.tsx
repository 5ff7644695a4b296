import { Link } from "react-router";
import type { Route } from "./+types/feeds";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "School Feeds";
const description =
  "Moments our partner schools are proud of: projects, competitions and performances by SkillSprouts students.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Schools share their students' achievements here.{" "}
        <Link className="font-semibold text-brand-700 underline" to="/for-schools">
          Become a partner school
        </Link>
        .
      </p>
    </SimplePage>
  );
}
