import { Link } from "react-router";
import type { Route } from "./+types/about-us";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "About Us";
const description =
  "For over 17 years SkillSprouts has helped children grow sharper minds, clearer voices and creative confidence.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        We work with more than 200 partner schools and thousands of families. Questions?{" "}
        <Link className="font-semibold text-brand-700 underline" to="/contact">
          Talk to our team
        </Link>
        .
      </p>
    </SimplePage>
  );
}
