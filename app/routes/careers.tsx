import type { Route } from "./+types/careers";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Careers";
const description =
  "Join a team that helps children love learning. We hire trainers, instructors, curriculum writers and partnership staff.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Send your CV to{" "}
        <a
          className="font-semibold text-brand-700 underline"
          href="mailto:careers@skillsprouts.in?subject=Spontaneous%20Application"
        >
          careers@skillsprouts.in
        </a>
        .
      </p>
    </SimplePage>
  );
}
