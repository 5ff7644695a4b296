import { Link } from "react-router";
import type { Route } from "./+types/our-methodology";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Our Methodology";
const description = "Skill-based, hands-on and joyful: how SkillSprouts turns practice into lasting confidence.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Every course mixes short explanations, hands-on activities, games and regular assessments.{" "}
        <Link className="font-semibold text-brand-700 underline" to="/book-offline-demo">
          Request a demo
        </Link>{" "}
        to see it in a classroom.
      </p>
    </SimplePage>
  );
}
