import { Link } from "react-router";
import type { Route } from "./+types/for-schools";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Partner with SkillSprouts";
const description =
  "A complete skills program for your school: curriculum, trained instructors, kits and progress reports.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Write to{" "}
        <a className="font-semibold text-brand-700 underline" href="mailto:partners@skillsprouts.in">
          partners@skillsprouts.in
        </a>{" "}
        or{" "}
        <Link className="font-semibold text-brand-700 underline" to="/book-offline-demo">
          book a free demo
        </Link>{" "}
        for your school.
      </p>
    </SimplePage>
  );
}
