import { Link } from "react-router";
import type { Route } from "./+types/brochures";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Brochures";
const description = "Download our brochures for school partners and for students and parents.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Our brochures describe every course in detail.{" "}
        <Link className="font-semibold text-brand-700 underline" to="/contact">
          Ask us for a copy
        </Link>
        .
      </p>
    </SimplePage>
  );
}
